import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { navigationSeed } from '@/cms/seed/navigation';
import { newsSeeds } from '@/cms/seed/news';
import { pageSeeds } from '@/cms/seed/pages';
import { productSeeds } from '@/cms/seed/products';
import { errorPageText } from '@/content/error-page-text';
import { investorSummaryPdf } from '@/content/investor-summary-text';
import { executiveSeeds, advisorSeeds } from '@/cms/seed/team';
import { testimonialSeeds } from '@/cms/seed/testimonials';
import { marketingFigureSourcesSeed } from '@/cms/seed/marketing-figures';
import { findBreakableCompounds, findSwedishTypographyProblems, findSwedishWordingProblems, withNonBreakingSpaces } from '@/lib/swedish-typography';
import { seededCatalogue } from '@/cms/seed/catalogue';
import { catalogueMenus } from '@/content/catalogue/menus';

/**
 * Every Swedish text of the site — page content modules (all of src/content/pages, so new pages
 * are covered without editing this file), the catalogue and its menus, messages/sv.json and the
 * error pages — follows the Swedish number typography of the language guide.
 */

/** Every Swedish string of a content tree: the `sv` side of each `{ en, sv }` pair, with its path. */
function swedishTexts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'function' || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => swedishTexts(item, `${path}[${index}]`));
  const record = value as Record<string, unknown>;
  const texts: [string, string][] = typeof record.sv === 'string' ? [[`${path}.sv`, record.sv]] : [];
  return [...texts, ...Object.entries(record).flatMap(([key, child]) => (key === 'sv' || key === 'en' ? [] : swedishTexts(child, `${path}.${key}`)))];
}

/** Every string leaf of a messages file. */
function messageTexts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => messageTexts(child, path ? `${path}.${key}` : key));
}

const pageModules = import.meta.glob<Record<string, unknown>>('../../src/content/pages/*.ts', { eager: true });
/** The PDFs' own texts beyond the pages they print (whitepaper chapters, instructions). */
const documentModules = import.meta.glob<Record<string, unknown>>('../../src/content/*-{whitepaper,instructions}.ts', { eager: true });

const texts: [string, string][] = [
  ...Object.entries({ ...pageModules, ...documentModules }).flatMap(([file, exports]) => swedishTexts(exports, file.replace(/^.*\//, ''))),
  ...swedishTexts(
    {
      catalogue: seededCatalogue(),
      menus: catalogueMenus(seededCatalogue()),
    },
    'catalogue',
  ),
  ...swedishTexts(productSeeds, 'cms-seed-products'),
  ...swedishTexts(newsSeeds, 'cms-seed-news'),
  ...swedishTexts(pageSeeds, 'cms-seed-pages'),
  ...swedishTexts(investorSummaryPdf, 'investor-summary-text'),
  ...swedishTexts(navigationSeed, 'cms-seed-navigation'),
  ...messageTexts(JSON.parse(readFileSync('messages/sv.json', 'utf8')), 'messages/sv.json:'),
  ...messageTexts(errorPageText.sv, 'error-page-text.sv:'),
];

describe('the check itself', () => {
  it.each([
    ['30 %', 'breaking space between a number and its unit'],
    ['99%', 'no space before %'],
    ['10 ng/ml', 'breaking space between a number and its unit'],
    ['förpackningar om 25 st', 'breaking space between a number and its unit'],
    ['under 10 minuter', 'breaking space between a number and its unit'],
    ['{value, number} ng/ml', 'breaking space between a number and its unit'],
    ['{count, plural, other {# minuter}}', 'breaking space between a number and its unit'],
    ['22 MSEK', 'breaking space between a number and its unit'],
    ['certifierat enligt ISO 13485', 'breaking space in ISO 13485'],
    ['< 10\u00a0min', 'breaking space after a comparison sign'],
    ['99.2\u00a0% träffsäkerhet', 'decimal point in a Swedish number'],
    ['55 680\u00a0USD', 'breaking space between the digit groups of a number'],
    ['över 12500 tester', 'no thousands separator'],
  ])('flags %j', (text, rule) => {
    expect(findSwedishTypographyProblems(text).map((problem) => problem.rule)).toContain(rule);
  });

  it.each([
    '99,2\u00a0%',
    '10\u00a0ng/ml',
    '{value, number}\u00a0ng/ml',
    'ISO\u00a013485-certifierat',
    '<\u00a010\u00a0min',
    '08.00–17.00',
    'artikel 6.1 a i dataskyddsförordningen',
    'bilaga IX avsnitt\u00a05.1',
    'Drogtest med 17 paneler',
    '7 substanser',
    '3 steg',
    'DRX192-CE25',
    '55\u00a0680 tester',
    'NRD-10234',
    'ISO\u00a013485',
    '1 000 000'.replaceAll(' ', '\u00a0'),
  ])('accepts %j', (text) => {
    expect(findSwedishTypographyProblems(text)).toEqual([]);
  });
});

describe('the wording check', () => {
  it.each([
    ['Färre prover till laboratorium', "'prover' → 'prov'"],
    ['håller fler laboratorieprover borta', "'prover' → 'prov'"],
    ['Urinproverna skickades', "'prover' → 'prov'"],
    ['efter en incident', "'incident' → 'tillbud'"],
    ['Incidenter per år', "'incident' → 'tillbud'"],
    ['en prognos för de kommande 14\u00a0dagar', "definite form after 'de kommande/senaste"],
    ['de senaste tre månader', "definite form after 'de kommande/senaste"],
    ['en prognos för de kommande {vdtForecastDays}, med', "definite form after 'de kommande/senaste"],
    ['Läkarverifiering av varje positivt screeningresultat', "'positivt screeningresultat' →"],
    ['Efter ett positivt screeningresultat', "'positivt screeningresultat' →"],
    ['bipacksedeln berättar när', "'bipacksedel' →"],
    ['kroppens järndepå', "'järndepå' →"],
    ['tillverkade enligt ett ISO\u00a013485-certifierat kvalitetsledningssystem', "'tillverkad enligt/under ett"],
    ['tillverkas under ett certifierat kvalitetsledningssystem', "'tillverkad enligt/under ett"],
    ['Hämta vår rapport', "'Hämta rapporten' →"],
    ['Hämta de rapporter ni behöver', "'Hämta rapporten' →"],
  ])('flags %j', (text, rule) => {
    expect(findSwedishWordingProblems(text).map((problem) => problem.rule).join(' | ')).toContain(rule);
  });

  it.each([
    'Färre prov till laboratorium',
    '90\u00a0% av proven avgörs utan laboratorieanalys',
    'ett provrör och en provtagare',
    'efter ett tillbud',
    'Rapportera varje allvarligt tillbud',
    'en prognos för de kommande 14\u00a0dagarna',
    'en prognos för de kommande {vdtForecastDays}na, med',
    'de senaste {hairDetectionMonths} månaderna',
    'de senaste tre åren',
    'de första arbetsplatskunderna',
    'Läkarverifiering av varje preliminärt positivt screeningresultat',
    'ett preliminärt positivt resultat',
    'bruksanvisningen visar när du bör prata med en läkare',
    'kroppens järnförråd',
    'tillverkade inom ett ISO\u00a013485-\u2060certifierat kvalitetsledningssystem',
    'CE-märkt enligt IVDR',
    'Ladda ner rapporten',
    'Hämta checklistan',
  ])('accepts %j', (text) => {
    expect(findSwedishWordingProblems(text)).toEqual([]);
  });
});

describe('the fix an editor gets for free', () => {
  it.each([
    ['99,2 % träffsäkerhet', '99,2\u00a0% träffsäkerhet'],
    ['svar på 10 minuter', 'svar på 10\u00a0minuter'],
    ['enligt ISO 13485', 'enligt ISO\u00a013485'],
    ['under 55 680 kr', 'under 55\u00a0680\u00a0kr'],
    ['< 10 min', '<\u00a010\u00a0min'],
    ['3 steg och 7 substanser', '3 steg och 7 substanser'],
  ])('makes the spaces of %j non-breaking', (text, fixed) => {
    expect(withNonBreakingSpaces(text)).toBe(fixed);
    expect(findSwedishTypographyProblems(fixed)).toEqual([]);
  });

  it('leaves what needs a decision to the check', () => {
    expect(withNonBreakingSpaces('99.2%')).toBe('99.2%');
  });

  it('keeps the line breaks an editor typed (a street number above a postcode is no digit group)', () => {
    expect(withNonBreakingSpaces('Vasagatan 16\n111 20 Stockholm')).toBe('Vasagatan 16\n111 20 Stockholm');
  });
});

describe('Swedish texts', () => {
  it('are all collected (pages, catalogue, messages, error pages)', () => {
    const sources = new Set(texts.map(([path]) => path.split(/[.:[]/)[0] ?? ''));
    for (const source of ['hair-whitepaper', 'vdt-whitepaper', 'investor-summary-text', 'cms-seed-pages', 'catalogue', 'cms-seed-products', 'messages/sv', 'error-page-text']) {
      expect([...sources].some((name) => name.startsWith(source)), source).toBe(true);
    }
    expect(texts.length).toBeGreaterThan(300);
  });

  it('keep numbers with their units and use decimal commas', () => {
    const problems = texts.flatMap(([path, text]) => findSwedishTypographyProblems(text).map((problem) => `${path}: ${problem.rule} in "${problem.excerpt}"`));
    expect(problems).toEqual([]);
  });

  it('keep out the wording the language guide replaces (prov, tillbud, preliminärt positivt …)', () => {
    const quoted: [string, string][] = [
      ...swedishTexts(testimonialSeeds, 'cms-seed-testimonials'),
      ...swedishTexts([...executiveSeeds, ...advisorSeeds], 'cms-seed-team'),
      ...swedishTexts(marketingFigureSourcesSeed, 'figure-sources'),
    ];
    const problems = [...texts, ...quoted].flatMap(([path, text]) => findSwedishWordingProblems(text).map((problem) => `${path}: ${problem.rule} in "${problem.excerpt}"`));
    expect(problems).toEqual([]);
  });

});

/**
 * Content modules that a PDF also reads (src/documents): their texts stay without word joiners,
 * since the PDF font has no glyph for U+2060 and not every document strips it.
 */
const readByPdfs = new Set(['documents.ts']);

describe('hyphenated compounds on web pages', () => {
  it.each([
    ['CE-märkta tester', 1],
    ['ISO\u00a013485-certifierat kvalitetsledningssystem', 1],
    ['CE-\u2060märkta tester enligt ISO\u00a013485-\u2060certifierat system', 0],
    ['DRX192-CE25', 0],
    ['CE-marked', 1],
  ])('the check flags %j %i time(s)', (text, count) => {
    expect(findBreakableCompounds(text)).toHaveLength(count);
  });

  it('keep CE- and ISO 13485- compounds on one line (word joiner after the hyphen), outside page meta', () => {
    const webTexts: [string, string][] = [
      ...Object.entries(pageModules)
        .filter(([file]) => !readByPdfs.has(file.replace(/^.*\//, '')))
        .flatMap(([file, exports]) => swedishTexts(exports, file.replace(/^.*\//, ''))),
      ...swedishTexts({ footerDescription: navigationSeed.footerDescription, certification: navigationSeed.certification }, 'cms-seed-navigation'),
      ...swedishTexts(pageSeeds, 'cms-seed-pages'),
    ];
    // Meta titles and descriptions go to search results and link previews, where a joiner helps nothing.
    const shown = webTexts.filter(([path]) => !/\.meta\./.test(path) && !/^cms-seed-pages\[\d+\]\.(title|description)\./.test(path));
    expect(shown.length).toBeGreaterThan(300);
    const problems = shown.flatMap(([path, text]) => findBreakableCompounds(text).map((problem) => `${path}: "${problem.excerpt}"`));
    expect(problems).toEqual([]);
  });
});
