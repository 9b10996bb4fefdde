import { advisorSeeds, executiveSeeds } from '@/cms/seed/team';
import { describe, expect, it } from 'vitest';
import { seededCompany } from '@/cms/seed/site-settings';
import { companyPlaceholders } from '@/content/page-placeholders';
import { fillPlaceholders } from '@/lib/placeholders';
import { seededPage } from '@/cms/seed/pages';
import { newsLinkProblem } from '@/cms/collections/news';
import { newsSeeds } from '@/cms/seed/news';
import { routes } from '@/lib/routes';

const company = seededCompany();

describe('placeholders', () => {
  it('throws on a name without a value, so a typo cannot reach a page', () => {
    expect(() => fillPlaceholders('Founded {foundedYaer}', companyPlaceholders('en', company))).toThrow(/foundedYaer/);
  });

  it('write the company facts from its details in the CMS', () => {
    expect(fillPlaceholders('{foundedYear} {recruitmentPartner}', companyPlaceholders('sv', company))).toBe(`${company.foundedYear} ${company.recruitmentPartner.name}`);
    expect(fillPlaceholders('{companyName}, {postalAddress}: {phone}', companyPlaceholders('sv', company))).toBe(
      'Nordic Rapid Diagnostics, Vasagatan 16, 111\u00a020\u00a0Stockholm: +46\u00a08\u00a0465\u00a0004\u00a020',
    );
  });
});

describe('news page', () => {
  it('has two dated press articles and the company site and about page (001 §2)', () => {
    const press = newsSeeds.flatMap((item) => (item.kind === 'press' ? [item] : []));
    // An outlet's name is a proper noun: the same in both languages.
    expect(press.every((item) => item.source.en === item.source.sv)).toBe(true);
    expect(press.every((item) => newsLinkProblem('press', item.url) === undefined && !item.url.includes('example.'))).toBe(true);
    expect(press.map((item) => item.published)).toEqual(['2023-09-14', '2024-03-12']);
    const site = newsSeeds.flatMap((item) => (item.kind === 'site' ? [item] : []));
    expect(site.map((item) => item.href)).toEqual([routes.home, routes.about]);
    expect(site.every((item) => newsLinkProblem('site', item.href) === undefined)).toBe(true);
  });

  it('lets a card link only to an https article or a page of this site', () => {
    expect(newsLinkProblem('press', 'http://example.se/a')).toContain('https://');
    expect(newsLinkProblem('press', 'javascript:alert(1)')).toContain('https://');
    expect(newsLinkProblem('site', '/no-such-page')).toContain('page of this site');
    expect(newsLinkProblem('site', '//evil.example')).toContain('page of this site');
    expect(newsLinkProblem('site', routes.careers)).toBeUndefined();
  });

});

describe('about page', () => {
  it('starts with four executives with quotes and two advisers without, and has milestones from 2022 to 2025', () => {
    expect(executiveSeeds).toHaveLength(4);
    expect(executiveSeeds.every((person) => person.quote?.en && person.quote.sv)).toBe(true);
    expect(advisorSeeds).toHaveLength(2);
    expect(advisorSeeds.every((person) => !('quote' in person))).toBe(true);
    const milestones = seededPage<{ blockName?: string; items: { year: number }[] }>('/about', 'en').layout.find((block) => block.blockName === 'milestones')!;
    expect([...new Set(milestones.items.map((item) => item.year))]).toEqual([2022, 2023, 2024, 2025]);
  });
});
