import { z } from 'zod';
import { E, S } from '@/content/marketing-figures';
import { productFigures, type ProductId } from '@/content/products';
import { defineContent, localizedSchema } from '@/content/schema';
import type { Locale } from '@/i18n/locales';
import { documentHref } from '@/documents/paths';
import { whitepaperChoiceFields } from '@/lib/leads/schemas';

/**
 * The four whitepapers (001 §2, §3): which PDF each one is, which product it belongs to, and how
 * the hub (/resources/whitepapers) presents it; plus which PDF(s) every whitepaper form delivers.
 * The InstaCLEAR PDF is built in src/documents/instaclear-whitepaper.tsx; the Circular Testing,
 * VDT and hair-analysis PDFs by their own product pages' modules (linked here by document name).
 */
export const whitepaperIds = ['instaclear', 'circular-testing', 'vdt', 'hair-analysis'] as const satisfies readonly ProductId[];
export type WhitepaperId = (typeof whitepaperIds)[number];

/** The PDF of each whitepaper: /downloads/<locale>/<name>.pdf. */
export const whitepaperDocuments = {
  instaclear: 'instaclear-whitepaper',
  'circular-testing': 'circular-testing-whitepaper',
  vdt: 'vdt-whitepaper',
  'hair-analysis': 'hair-analysis-whitepaper',
} as const satisfies Record<WhitepaperId, string>;
export type WhitepaperDocumentName = (typeof whitepaperDocuments)[WhitepaperId];

const whitepaperSchema = z.object({
  id: z.enum(whitepaperIds),
  /** The product page's path. */
  route: z.string().startsWith('/products/'),
  title: localizedSchema,
  summary: localizedSchema,
  /** What the reader takes away, one line each (the hub lists them). */
  highlights: z.array(localizedSchema).length(3),
});

export const whitepapers = defineContent('whitepapers', z.array(whitepaperSchema).length(whitepaperIds.length), [
  {
    id: 'instaclear',
    route: '/products/instaclear',
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
    id: 'circular-testing',
    route: '/products/circular-testing',
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
    id: 'vdt',
    route: '/products/vdt',
    title: { en: 'VDT: virtual drug testing', sv: 'VDT: virtuell drogtestning' },
    summary: {
      en: 'Remote, AI-proctored testing with risk forecasting and health-record integration: how the platform works and what the pilot will show.',
      sv: 'AI-övervakad testning på distans med riskprognoser och koppling till journalsystem: hur plattformen fungerar och vad piloten ska visa.',
    },
    highlights: [
      { en: `Pilot in ${productFigures.vdtPilotYear}`, sv: `Pilot ${productFigures.vdtPilotYear}` },
      { en: `${E.number(productFigures.vdtForecastDays)}-day risk forecast`, sv: `Riskprognos för ${S.number(productFigures.vdtForecastDays)}\u00a0dagar` },
      { en: `{adminTimeReductionPercent} less administration`, sv: `{adminTimeReductionPercent} mindre administration` },
    ],
  },
  {
    id: 'hair-analysis',
    route: '/products/hair-analysis',
    title: { en: `Hair analysis: a ${E.number(productFigures.hairDetectionDays)}-day view`, sv: `Håranalys: ${S.number(productFigures.hairDetectionDays)}\u00a0dagar bakåt` },
    summary: {
      en: 'What a hair test shows that saliva and urine cannot, when to use it, and how it compares in cost with incident-driven testing.',
      sv: 'Vad ett hårprov visar som saliv- och urinprov inte kan visa, när det passar och hur kostnaden står sig mot testning efter tillbud och olyckor.',
    },
    highlights: [
      { en: `${E.number(productFigures.hairDetectionDays)}-day detection window`, sv: `Påvisar bruk ${S.number(productFigures.hairDetectionDays)}\u00a0dagar bakåt` },
      { en: `Laboratory report within ${E.hours(productFigures.hairTurnaroundHours)}`, sv: `Laboratorierapport inom ${S.hours(productFigures.hairTurnaroundHours)}` },
      { en: 'Hard to manipulate', sv: 'Svårt att manipulera' },
    ],
  },
]);

export function getWhitepaper(id: WhitepaperId) {
  return whitepapers.find((whitepaper) => whitepaper.id === id)!;
}

/** Every whitepaper form, by the name its leads are stored under. */
export const whitepaperFormNames = ['instaclear-whitepaper', 'circular-whitepaper', 'vdt-whitepaper', 'hair-whitepaper', 'whitepapers'] as const;
export type WhitepaperFormName = (typeof whitepaperFormNames)[number];

/** The product forms deliver their product's whitepaper. */
const formWhitepaper = {
  'instaclear-whitepaper': 'instaclear',
  'circular-whitepaper': 'circular-testing',
  'vdt-whitepaper': 'vdt',
  'hair-whitepaper': 'hair-analysis',
} as const satisfies Record<Exclude<WhitepaperFormName, 'whitepapers'>, WhitepaperId>;

/** The hub's checkboxes, by the whitepaper each one asks for. */
const choiceWhitepaper = {
  instaclearWhitepaper: 'instaclear',
  circularWhitepaper: 'circular-testing',
  vdtWhitepaper: 'vdt',
  hairWhitepaper: 'hair-analysis',
} as const satisfies Record<(typeof whitepaperChoiceFields)[number], WhitepaperId>;

/**
 * The whitepapers a stored lead of `form` asked for: the product forms their product's, the hub the
 * boxes ticked in `fields` (in page order). Any other form (contact) delivers none.
 */
export function whitepapersDelivered(form: string, fields: Record<string, unknown>): WhitepaperId[] {
  if (form === 'whitepapers') return whitepaperChoiceFields.filter((field) => fields[field] === true).map((field) => choiceWhitepaper[field]);
  return Object.hasOwn(formWhitepaper, form) ? [formWhitepaper[form as keyof typeof formWhitepaper]] : [];
}

/** The PDF(s) a lead receives, named and linked in its language (for the webhook and the success state). */
export function documentsDelivered(form: string, fields: Record<string, unknown>, locale: Locale): { name: WhitepaperDocumentName; href: string }[] {
  return whitepapersDelivered(form, fields).map((id) => ({ name: whitepaperDocuments[id], href: documentHref(whitepaperDocuments[id], locale) }));
}
