import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { sharedSectionsFrom, sharedSectionTexts } from '@/cms/globals/instruction-shared-sections';
import { editionSeeds } from '@/cms/seed/instruction-editions';
import {
  documentFamilies,
  documentSearchEntries,
  editionDocumentName,
  editionInstructions,
  findDocumentArticle,
  instructionsContent,
  instructionsDocumentName,
  parseInstructionsDocumentName,
  type DocumentArticle,
  type Edition,
  type Instructions,
} from '@/content/documents';
import { sharedSectionSeeds } from '@/content/documents/blocks';
import { documentSitemapPaths } from '@/content/documents/sitemap';
import { renderInstructionsPdf } from '@/documents/instructions-for-use';
import { woffToSfnt } from '@/documents/woff-to-sfnt';
import { inLocale } from '@/i18n/localized';
import { locales, type Locale } from '@/i18n/locales';
import { filterSinglePanels } from '@/lib/catalogue/filter';
import { qrCodeShape } from '@/lib/documents/qr-code';
import { findSwedishTypographyProblems } from '@/lib/swedish-typography';
import { seededCatalogue } from '@/cms/seed/catalogue';
import { healthcareProducts } from '@/content/catalogue';
import { documentArticles } from '@/content/documents/articles';

/** Every article number of the catalogue, read from the catalogue itself (not from the documents). */
const catalogueArticles = [
  ...seededCatalogue().singlePanels.map((p) => ({ articleNr: p.articleNr, name: p.name, cutOffs: [{ code: p.abbreviation, name: p.name, value: p.cutOffNgMl }] })),
  ...seededCatalogue().multiPanels.map((p) => ({ articleNr: p.articleNr, name: p.name, cutOffs: p.substances.map((s) => ({ code: s.code, name: s.name, value: s.cutOffNgMl })) })),
  { articleNr: seededCatalogue().saliva.articleNr, name: seededCatalogue().saliva.name, cutOffs: seededCatalogue().saliva.substances.map((s) => ({ code: s.code, name: s.name, value: s.cutOffNgMl })) },
  { articleNr: seededCatalogue().manipulationControl.articleNr, name: seededCatalogue().manipulationControl.name, cutOffs: [] },
  ...healthcareProducts(seededCatalogue()).map((p) => ({ articleNr: p.articleNr, name: p.name, cutOffs: [] })),
];

/** '300 ng/mL' / '300 ng/ml' with a non-breaking space, written here independently of the content helpers. */
const expectedCutOff = (value: number, locale: Locale) =>
  `${new Intl.NumberFormat(locale === 'sv' ? 'sv-SE' : 'en-GB').format(value)}\u00a0${locale === 'sv' ? 'ng/ml' : 'ng/mL'}`;

/** Every `{ en, sv }` pair of a record. */
function pairs(value: unknown, path = ''): [string, { en: string; sv: string }][] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => pairs(item, `${path}[${index}]`));
  const record = value as Record<string, unknown>;
  if (Object.keys(record).length === 2 && typeof record.en === 'string' && typeof record.sv === 'string') return [[path, record as { en: string; sv: string }]];
  return Object.entries(record).flatMap(([key, child]) => pairs(child, `${path}.${key}`));
}

/** The editions the CMS is seeded with, each assembled as its publish does. */
const editionsOf = (article: DocumentArticle): Edition[] => editionSeeds(article).map((version) => ({ ...version, content: instructionsContent(article, version.features, sharedSectionSeeds()) }));
function findInstructions(articleNr: string, version?: string): Instructions | undefined {
  const article = findDocumentArticle(documentArticles(seededCatalogue()), articleNr);
  return article && editionInstructions(article, editionsOf(article), version);
}
const allEditions: Instructions[] = documentArticles(seededCatalogue()).flatMap((article) => editionsOf(article).map((edition) => editionInstructions(article, editionsOf(article), edition.version)!));

describe('document records', () => {
  it('exist for all 40 catalogue articles, each with a version, effective date and change note', () => {
    expect(catalogueArticles).toHaveLength(40);
    expect(documentArticles(seededCatalogue())).toHaveLength(40);
    for (const { articleNr } of catalogueArticles) {
      const article = findDocumentArticle(documentArticles(seededCatalogue()), articleNr);
      expect(article, articleNr).toBeDefined();
      const versions = editionSeeds(article!);
      expect(versions.length, articleNr).toBeGreaterThanOrEqual(1);
      for (const version of versions) {
        expect(version.version).toMatch(/^\d+\.\d+$/);
        expect(version.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(version.change.en.length).toBeGreaterThan(10);
      }
      // Oldest first and strictly later each time, so the last one is the current edition.
      const dates = versions.map((version) => version.effective);
      expect([...dates].sort()).toEqual(dates);
      expect(new Set(dates).size).toBe(dates.length);
      expect(findInstructions(articleNr)?.isCurrent).toBe(true);
      expect(findInstructions(articleNr)?.version.version).toBe(versions.at(-1)!.version);
    }
  });

  it('keeps earlier editions reachable and different from the current one', () => {
    const archived = documentArticles(seededCatalogue()).flatMap((article) => editionSeeds(article).slice(0, -1).map((version) => ({ article, version })));
    expect(archived.length).toBeGreaterThan(0);
    for (const { article, version } of archived) {
      const old = findInstructions(article.articleNr, version.version);
      expect(old?.isCurrent).toBe(false);
      expect(JSON.stringify(old!.sections)).not.toBe(JSON.stringify(findInstructions(article.articleNr)!.sections));
    }
    expect(findInstructions('DRX192-CE25', '9.9')).toBeUndefined();
    expect(findInstructions('DRX000-CE25')).toBeUndefined();
  });

  it('takes the shared sections from the text blocks editors write, losing nothing', () => {
    const texts = sharedSectionTexts();
    const { sections, problems } = sharedSectionsFrom(texts);
    expect(problems).toEqual([]);
    expect(sections).toEqual(sharedSectionSeeds());
    const uneven = sharedSectionsFrom({ ...texts, warningsSelfTest: { en: texts.warningsSelfTest.en, sv: texts.warningsSelfTest.sv.split('\n\n').slice(1).join('\n\n') } });
    expect(uneven.problems).toEqual(['Warnings and precautions (self-tests): 5 paragraphs in English but 4 in Swedish.']);
    expect(sharedSectionsFrom({ ...texts, manufacturer: { en: texts.manufacturer.en } }).problems).toEqual(['Manufacturer: the Swedish text is missing.']);
  });

  it('names the PDF of the current edition and of each edition, and reads the names back', () => {
    expect(instructionsDocumentName('DRX192-CE25')).toBe('ifu-drx192-ce25');
    expect(editionDocumentName('DRX192-CE25', '2.0')).toBe('ifu-drx192-ce25-v2.0');
    expect(parseInstructionsDocumentName('ifu-drx192-ce25')).toEqual({ articleNr: 'drx192-ce25' });
    expect(parseInstructionsDocumentName('ifu-drx192-ce25-v2.0')).toEqual({ articleNr: 'drx192-ce25', version: '2.0' });
    expect(parseInstructionsDocumentName('ifu-hcx311-v10.12')).toEqual({ articleNr: 'hcx311', version: '10.12' });
    for (const name of ['compliance-checklist', 'ifu-', 'ifu-../secrets', 'ifu-DRX192']) expect(parseInstructionsDocumentName(name), name).toBeUndefined();
  });

  it('puts every article page (and only the current editions) and every declaration of conformity in the sitemap', () => {
    const declarations = documentFamilies.map((family) => `/documents/conformity/${family}`);
    expect(documentSitemapPaths(documentArticles(seededCatalogue()))).toEqual([...catalogueArticles.map(({ articleNr }) => `/documents/${articleNr}`), ...declarations]);
  });
});

describe('cut-off tables', () => {
  it.each(locales)('equal the catalogue’s cut-offs for every drug test (%s)', (locale) => {
    for (const { articleNr, cutOffs } of catalogueArticles) {
      const detects = inLocale(findInstructions(articleNr)!, locale).sections.find((section) => section.id === 'detects')!;
      if (cutOffs.length === 0) {
        expect(detects.table?.columns.length ?? 0, articleNr).not.toBe(3);
        continue;
      }
      expect(detects.table!.rows, articleNr).toEqual(cutOffs.map((row) => [row.code, row.name[locale], expectedCutOff(row.value, locale)]));
    }
  });
});

describe('library search (the catalogue’s filter)', () => {
  const entries = documentSearchEntries(documentArticles(seededCatalogue()));
  const find = (query: string, locale: Locale, family: (typeof entries)[number]['group'] | 'all' = 'all') => filterSinglePanels(entries, { query, group: family, locale }).map((entry) => entry.articleNr);

  it.each(locales)('finds an article by its number, in any case (%s)', (locale) => {
    expect(find('DRX192-CE25', locale)).toEqual(['DRX192-CE25']);
    expect(find('drx111', locale)).toEqual(['DRX111-CE25']);
    expect(find('HCX311', locale)).toEqual(['HCX311']);
  });

  it('finds an article by its name in each language', () => {
    expect(find('amphetamine', 'en')).toContain('DRX192-CE25');
    expect(find('amfetamin', 'sv')).toContain('DRX192-CE25');
    expect(find('pregnancy', 'en')).toEqual(['HCX301']);
    expect(find('graviditet', 'sv')).toEqual(['HCX301']);
    expect(find('saliva', 'en')).toEqual(['DRX121-CE25']);
    expect(find('saliv', 'sv')).toEqual(['DRX121-CE25']);
    // The Swedish name is not searched on the English page, and vice versa.
    expect(find('graviditet', 'en')).toEqual([]);
  });

  it('filters by family and combines the filter with the search', () => {
    expect(find('', 'en', 'multi-panel')).toEqual(seededCatalogue().multiPanels.map((p) => p.articleNr));
    expect(find('', 'sv', 'instacheck')).toHaveLength(4);
    expect(find('amphetamine', 'en', 'instacare')).toEqual([]);
    expect(find('', 'en')).toHaveLength(40);
  });
});

describe('texts', () => {
  it('address self-testers and professionals as the language guide says (du / ni)', () => {
    for (const instructions of allEditions) {
      const swedish = pairs(instructions.sections).map(([, text]) => text.sv).join(' ');
      if (instructions.article.audience === 'self-test') expect(swedish, instructions.article.articleNr).not.toMatch(/\b(ni|er|ert|era)\b/);
      else expect(swedish, instructions.article.articleNr).not.toMatch(/\b(du|dig|din|ditt|dina)\b/);
    }
  });

  it('follow the Swedish number typography and translate every longer text', () => {
    const problems: string[] = [];
    for (const instructions of allEditions) {
      for (const [path, text] of pairs({ title: instructions.title, sections: instructions.sections })) {
        for (const problem of findSwedishTypographyProblems(text.sv)) problems.push(`${instructions.article.articleNr}${path}: ${problem.rule}`);
        if (text.en.length > 25 && text.en === text.sv) problems.push(`${instructions.article.articleNr}${path}: untranslated`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('state the reading time of the catalogue', () => {
    expect(JSON.stringify(findInstructions('DRX121-CE25')!.sections)).toContain(`5\u00a0minutes`);
    expect(JSON.stringify(findInstructions('HCX304')!.sections)).toContain(`1\u00a0minut`);
    expect(JSON.stringify(findInstructions('HCX322')!.sections)).toContain(`15\u00a0minuter`);
  });
});

describe('QR code', () => {
  it('draws exactly the dark modules of the qrcode library’s symbol, inside a four-module quiet zone', () => {
    const url = 'https://www.example.com/sv/documents/DRX192-CE25';
    const shape = qrCodeShape(url);
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    expect(shape.size).toBe(modules.size + 8);
    const dark = new Set<string>();
    for (const match of shape.path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      const [x, y, width] = [Number(match[1]), Number(match[2]), Number(match[3])];
      for (let column = x; column < x + width; column++) dark.add(`${y - 4},${column - 4}`);
    }
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) expect(dark.has(`${row},${column}`)).toBe(Boolean(modules.get(row, column)));
    }
  });
});

describe('PDF', () => {
  it('unpacks the WOFF fonts into a font fontkit reads with the same glyphs', () => {
    const woff = readFileSync(createRequire(import.meta.url).resolve('@fontsource/inter/files/inter-latin-400-normal.woff'));
    type Font = { numGlyphs: number; familyName: string; layout(text: string): { glyphs: { id: number }[] } };
    const fontkit = createRequire(import.meta.url)('fontkit') as { create(data: Buffer): Font };
    const fromWoff = fontkit.create(woff);
    const fromSfnt = fontkit.create(woffToSfnt(woff));
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(fromSfnt.familyName).toBe('Inter');
    expect(fromSfnt.layout('Bruksanvisning 10 ng/ml').glyphs.map((glyph) => glyph.id)).toEqual(fromWoff.layout('Bruksanvisning 10 ng/ml').glyphs.map((glyph) => glyph.id));
  });

  it.each(['en', 'sv'] as const)('renders an edition in %s with its title, version and the date it takes effect', async (locale) => {
    const instructions = findInstructions('DRX111-CE25', '1.0')!;
    const pdf = await PDFDocument.load(await renderInstructionsPdf(instructions, locale));
    expect(pdf.getTitle()).toBe(instructions.title[locale]);
    expect(pdf.getSubject()).toMatch(/ 1\.0$/u);
    expect(pdf.getCreationDate()?.toISOString()).toBe('2025-03-03T12:00:00.000Z');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
