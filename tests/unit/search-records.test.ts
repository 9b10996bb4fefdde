import { describe, expect, it } from 'vitest';
import { synonymGroupsFrom, synonymLineProblem } from '@/cms/globals/search-settings';
import { mayHoldPersonalData, suggestionLimit, suggestionsFrom } from '@/lib/search/query';
import { collectTexts } from '@/server/search/documents';

describe('what the search reads of a page', () => {
  const layout = [
    {
      blockType: 'hero',
      id: 'abc123',
      badgeIcon: 'truck',
      title: 'Safe roads, fair testing',
      description: 'Drug testing for hauliers.',
      actions: [{ label: 'Book a demo', href: '/contact', variant: 'accent' }],
    },
    {
      blockType: 'prose',
      body: { root: { type: 'root', direction: 'ltr', children: [
        { type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'Who is tested', format: 0 }] },
        { type: 'paragraph', children: [{ type: 'text', text: 'Drivers in safety-critical roles.', mode: 'normal' }] },
      ] } },
    },
    { blockType: 'faq', items: [{ question: { en: 'What does it cost?', sv: 'Vad kostar det?' }, answer: { en: 'Less than a lab.', sv: 'Mindre än ett labb.' } }] },
  ];

  it('keeps the texts a visitor reads, headings apart, and none of the settings, addresses or identifiers', () => {
    expect(collectTexts(layout, 'en')).toEqual({
      headings: ['Safe roads, fair testing', 'Who is tested'],
      body: ['Drug testing for hauliers.', 'Book a demo', 'Drivers in safety-critical roles.', 'What does it cost?', 'Less than a lab.'],
    });
  });

  it('keeps a capitalised code that starts with a digit, as a cut-off table names a substance', () => {
    expect(collectTexts([{ rows: [{ substance: '6-MAM', cutOff: '10 ng/ml' }, { substance: 'accent' }] }], 'en').body).toEqual(['6-MAM', '10 ng/ml']);
  });

  it('takes a text in both languages in the language asked for', () => {
    expect(collectTexts(layout, 'sv').body).toContain('Vad kostar det?');
    expect(collectTexts(layout, 'sv').body).not.toContain('What does it cost?');
  });
});

describe('search synonyms', () => {
  it('need two words or phrases of at most 40 characters', () => {
    expect(synonymLineProblem('self-test, hemtest, självtest')).toBe(true);
    expect(synonymLineProblem('hemtest')).toMatch(/at least two/u);
    expect(synonymLineProblem('hemtest, ')).toMatch(/at least two/u);
    expect(synonymLineProblem(`hemtest, ${'x'.repeat(41)}`)).toMatch(/longer than 40/u);
  });

  it('are read as groups of trimmed terms, leaving out a line that fails', () => {
    expect(synonymGroupsFrom({ synonyms: [{ terms: ' drug  test ,drogtest' }, { terms: 'alone' }] })).toEqual([['drug test', 'drogtest']]);
    expect(synonymGroupsFrom(null)).toEqual([]);
  });
});

describe('searches without results', () => {
  it('are not stored when they may name a person', () => {
    for (const query of ['anna@example.se', '070-123 45 67', '19850101-1234']) expect(mayHoldPersonalData(query), query).toBe(true);
    for (const query of ['DRX194-CE25', 'kokain', 'vitamin d 25', 'hcx311']) expect(mayHoldPersonalData(query), query).toBe(false);
  });
});

describe('suggestions', () => {
  it('leave out results far weaker than the best, and stop at the limit', () => {
    const scored = (...scores: number[]) => scores.map((score, id) => ({ id, score }));
    // 'graviditet': the test and its instructions, then pages that mention pregnancy once.
    expect(suggestionsFrom(scored(29.9, 16.1, 2.4, 2.3, 2.3, 1.6)).map((result) => result.id)).toEqual([0, 1]);
    expect(suggestionsFrom(scored(10, 9, 8, 7, 6, 5, 4, 3))).toHaveLength(suggestionLimit);
    expect(suggestionsFrom(scored(5, 1))).toHaveLength(2);
    expect(suggestionsFrom([])).toEqual([]);
  });
});
