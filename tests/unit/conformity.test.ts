import { renderToBuffer } from '@react-pdf/renderer';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { editionSeeds } from '@/cms/seed/instruction-editions';
import { seededCompany } from '@/cms/seed/site-settings';
import { executiveSeeds } from '@/cms/seed/team';
import { documentFamilies, type IfuKind } from '@/content/documents/articles';
import {
  annexViiiRules,
  classUnder,
  conformityText,
  getDeclaration,
  getDeclarations,
  isDocumentFamily,
  manufacturerSrn,
  notifiedBody,
  type IvdClass,
} from '@/content/documents/conformity';
import { conformityDocumentName, conformityPath } from '@/content/documents/paths';
import { conformitySitemapPaths, documentSitemapPaths } from '@/content/documents/sitemap';
import { documentHref, loadDocuments } from '@/documents';
import { inLocale, type Localized } from '@/i18n/localized';
import { gmnCheckCharacters, isValidGmn } from '@/lib/documents/basic-udi-di';
import { findBreakableCompounds, findSwedishTypographyProblems } from '@/lib/swedish-typography';
import { pdfText } from '../e2e/pdf-text';
import { seededCatalogue } from '@/cms/seed/catalogue';
import { documentArticles } from '@/content/documents/articles';

/**
 * The EU declarations of conformity (src/content/documents/conformity.ts): one per family of the
 * library, every article in exactly one, classes as IVDR Annex VIII gives them, the procedures and
 * certificates each class needs, both languages complete, and a PDF per family and language.
 */
const declarations = getDeclarations(documentArticles(seededCatalogue()));
const articles = documentArticles(seededCatalogue());

/** The class each kind of device has under Annex VIII (see the rules' reasoning in conformity.ts). */
const expectedClass: Record<IfuKind, IvdClass> = {
  'urine-cassette': 'B',
  'urine-cup': 'B',
  saliva: 'B',
  adulteration: 'B',
  pregnancy: 'B',
  ovulation: 'B',
  utitest: 'B',
  vaginalph: 'C',
  menopause: 'C',
  ferritin: 'C',
  dvitamin: 'C',
  tsh: 'C',
  fob: 'C',
  hpylori: 'C',
  virustest: 'D',
};

const groupOf = (articleNr: string) => declarations.flatMap((declaration) => declaration.groups).find((group) => group.articles.some((article) => article.articleNr === articleNr));

/** Every `{ en, sv }` pair of a tree, with its path. */
function localizedLeaves(value: unknown, path: string): [string, Localized][] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => localizedLeaves(item, `${path}[${index}]`));
  const record = value as Record<string, unknown>;
  if (typeof record.en === 'string' && typeof record.sv === 'string' && Object.keys(record).length === 2) return [[path, record as Localized]];
  return Object.entries(record).flatMap(([key, child]) => localizedLeaves(child, `${path}.${key}`));
}

/** Every string a rendered tree holds, with its path (image addresses left out). */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => (key === 'src' ? [] : strings(child, `${path}.${key}`)));
}

describe('the declarations of conformity', () => {
  it('exist for every family of the library, in its order, each with at least one Basic UDI-DI and device', () => {
    expect(declarations.map((declaration) => declaration.family)).toEqual([...documentFamilies]);
    for (const declaration of declarations) {
      expect(declaration.groups.length, declaration.family).toBeGreaterThan(0);
      for (const group of declaration.groups) expect(group.articles.length, group.basicUdiDi).toBeGreaterThan(0);
    }
    expect(isDocumentFamily('saliva')).toBe(true);
    expect(isDocumentFamily('conformity')).toBe(false);
  });

  it('list every article of the library exactly once, in its own family’s declaration', () => {
    const listed = declarations.flatMap((declaration) => declaration.groups.flatMap((group) => group.articles.map((article) => `${declaration.family}:${article.articleNr}`)));
    expect(listed.sort()).toEqual(articles.map((article) => `${article.family}:${article.articleNr}`).sort());
  });

  it('classify every device as Annex VIII gives it: the highest class of the rules that apply', () => {
    for (const article of articles) {
      const group = groupOf(article.articleNr)!;
      expect(group.ivdClass, article.articleNr).toBe(expectedClass[article.kind]);
      expect(group.ivdClass, article.articleNr).toBe(classUnder(group.rules.map((rule) => rule.id)));
      const rules = group.rules.map((rule) => rule.id);
      // Self-tests fall under Rule 4(a), professional devices never.
      expect(rules.some((rule) => rule === 'rule-4a' || rule === 'rule-4a-exception'), article.articleNr).toBe(article.audience === 'self-test');
      // The exception of Rule 4(a) only for what it names: pregnancy, fertility, leukocytes and bacteria in urine.
      expect(rules.includes('rule-4a-exception'), article.articleNr).toBe(['pregnancy', 'ovulation', 'utitest'].includes(article.kind));
      if (article.audience === 'professional') expect(rules, article.articleNr).toEqual(['rule-6']);
    }
    expect(classUnder(['rule-1', 'rule-4a'])).toBe('D');
    expect(classUnder(['rule-4a-exception'])).toBe('B');
    expect(() => classUnder([])).toThrow();
    expect(Object.values(annexViiiRules).map((rule) => rule.ivdClass)).toEqual(['D', 'C', 'B', 'B']);
  });

  it('group devices by Basic UDI-DI of one class and audience, each a valid GMN of its own', () => {
    const groups = declarations.flatMap((declaration) => declaration.groups);
    const udis = groups.map((group) => group.basicUdiDi);
    expect(new Set(udis).size).toBe(udis.length);
    for (const group of groups) {
      expect(isValidGmn(group.basicUdiDi), group.basicUdiDi).toBe(true);
      expect(new Set(group.articles.map((article) => article.audience)).size, group.basicUdiDi).toBe(1);
    }
    // GS1's worked example of the check character pair.
    expect(gmnCheckCharacters('1987654Ad4X4bL5ttr2310c')).toBe('2K');
    expect(isValidGmn('7350541NRDSPUYN')).toBe(false);
  });

  it('name the procedure and certificates each class needs from the notified body', () => {
    expect(manufacturerSrn).toMatch(/^SE-MF-\d{9}$/);
    expect(notifiedBody.number).toMatch(/^\d{4}$/);
    for (const group of declarations.flatMap((declaration) => declaration.groups)) {
      const procedure = group.procedure.en.replaceAll('\u00a0', ' ');
      const certificates = group.certificates.map((certificate) => certificate.type.en.replaceAll('\u00a0', ' '));
      expect(certificates[0], group.basicUdiDi).toContain('quality management system');
      if (group.ivdClass === 'D') {
        expect(procedure).toContain('Annex IX, chapters I, II and III');
        expect(procedure).toContain('EU reference laboratory');
        expect(group.commonSpecifications.map((text) => text.en).join(' ')).toContain('(EU) 2022/1107');
      } else {
        expect(procedure, group.basicUdiDi).toContain('Annex IX, chapters I and III');
        expect(procedure, group.basicUdiDi).toContain(group.ivdClass === 'B' ? 'each category of devices' : 'each generic device group');
        expect(group.commonSpecifications, group.basicUdiDi).toEqual([]);
      }
      // A self-test's technical documentation is assessed on its own (Annex IX, section 5.1), as is every class D device's.
      const assessedOnItsOwn = group.selfTest || group.ivdClass === 'D';
      expect(procedure.includes('section 5.1'), group.basicUdiDi).toBe(group.selfTest);
      expect(certificates.length, group.basicUdiDi).toBe(assessedOnItsOwn ? 2 : 1);
    }
  });

  it('apply the standards of their audience', () => {
    for (const declaration of declarations) {
      const designations = declaration.standards.map((standard) => standard.designation.replaceAll('\u00a0', ' '));
      const selfTest = declaration.groups.some((group) => group.selfTest);
      for (const designation of ['EN ISO 13485:2016', 'EN ISO 14971:2019', 'EN ISO 15223-1:2021', 'EN ISO 18113-1:2011', 'EN ISO 23640:2015', 'EN 13612:2002', 'EN ISO 20916:2024']) {
        expect(designations.some((text) => text.startsWith(designation)), `${declaration.family}: ${designation}`).toBe(true);
      }
      expect(designations.includes(selfTest ? 'EN ISO 18113-4:2011' : 'EN ISO 18113-2:2011'), declaration.family).toBe(true);
      expect(designations.some((text) => text.startsWith('EN 62366-1')), declaration.family).toBe(selfTest);
    }
  });

  it('were signed by the chief executive, before the first edition of their devices’ instructions under the IVDR', () => {
    const ceo = executiveSeeds.find((member) => member.title.en.startsWith('Chief Executive Officer'))!;
    for (const declaration of declarations) {
      expect(declaration.signatory.name).toBe(ceo.name);
      for (const group of declaration.groups) {
        for (const article of group.articles) expect(declaration.issued < editionSeeds(article)[0]!.effective, `${declaration.family}: ${article.articleNr}`).toBe(true);
      }
    }
  });

  it('state what Annex IV asks, in the words of each language’s text of the Regulation', () => {
    expect(conformityText.soleResponsibility.en).toBe('This declaration of conformity is issued under the sole responsibility of the manufacturer.');
    expect(conformityText.soleResponsibility.sv).toContain('tillverkarens eget ansvar');
    expect(conformityText.title.sv).toBe('EU-försäkran om överensstämmelse');
    expect(conformityText.conformity.en).toContain('Regulation (EU) 2017/746');
    expect(conformityText.conformity.sv).toContain('förordning (EU) 2017/746');
    // Every device is CE-marked under the IVDR, none under its transitional provisions (as the footer says).
    expect(conformityText.additional.en.replaceAll('\u00a0', ' ')).toContain('transitional provisions of Article 110');
    expect(conformityText.additional.sv.replaceAll('\u00a0', ' ')).toContain('övergångsbestämmelserna i artikel 110');
  });

  it('have every text in both languages, the Swedish with Swedish typography', () => {
    const leaves = [...localizedLeaves(conformityText, 'conformityText'), ...declarations.flatMap((declaration) => localizedLeaves(declaration, declaration.family))];
    expect(leaves.length).toBeGreaterThan(100);
    expect(leaves.filter(([, text]) => text.en.trim() === '' || text.sv.trim() === '').map(([path]) => path)).toEqual([]);
    // The Swedish page as rendered: the declarations and their labels in Swedish.
    const swedish = [...strings(inLocale(conformityText, 'sv'), 'conformityText'), ...declarations.flatMap((declaration) => strings(inLocale(declaration, 'sv'), declaration.family))];
    const problems = swedish.flatMap(([path, text]) => [...findSwedishTypographyProblems(text), ...findBreakableCompounds(text)].map((problem) => `${path}: ${problem.rule} in "${problem.excerpt}"`));
    expect(problems).toEqual([]);
    // English apostrophes are typographic.
    const english = [...strings(inLocale(conformityText, 'en'), 'conformityText'), ...declarations.flatMap((declaration) => strings(inLocale(declaration, 'en'), declaration.family))];
    expect(english.filter(([, text]) => /[A-Za-z]'[a-z]|s' /u.test(text)).map(([path]) => path)).toEqual([]);
  });

  it('have a page in the sitemap and a PDF address per family', () => {
    expect(conformitySitemapPaths()).toEqual(documentFamilies.map((family) => `/documents/conformity/${family}`));
    for (const path of conformitySitemapPaths()) expect(documentSitemapPaths(documentArticles(seededCatalogue()))).toContain(path);
    expect(conformityPath('instafind')).toBe('/documents/conformity/instafind');
    expect(documentHref(conformityDocumentName('multi-panel'), 'sv')).toBe('/downloads/sv/eu-doc-multi-panel.pdf');
  });
});

describe('the declarations as PDFs', () => {
  it('are registered for every family in both languages', { timeout: 30_000 }, async () => {
    const names = (await loadDocuments()).filter((document) => document.name.startsWith('eu-doc-')).map((document) => `${document.name}-${document.locale}`);
    expect(names.sort()).toEqual(documentFamilies.flatMap((family) => [`eu-doc-${family}-en`, `eu-doc-${family}-sv`]).sort());
  });

  it.each(['en', 'sv'] as const)('render in %s with the title, the article numbers, the class and the signature', async (locale) => {
    const { documents } = await import('@/documents/declarations-of-conformity');
    const company = seededCompany();
    const document = documents.find((candidate) => candidate.name === conformityDocumentName('instafind') && candidate.locale === locale)!;
    const buffer = await renderToBuffer(document.render({ catalogue: seededCatalogue(), company, investorFigures: {} as never, marketingFigures: {} as never, whitepapers: [] }));
    const pdf = await PDFDocument.load(buffer);
    expect(pdf.getTitle()).toContain(conformityText.title[locale]);
    const text = (await pdfText(buffer)).replaceAll('\u00a0', ' ');
    for (const group of getDeclaration(documentArticles(seededCatalogue()), 'instafind').groups) {
      expect(text).toContain(group.basicUdiDi);
      for (const article of group.articles) expect(text).toContain(article.articleNr);
    }
    expect(text).toContain(conformityText.soleResponsibility[locale]);
    expect(text).toContain(locale === 'sv' ? 'Klass D' : 'Class D');
    expect(text).toContain(conformityText.signedFor[locale].replace('{company}', company.name));
    expect(text).toContain(executiveSeeds[0]!.name);
    expect(text).toContain(manufacturerSrn);
  }, 60_000);
});
