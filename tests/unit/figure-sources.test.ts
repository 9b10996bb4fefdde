import { describe, expect, it } from 'vitest';
import { pageSeeds } from '@/cms/seed/pages';
import { quotedFigures } from '@/content/figure-sources';
import { companyPlaceholders, marketingPlaceholders } from '@/content/page-placeholders';
import { seededCompany } from '@/cms/seed/site-settings';
import { fillPlaceholders, fillPlaceholdersIn, markFirstMentions, noteMark, placeholderNames, splitNoteMarks, withoutNoteMarks } from '@/lib/placeholders';
import { keepCodesWhole, keepInitialsWhole } from '@/lib/no-break';
import { markPageFigures } from '@/content/figure-sources';
import { seedInLanguage } from '@/cms/seed/pages';
import { homePageSeed } from '@/cms/seed/pages/home';
import { findSwedishTypographyProblems } from '@/lib/swedish-typography';
import { locales } from '@/i18n/locales';
import { marketingFigureSourcesSeed, marketingFiguresSeed } from '@/cms/seed/marketing-figures';
import { seededCatalogue } from '@/cms/seed/catalogue';

describe('the sources of the marketing figures', () => {
  it('state each claim with its own figure, and read in both languages', () => {
    for (const [name, source] of Object.entries(marketingFigureSourcesSeed)) {
      for (const locale of locales) {
        expect(placeholderNames(source.claim[locale]), `${name} (${locale})`).toEqual([name]);
        const values = { ...marketingPlaceholders(locale, marketingFiguresSeed, seededCatalogue()), ...companyPlaceholders(locale, seededCompany()) };
        const claim = fillPlaceholders(source.claim[locale], values);
        expect(source.basis[locale].length, name).toBeGreaterThan(30);
        if (locale === 'sv') expect(findSwedishTypographyProblems(`${claim}: ${source.basis.sv}`), name).toEqual([]);
      }
    }
  });

  it('are listed for every figure a seeded page quotes', () => {
    const quotedSomewhere = new Set<string>();
    for (const seed of pageSeeds) for (const name of quotedFigures(placeholderNames(JSON.stringify(seed)))) quotedSomewhere.add(name);
    // The figures the review named: the drug tests' accuracy, the result time, the lower risk and other services' time.
    for (const name of ['drugTestAccuracyPercent', 'resultMinutes', 'workplaceRiskReductionPercent', 'competitorResultMinutes']) expect(quotedSomewhere).toContain(name);
  });

  it('mark the first mention of each noted figure in every section, outside headings, numbered in reading order', () => {
    const sections = [
      { title: 'Results in {resultMinutes}', text: '{accuracy} accurate, results in {resultMinutes}, {accuracy} again', code: 'GET /tests/{accuracy}' },
      { value: '{accuracy}', plain: '{price}', label: 'Save {saving}' },
    ];
    const { content, notes } = markFirstMentions(sections, ['saving', 'resultMinutes', 'accuracy']);
    expect(fillPlaceholdersIn(content, { resultMinutes: '10 minutes', accuracy: '99%', price: '$5', saving: '20%' })).toEqual([
      { title: 'Results in 10 minutes', text: '99%¹ accurate, results in 10 minutes², 99% again', code: 'GET /tests/{accuracy}' },
      { value: '99%¹', plain: '$5', label: 'Save 20%' },
    ]);
    expect(notes).toEqual(['accuracy', 'resultMinutes', 'saving']);
    expect(noteMark(12)).toBe('¹²');
    expect(withoutNoteMarks('99 %¹² accurate, by the ¹³C-urea breath test')).toBe('99 % accurate, by the ¹³C-urea breath test');
    // A display figure sets its marks apart (FigureValue): marks at the odd indices, a formula untouched.
    expect(splitNoteMarks('< 10 minutes¹')).toEqual(['< 10 minutes', '¹', '']);
    expect(splitNoteMarks('¹³C 99 %¹²')).toEqual(['¹³C 99 %', '¹²', '']);
    expect(splitNoteMarks('4.9/5')).toEqual(['4.9/5']);
  });

  it('leave a carousel unmarked (a hidden slide’s mark would leave a gap in the numbers a visitor sees), its figures still listed', () => {
    const { layout } = seedInLanguage(homePageSeed, 'en') as { layout: { blockType: string }[] };
    const hero = layout.find((block) => block.blockType === 'homeHero');
    const { content, notes } = markPageFigures(layout);
    expect(content.find((block) => block.blockType === 'homeHero')).toEqual(hero);
    expect(JSON.stringify(content)).toMatch(/\}¹/u);
    for (const name of quotedFigures(placeholderNames(JSON.stringify(hero)))) expect(notes).toContain(name);
  });

  it('number the tabs a visitor opens and the later slides of a carousel after the rest of the page, so the marks on arrival have no gap', () => {
    const layout = [
      { blockType: 'detailTabs', tabs: [{ description: 'In {resultMinutes}' }, { description: '{labAvoidancePercent} settled' }, { description: 'Again {resultMinutes} and {labAvoidancePercent}' }] },
      { blockType: 'statStrip', text: '{costReductionPercent} lower costs' },
    ];
    const { content, notes } = markPageFigures(layout);
    expect(notes.slice(0, 3)).toEqual(['resultMinutes', 'costReductionPercent', 'labAvoidancePercent']);
    expect(content).toEqual([
      { blockType: 'detailTabs', tabs: [{ description: 'In {resultMinutes}¹' }, { description: '{labAvoidancePercent}³ settled' }, { description: 'Again {resultMinutes}¹ and {labAvoidancePercent}³' }] },
      { blockType: 'statStrip', text: '{costReductionPercent}² lower costs' },
    ]);
    // A carousel's later slides likewise.
    const carousel = markPageFigures([
      { blockType: 'initiatives', items: [{ text: 'Plain' }, { text: '{postAccidentDowntimeReductionPercent} less downtime' }] },
      { blockType: 'statStrip', text: '{costReductionPercent} lower costs' },
    ]);
    expect(carousel.notes.slice(0, 2)).toEqual(['costReductionPercent', 'postAccidentDowntimeReductionPercent']);
    expect(carousel.content[0]).toEqual({ blockType: 'initiatives', items: [{ text: 'Plain' }, { text: '{postAccidentDowntimeReductionPercent}² less downtime' }] });
  });

  it('keep a method name such as LC-MS/MS, and an initial with its word, on one line', () => {
    expect(keepCodesWhole('agreement with LC-MS/MS or GC-MS, multi-test')).toBe('agreement with LC\u2011MS/\u2060MS or GC\u2011MS, multi-test');
    // A lone initial stays with its word; an initial inside a word or code does not change.
    expect(keepInitialsWhole('ferritin, D-vitamin och H. pylori, LC-MS')).toBe('ferritin, D\u2011vitamin och H.\u00a0pylori, LC-MS');
  });
});
