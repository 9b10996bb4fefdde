import { describe, expect, it } from 'vitest';
import { figureSourcesFrom, MarketingFigures, marketingFiguresFrom, storedMarketingFigures } from '@/cms/globals/marketing-figures';
import { marketingFigureSourcesSeed, marketingFiguresSeed as seed } from '@/cms/seed/marketing-figures';
import { inLocale } from '@/i18n/localized';
import { circularWhitepaper } from '@/content/circular-whitepaper';
import { claimsBeyondEvidence, supportedAccuracy } from '@/content/documents/claim-evidence';
import { instacheckInstructions } from '@/content/instacheck-instructions';
import { instaclearFigureRows, instaclearWhitepaper } from '@/content/instaclear-whitepaper';
import { marketingFigureNames, marketingFigureTexts } from '@/content/marketing-figures';
import { vdtWhitepaper } from '@/content/vdt-whitepaper';
import { hairWhitepaper } from '@/content/hair-whitepaper';
import { marketingPlaceholders } from '@/content/page-placeholders';
import { whitepaperSeeds } from '@/cms/seed/whitepapers';
import { placeholderNames } from '@/lib/placeholders';
import { seededCatalogue } from '@/cms/seed/catalogue';
import { documentArticles } from '@/content/documents/articles';

describe('the marketing figures as first published', () => {
  it('hold the figures of spec 001 §9 (General, Circular Testing, About)', () => {
    expect(seed).toMatchObject({
      resultMinutes: 10,
      competitorResultMinutes: 39,
      labAvoidancePercent: 90,
      competitorLabAvoidancePercent: [35, 40],
      costReductionPercent: 39,
      workplaceRiskReductionPercent: 63,
      ferritinAccuracyPercent: 99.2,
      salivaWindowHours: [24, 48],
      costPerTestUsd: [18, 35],
      traditionalCostPerTestUsd: [50, 150],
      fasterDeploymentPercent: 75,
      improvedOutcomesPercent: 22,
      systemCompatibilityPercent: 95,
      preEmploymentClearanceMinutes: 7,
      postAccidentDowntimeReductionPercent: 62,
      adminTimeReductionPercent: 89,
      telehealthHandoffMinutes: 2,
      clientRating: 4.9,
      molecularConcordancePercent: 98.7,
      circularResultHours: 24,
      circularFasterResolutionPercent: 62,
      circularTelehealthHours: 4,
      circularImplementationWeeks: [2, 4],
      healthcareFacilities: 200,
    });
  });

  it('are written out by unit in each language, a range never breaking at its dash', () => {
    const en = marketingFigureTexts(seed, 'en');
    const sv = marketingFigureTexts(seed, 'sv');
    expect([en.resultMinutes, sv.resultMinutes]).toEqual(['10\u00a0minutes', '10\u00a0minuter']);
    expect([en.ferritinAccuracyPercent, sv.ferritinAccuracyPercent]).toEqual(['99.2%', '99,2\u00a0%']);
    expect([en.competitorLabAvoidancePercent, sv.competitorLabAvoidancePercent]).toEqual(['35\u2060–\u206040%', '35\u2060–\u206040\u00a0%']);
    expect(en.costPerTestUsd).toBe('$18\u2060–\u2060$35');
    expect(sv.circularImplementationWeeks).toBe('2\u2060–\u20604\u00a0veckor');
    expect([en.clientRating, sv.clientRating]).toEqual(['4.9/5', '4,9\u00a0av\u00a05']);
    expect([en.companiesServed, sv.healthcareFacilities]).toEqual(['500+', '200+']);
    // A year has no thousands separator in either language; days are counted in words only as months.
    expect([en.vdtPilotYear, sv.vdtPilotYear]).toEqual(['2026', '2026']);
    expect([en.hairDetectionDays, sv.hairDetectionDays]).toEqual(['90\u00a0days', '90\u00a0dagar']);
    expect(sv.hairPriceRangeUsd).toBe('150\u2060–\u2060400\u00a0USD');
  });

  it('give the hair analysis window in months from its days, so the two cannot disagree', () => {
    const months = (hairDetectionDays: number) => marketingPlaceholders('sv', { ...seed, hairDetectionDays }, seededCatalogue()).hairDetectionMonths;
    expect([marketingPlaceholders('en', seed, seededCatalogue()).hairDetectionMonths, months(90)]).toEqual(['three', 'tre']);
    expect(months(180)).toBe('sex');
  });
});

describe('the marketing figures in the CMS', () => {
  const swedishSources = inLocale(marketingFigureSourcesSeed, 'sv');
  const stored = storedMarketingFigures(seed, swedishSources);

  it('read back as the site’s record, ranges as pairs, each with its source', () => {
    const parsed = marketingFiguresFrom({ ...stored, id: 1, _status: 'published' });
    expect(parsed.success && parsed.data).toEqual(seed);
    expect(figureSourcesFrom(stored)).toEqual(swedishSources);
    expect(stored.costPerTestUsd).toMatchObject({ from: 18, to: 35, claim: '{costPerTestUsd} per test' });
    // A term the company sets, not a finding, is stored without a source.
    expect(stored.vdtPilotYear).toEqual({ value: 2026 });
  });

  it('are each on one tab of the form', () => {
    const [tabs] = MarketingFigures.fields as { tabs: { fields: { name: string }[] }[] }[];
    const onTabs = tabs!.tabs.flatMap((tab) => tab.fields.map((field) => field.name));
    expect([...onTabs].sort()).toEqual([...marketingFigureNames].sort());
  });

  it('refuse a share over 100 %, a rating over 5, a year that is not one, a fraction of a day, a range the wrong way round and a missing figure, naming each', () => {
    const parsed = marketingFiguresFrom({
      ...stored,
      labAvoidancePercent: { value: 190 },
      clientRating: { value: 9 },
      costPerTestUsd: { from: 35, to: 18 },
      resultMinutes: { value: null },
      vdtLaunchYear: { value: 26 },
      hairDetectionDays: { value: 90.5 },
    });
    expect(parsed.success).toBe(false);
    const problems = parsed.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        'labAvoidancePercent: cannot be more than 100',
        'clientRating: cannot be more than 5',
        'costPerTestUsd: the first number must be the lower',
        expect.stringMatching(/^resultMinutes: /),
        'vdtLaunchYear: must be a year, e.g. 2026',
        'hairDetectionDays: must be a whole number',
      ]),
    );
  });
});

describe('the accuracy claims', () => {
  it('are within what the performance studies in the instructions for use show', () => {
    expect(claimsBeyondEvidence(seed, documentArticles(seededCatalogue()))).toEqual([]);
    const supported = supportedAccuracy(documentArticles(seededCatalogue()));
    expect(supported.ferritinAccuracyPercent).toBe(99.2);
    expect(supported.drugTestAccuracyPercent).toBeGreaterThanOrEqual(99);
  });

  it('are refused above their evidence, naming the most each may state', () => {
    const supported = supportedAccuracy(documentArticles(seededCatalogue()));
    const beyond = claimsBeyondEvidence({ ...seed, ferritinAccuracyPercent: 99.9, drugTestAccuracyPercent: 100 }, documentArticles(seededCatalogue()));
    expect(beyond).toEqual([
      { name: 'drugTestAccuracyPercent', supported: supported.drugTestAccuracyPercent },
      { name: 'ferritinAccuracyPercent', supported: 99.2 },
    ]);
  });
});

describe('texts that quote a marketing figure', () => {
  // Names filled in as a PDF is laid out, not figures.
  const runTimeNames = new Set(['url', 'page', 'total']);
  const figureNames = new Set<string>(marketingFigureNames);
  // The figures, their derived forms ('14-day') and the catalogue's facts.
  const placeholderNamesFilled = new Set(Object.keys(marketingPlaceholders('en', seed, seededCatalogue())));

  it.each([
    ['whitepaper hub', whitepaperSeeds, placeholderNamesFilled],
    ['InstaCLEAR whitepaper', [instaclearWhitepaper, instaclearFigureRows('en'), instaclearFigureRows('sv')], figureNames],
    ['Circular Testing whitepaper', circularWhitepaper, placeholderNamesFilled],
    ['VDT whitepaper', vdtWhitepaper, placeholderNamesFilled],
    ['hair analysis whitepaper', hairWhitepaper, placeholderNamesFilled],
    ['InstaCHECK instructions', instacheckInstructions, figureNames],
  ])('%s: name only figures the CMS holds', (_, content, known) => {
    const names = placeholderNames(JSON.stringify(content)).filter((name) => !runTimeNames.has(name));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !known.has(name))).toEqual([]);
  });
});
