import { z } from 'zod';
import { E, S, figures } from '@/content/marketing-figures';
import { nbsp } from '@/content/figures';
import { defineContent, iconNameSchema, localizedSchema } from '@/content/schema';
import { routes } from '@/lib/routes';

/**
 * The six products the site presents (001 §1, §3 'Product card'): one typed record that the
 * products overview, the product landing pages and the whitepaper hub all read, so a name, a
 * badge or an availability flag is stated once. `status` drives the overview's 'Learn More'
 * link versus its disabled 'coming soon' button (001 §4). Figures come from the marketing
 * figures record (src/content/marketing-figures.ts) or from `productFigures` below.
 */
export const productIds = ['instaclear', 'circular-testing', 'vdt', 'hair-analysis', 'instacheck', 'instafind'] as const;
export type ProductId = (typeof productIds)[number];

/** Figures of single products that no other record holds (001 §9). */
export const productFigures = {
  /** VDT: the spec gives 2025 on one page and 2026 on others; the issue settles on 2026 (launch 2026). */
  vdtPilotYear: 2026,
  vdtLaunchYear: 2026,
  vdtForecastDays: 14,
  hairDetectionDays: 90,
  hairTurnaroundHours: 48,
} as const;

const productSchema = z.object({
  id: z.enum(productIds),
  name: localizedSchema,
  type: z.enum(['workplace', 'consumer']),
  status: z.enum(['available', 'coming-soon']),
  route: z.string().startsWith('/products/'),
  icon: iconNameSchema,
  badge: localizedSchema,
  /** What it is, in a few words (used in JSON-LD categories and the whitepaper hub). */
  category: localizedSchema,
  description: localizedSchema,
  features: z.array(localizedSchema).min(3).max(4),
});
export type ProductRecord = z.output<typeof productSchema>;

export const products = defineContent('products', z.array(productSchema).length(productIds.length), [
  {
    id: 'instaclear',
    name: { en: 'InstaCLEAR', sv: 'InstaCLEAR' },
    type: 'workplace',
    status: 'available',
    route: routes.productInstaclear,
    icon: 'droplet',
    badge: { en: 'Most popular', sv: 'Mest populär' },
    category: { en: 'Rapid saliva drug test', sv: 'Snabbtest för droger i saliv' },
    description: {
      en: `A CE-marked saliva drug test that gives a screening result on site in under ${E.minutes(figures.resultMinutes)}, so most tests never need a laboratory.`,
      sv: `Ett CE-märkt drogtest med saliv som ger ett screeningresultat på plats inom ${S.minutes(figures.resultMinutes)}, så att de flesta tester aldrig behöver gå till laboratorium.`,
    },
    features: [
      { en: `Result in under ${E.minutes(figures.resultMinutes)}`, sv: `Svar på under ${S.minutes(figures.resultMinutes)}` },
      { en: `${E.percent(figures.labAvoidancePercent)} of tests settled without a laboratory`, sv: `${S.percent(figures.labAvoidancePercent)} av testerna avgörs utan laboratorium` },
      { en: 'Observed collection, hard to tamper with', sv: 'Övervakad provtagning som är svår att manipulera' },
      { en: `Made under ISO${nbsp}13485-certified quality management`, sv: `Tillverkat enligt ett ISO${nbsp}13485-certifierat kvalitetsledningssystem` },
    ],
  },
  {
    id: 'circular-testing',
    name: { en: 'Circular Testing', sv: 'Circular Testing' },
    type: 'workplace',
    status: 'available',
    route: routes.productCircularTesting,
    icon: 'shuffle',
    badge: { en: 'Complete programme', sv: 'Komplett program' },
    category: { en: 'Workplace testing programme', sv: 'Testprogram för arbetsplatser' },
    description: {
      en: 'Rapid screening, verification by a medical review officer (MRO) and referral to telehealth support in one programme that puts prevention before punishment.',
      sv: 'Snabbscreening, läkarverifiering (MRO) och hänvisning till stöd via digital vård i ett och samma program, där förebyggande arbete går före bestraffning.',
    },
    features: [
      { en: `${E.percent(figures.costReductionPercent)} lower testing costs`, sv: `${S.percent(figures.costReductionPercent)} lägre testkostnader` },
      { en: `Verified results within ${E.hours(figures.circularResultHours)}`, sv: `Verifierade svar inom ${S.hours(figures.circularResultHours)}` },
      { en: `Telehealth contact within ${E.hours(figures.circularTelehealthHours)}`, sv: `Kontakt via digital vård inom ${S.hours(figures.circularTelehealthHours)}` },
      { en: `Up and running in ${E.weekRange(figures.circularImplementationWeeks)}`, sv: `I gång på ${S.weekRange(figures.circularImplementationWeeks)}` },
    ],
  },
  {
    id: 'vdt',
    name: { en: 'VDT', sv: 'VDT' },
    type: 'workplace',
    status: 'coming-soon',
    route: routes.productVdt,
    icon: 'video',
    badge: { en: `Pilot ${productFigures.vdtPilotYear}`, sv: `Pilot ${productFigures.vdtPilotYear}` },
    category: { en: 'Virtual drug testing platform', sv: 'Plattform för virtuell drogtestning' },
    description: {
      en: 'Remote drug testing proctored by AI, with risk forecasting and integration with health records, offered as a subscription.',
      sv: 'Drogtestning på distans som övervakas med AI, med riskprognoser och koppling till journalsystem, som abonnemang.',
    },
    features: [
      { en: 'AI-proctored testing from any location', sv: 'AI-övervakade tester var som helst' },
      { en: `${E.number(productFigures.vdtForecastDays)}-day risk forecast`, sv: `Riskprognos för ${S.number(productFigures.vdtForecastDays)}${nbsp}dagar` },
      { en: 'Integration with health records', sv: 'Koppling till journalsystem' },
      { en: `${E.percent(figures.adminTimeReductionPercent)} less administration`, sv: `${S.percent(figures.adminTimeReductionPercent)} mindre administration` },
    ],
  },
  {
    id: 'hair-analysis',
    name: { en: 'Hair analysis', sv: 'Håranalys' },
    type: 'workplace',
    status: 'coming-soon',
    route: routes.productHairAnalysis,
    icon: 'microscope',
    badge: { en: 'Coming soon', sv: 'Kommer snart' },
    category: { en: 'Laboratory hair drug testing', sv: 'Drogtest med hårprov på laboratorium' },
    description: {
      en: `Laboratory analysis of a hair sample that shows drug use over the past ${E.number(productFigures.hairDetectionDays)}${nbsp}days, for pre-employment checks and follow-up.`,
      sv: `Laboratorieanalys av ett hårprov som visar drogbruk under de senaste ${S.number(productFigures.hairDetectionDays)}${nbsp}dagarna, vid anställning och uppföljning.`,
    },
    features: [
      { en: `${E.number(productFigures.hairDetectionDays)}-day detection window`, sv: `Påvisar bruk upp till ${S.number(productFigures.hairDetectionDays)}${nbsp}dagar bakåt` },
      { en: `Laboratory report within ${E.hours(productFigures.hairTurnaroundHours)}`, sv: `Laboratorierapport inom ${S.hours(productFigures.hairTurnaroundHours)}` },
      { en: 'Sample collected without intimacy, hard to manipulate', sv: 'Provtagning utan integritetsintrång, svår att manipulera' },
    ],
  },
  {
    id: 'instacheck',
    name: { en: 'InstaCHECK', sv: 'InstaCHECK' },
    type: 'consumer',
    status: 'available',
    route: routes.productInstacheck,
    icon: 'heart',
    badge: { en: 'CE-marked self-test', sv: 'CE-märkt självtest' },
    category: { en: 'Ferritin self-test', sv: 'Självtest för ferritin' },
    description: {
      en: `A self-test that shows whether your iron stores (ferritin) are low, with ${E.percent(figures.ferritinAccuracyPercent)} accuracy in ${E.minutes(figures.resultMinutes)}.`,
      sv: `Ett självtest som visar om dina järnförråd (ferritin) är låga, med ${S.percent(figures.ferritinAccuracyPercent)} träffsäkerhet på ${S.minutes(figures.resultMinutes)}.`,
    },
    features: [
      { en: `${E.percent(figures.ferritinAccuracyPercent)} accuracy`, sv: `${S.percent(figures.ferritinAccuracyPercent)} träffsäkerhet` },
      { en: `Result in ${E.minutes(figures.resultMinutes)}`, sv: `Svar på ${S.minutes(figures.resultMinutes)}` },
      { en: 'A drop of blood from the fingertip', sv: 'En droppe blod från fingertoppen' },
      { en: 'Sold at pharmacies', sv: 'Säljs på apotek' },
    ],
  },
  {
    id: 'instafind',
    name: { en: 'InstaFIND', sv: 'InstaFIND' },
    type: 'consumer',
    status: 'available',
    route: routes.productInstafind,
    icon: 'smartphone',
    badge: { en: 'With app', sv: 'Med app' },
    category: { en: 'Molecular self-test with app', sv: 'Molekylärt självtest med app' },
    description: {
      en: 'A molecular self-test for home use, read and explained by a mobile app that keeps your results safe and helps you act on them.',
      sv: 'Ett molekylärt självtest för hemmabruk som läses av och förklaras i en mobilapp, som förvarar dina resultat säkert och hjälper dig att gå vidare.',
    },
    features: [
      { en: `${E.percent(figures.molecularConcordancePercent)} concordance with laboratory methods`, sv: `${S.percent(figures.molecularConcordancePercent)} överensstämmelse med laboratoriemetoder` },
      { en: 'Result read by the app', sv: 'Resultatet avläses i appen' },
      { en: 'Telehealth appointment from the app', sv: 'Boka digital vård direkt i appen' },
    ],
  },
]);

/** One product by id (every id has a record: the schema demands exactly one per id). */
export function getProduct(id: ProductId): ProductRecord {
  return products.find((product) => product.id === id)!;
}

export const workplaceProducts = products.filter((product) => product.type === 'workplace');
export const consumerProducts = products.filter((product) => product.type === 'consumer');
