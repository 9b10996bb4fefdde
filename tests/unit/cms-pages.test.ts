import type { Field, TextField } from 'payload';
import { describe, expect, it } from 'vitest';
import { Pages } from '@/cms/collections/pages';
import { pagePathProblem } from '@/lib/page-address';
import { downloadProblem } from '@/cms/fields/downloads';
import { isExternalHref } from '@/cms/fields/links';
import { knownPlaceholders } from '@/cms/fields/localized-text';
import { localizedTextSlots } from '@/cms/hooks/every-language';
import { pageSeeds, seedInLanguage } from '@/cms/seed/pages';
import { marketingPlaceholders } from '@/content/page-placeholders';
import { fillPlaceholders, fillPlaceholdersIn, placeholderNames } from '@/lib/placeholders';
import { marketingFiguresSeed } from '@/cms/seed/marketing-figures';
import { seededCatalogue } from '@/cms/seed/catalogue';

describe('a page’s address', () => {
  it('is lowercase words joined by hyphens, one to three levels deep', () => {
    expect(pagePathProblem('/solutions/transport')).toBe(true);
    expect(pagePathProblem('/kampanj')).toBe(true);
    for (const bad of ['solutions', '/Solutions', '/solutions/', '/a/b/c/d', '/a b', '/a--b', '/x?y=1']) expect(pagePathProblem(bad), bad).toMatch(/lowercase words/);
  });

  it('never takes the address of the site’s own routes', () => {
    for (const reserved of ['/sv/kampanj', '/admin', '/api/pages', '/documents/new', '/downloads/x']) expect(pagePathProblem(reserved), reserved).toMatch(/belong to the site/);
    // The pages the CMS itself holds keep theirs.
    expect(pagePathProblem('/solutions/education')).toBe(true);
    expect(pagePathProblem('/'), 'home').toBe(true);
    expect(pagePathProblem('/documents'), 'the document library').toBe(true);
  });
});

describe('a button’s target on another site', () => {
  it('is an https address or the name of a company address, nothing that could run or leave https', () => {
    expect(isExternalHref('https://www.ljungpartners.se/uppdrag')).toBe(true);
    expect(isExternalHref('{recruitmentPartnerUrl}')).toBe(true);
    for (const bad of ['http://example.se', 'javascript:alert(1)', '//evil.example', 'https://a b', '{companyName}', 'https://x.se/{recruitmentPartnerUrl}']) expect(isExternalHref(bad), bad).toBe(false);
  });
});

describe('placeholders in page texts', () => {
  it('fill in each name, and refuse one without a value', () => {
    expect(placeholderNames('Svar på {resultMinutes}, {resultMinutes} och {companyName}')).toEqual(['resultMinutes', 'companyName']);
    expect(fillPlaceholders('Results in under {resultMinutes}', marketingPlaceholders('en', marketingFiguresSeed, seededCatalogue()))).toBe('Results in under 10\u00a0minutes');
    expect(fillPlaceholders('Svar på under {resultMinutes}', marketingPlaceholders('sv', marketingFiguresSeed, seededCatalogue()))).toBe('Svar på under 10\u00a0minuter');
    expect(fillPlaceholdersIn({ a: ['{labAvoidancePercent}'], n: 4 }, marketingPlaceholders('sv', marketingFiguresSeed, seededCatalogue()))).toEqual({ a: ['90\u00a0%'], n: 4 });
    expect(() => fillPlaceholders('{resultMinutse}', marketingPlaceholders('en', marketingFiguresSeed, seededCatalogue()))).toThrow(/resultMinutse/);
  });

  it('leave a code sample as written', () => {
    const sample = { title: 'Svar på {resultMinutes}', code: 'GET /v1/results/{id}' };
    expect(fillPlaceholdersIn(sample, marketingPlaceholders('sv', marketingFiguresSeed, seededCatalogue()))).toEqual({ title: 'Svar på 10\u00a0minuter', code: 'GET /v1/results/{id}' });
  });

  it('are checked as an editor saves: a misspelt name is refused with the names there are', () => {
    expect(knownPlaceholders('Svar på {resultMinutes} hos {companyName}')).toBe(true);
    expect(knownPlaceholders('Svar på {resultMinutse}')).toMatch(/^\{resultMinutse\} names no figure or company detail\. Use one of: .*\{resultMinutes\}/u);
  });
});

describe('every language of a page', () => {
  it('lists each text of the blocks a page has, with its path and whether it must be filled', () => {
    const page = {
      path: '/solutions/transport',
      title: 'Transport',
      layout: [
        { blockType: 'hero', badge: '', title: 'Trygga vägar', description: 'Text', actions: [{ label: 'Boka en demo', href: '/contact', variant: 'accent' }], scene: '/solutions' },
        { blockType: 'faq', title: 'Frågor', items: [{ question: 'Hur?', answer: 'Så.' }, { question: 'Var?', answer: 'Där.' }] },
      ],
    };
    const slots = localizedTextSlots(Pages.fields as Field[], page);
    expect(slots).toContainEqual({ path: 'title', required: true });
    expect(slots).toContainEqual({ path: 'breadcrumb', required: false });
    expect(slots).toContainEqual({ path: 'layout.0.badge', required: false });
    expect(slots).toContainEqual({ path: 'layout.0.actions.0.label', required: true });
    expect(slots).toContainEqual({ path: 'layout.1.items.1.answer', required: true });
    expect(slots.filter((slot) => slot.path.startsWith('layout.1.'))).toHaveLength(6);
  });
});

describe('the page seed', () => {
  it('gives each language its texts, in the rows the first language created', () => {
    const seed = { path: '/x', title: { en: 'Title', sv: 'Rubrik' }, layout: [{ blockType: 'faq', items: [{ question: { en: 'Why?', sv: 'Varför?' } }] }] };
    expect(seedInLanguage(seed, 'en')).toEqual({ path: '/x', title: 'Title', layout: [{ blockType: 'faq', items: [{ question: 'Why?' }] }] });
    const stored = { layout: [{ id: 'b1', items: [{ id: 'r1' }] }] };
    expect(seedInLanguage(seed, 'sv', stored)).toEqual({ path: '/x', title: 'Rubrik', layout: [{ id: 'b1', blockType: 'faq', items: [{ id: 'r1', question: 'Varför?' }] }] });
  });

  it('names only figures and details the site has', () => {
    const texts = JSON.stringify(pageSeeds);
    expect(placeholderNames(texts).map((name) => knownPlaceholders(`{${name}}`))).toEqual(placeholderNames(texts).map(() => true));
  });
});

describe('a page’s address in the CMS', () => {
  const validate = (Pages.fields.find((field) => 'name' in field && field.name === 'path') as TextField).validate as (value: unknown, args: unknown) => Promise<true | string>;
  const withPages = (totalDocs: number) => ({ req: { payload: { count: async () => ({ totalDocs }) } }, id: 7 });

  it('is refused when another page has it, with the address named', async () => {
    expect(await validate('/solutions/transport', withPages(1))).toBe('Another page already has the address /solutions/transport.');
    expect(await validate('/solutions/transport', withPages(0))).toBe(true);
    expect(await validate('/investors', withPages(1))).toBe('Another page already has the address /investors.');
  });
});

describe('a download in a page', () => {
  const inSwedish = { req: { locale: 'sv' } };

  it('is a document of the site in the language edited, or a drawing that exists', async () => {
    expect(await downloadProblem('/downloads/sv/investor-summary.pdf', inSwedish)).toBe(true);
    expect(await downloadProblem('/images/products/multi-17.svg', inSwedish)).toBe(true);
    expect(await downloadProblem('/downloads/en/investor-summary.pdf', inSwedish)).toMatch(/this language: \/downloads\/sv/u);
    expect(await downloadProblem('/downloads/sv/annual-report.pdf', inSwedish)).toMatch(/no document annual-report; it has .*investor-summary/u);
    for (const bad of ['/images/products/none.svg', '/images/../../package.json', 'https://example.com/x.pdf', '/contact']) expect(await downloadProblem(bad, inSwedish), bad).toMatch(/A document of this site/u);
  });
});
