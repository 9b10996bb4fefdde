import { marketingPlaceholders } from '@/content/page-placeholders';
import type { WhitepaperId, WhitepaperRecord } from '@/content/whitepapers';
import type { Locale } from '@/i18n/locales';
import { fillPlaceholdersIn } from '@/lib/placeholders';
import { marketingFiguresSeed } from './marketing-figures';
import { seededCatalogue } from './catalogue';
import type { Localized } from '@/i18n/localized';

/** A whitepaper as first published: its product (`key`) and its texts in both languages. */
export type WhitepaperSeed = { key: WhitepaperId; title: Localized; summary: Localized; highlights: Localized[] };

/**
 * The whitepapers as the hub, the product pages and the forms first presented them (001 §2, §3):
 * what `seedCms` creates in an empty CMS. Figures the CMS holds are named as `{placeholders}`.
 */
export const whitepaperSeeds: WhitepaperSeed[] = [
  {
    key: 'instaclear',
    title: { en: 'InstaCLEAR: rapid saliva testing at work', sv: 'InstaCLEAR: snabba salivtester på arbetsplatsen' },
    summary: {
      en: 'How on-site saliva screening works, what it detects, where it fits in a drug and alcohol policy, and what it costs compared with laboratory testing.',
      sv: 'Hur salivscreening på plats fungerar, vad den påvisar, var den passar in i en alkohol- och drogpolicy och vad den kostar jämfört med laboratorietester.',
    },
    highlights: [
      { en: `Result in under {resultMinutes} against {competitorResultMinutes} or more`, sv: `Svar på under {resultMinutes} mot {competitorResultMinutes} eller mer` },
      { en: `{labAvoidancePercent} of tests settled without a laboratory`, sv: `{labAvoidancePercent} av proven avgörs utan laboratorieanalys` },
      { en: `{costPerTestUsd} per test against {traditionalCostPerTestUsd}`, sv: `{costPerTestUsd} per test mot {traditionalCostPerTestUsd}` },
    ],
  },
  {
    key: 'circular-testing',
    title: { en: 'Circular Testing: from screening to support', sv: 'Circular Testing: från screening till stöd' },
    summary: {
      en: 'A programme that joins rapid screening, verification by a medical review officer and telehealth referral, and the business case behind it.',
      sv: 'Ett program som förenar snabbscreening, läkarverifiering (MRO) och hänvisning till digital vård – och kalkylen bakom det.',
    },
    highlights: [
      { en: `{costReductionPercent} lower testing costs`, sv: `{costReductionPercent} lägre testkostnader` },
      { en: `Verified results within {circularResultHours}`, sv: `Verifierade resultat inom {circularResultHours}` },
      { en: `Implementation in {circularImplementationWeeks}`, sv: `Införande på {circularImplementationWeeks}` },
    ],
  },
  {
    key: 'vdt',
    title: { en: 'VDT: virtual drug testing', sv: 'VDT: virtuell drogtestning' },
    summary: {
      en: 'Remote, AI-proctored testing with risk forecasting and health-record integration: how the platform works and what the pilot will show.',
      sv: 'AI-övervakad testning på distans med riskprognoser och koppling till journalsystem: hur plattformen fungerar och vad piloten ska visa.',
    },
    highlights: [
      { en: 'Pilot in {vdtPilotYear}', sv: 'Pilot {vdtPilotYear}' },
      { en: '{vdtForecastDayCompound} risk forecast', sv: 'Riskprognos för {vdtForecastDays}' },
      { en: `{adminTimeReductionPercent} less administration`, sv: `{adminTimeReductionPercent} mindre administration` },
    ],
  },
  {
    key: 'hair-analysis',
    title: { en: 'Hair analysis: a {hairDetectionDayCompound} view', sv: 'Håranalys: {hairDetectionDays} bakåt' },
    summary: {
      en: 'What a hair test shows that saliva and urine cannot, when to use it, and how it compares in cost with incident-driven testing.',
      sv: 'Vad ett hårprov visar som saliv- och urinprov inte kan visa, när det passar och hur kostnaden står sig mot testning efter tillbud och olyckor.',
    },
    highlights: [
      { en: '{hairDetectionDayCompound} detection window', sv: 'Påvisar bruk {hairDetectionDays} bakåt' },
      { en: 'Laboratory report within {hairTurnaroundHours}', sv: 'Laboratorierapport inom {hairTurnaroundHours}' },
      { en: 'Hard to manipulate', sv: 'Svårt att manipulera' },
    ],
  },
];

/** The seeded whitepapers in one language as the site shows them, figures written out (documents rendered without a server). */
export function seededWhitepapers(locale: Locale): WhitepaperRecord[] {
  const records = whitepaperSeeds.map(({ key, title, summary, highlights }) => ({ id: key, title: title[locale], summary: summary[locale], highlights: highlights.map((text) => text[locale]) }));
  return fillPlaceholdersIn(records, marketingPlaceholders(locale, marketingFiguresSeed, seededCatalogue()));
}
