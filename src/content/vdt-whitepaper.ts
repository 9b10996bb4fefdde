import { z } from 'zod';
import { nbsp } from '@/content/figures';
import { figure } from '@/content/marketing-figures';
import { whitepaperDocumentSchema } from '@/content/product-whitepaper-text';
import { defineContent, statSchema } from '@/content/schema';
import type { Localized } from '@/i18n/localized';
import { vdtRates } from '@/lib/calculators/vdt-roi';
import { formatNumber, formatPercent } from '@/lib/format-number';

/**
 * The VDT whitepaper's own chapters and its table of the §9 figures
 * (src/documents/product-whitepapers.tsx), beyond the texts of /products/vdt that it prints too
 * (a CMS page), with the market figures only the whitepaper states.
 */
const vdtMarket = {
  targetFirms: 12_000,
  marketGrowthPercent: 28.57,
  marketUsdTrillions: 1.39,
  revenue2028Msek: 9.71,
} as const;

const vdtWhitepaperSchema = z.object({
  whitepaper: whitepaperDocumentSchema,
  keyFigures: z.array(statSchema).min(6),
});

const both = (build: (locale: 'en' | 'sv') => string): Localized => ({ en: build('en'), sv: build('sv') });
const price = figure((f) => f.usd(vdtRates.pricePerUserMonth));
const pilot = { en: '{vdtPilotYear}', sv: '{vdtPilotYear}' };
const accuracy = { en: '{vdtForecastAccuracyPercent}', sv: '{vdtForecastAccuracyPercent}' };
const adminCut = { en: '{adminTimeReductionPercent}', sv: '{adminTimeReductionPercent}' };
const days = { en: '{vdtForecastDays}', sv: '{vdtForecastDays}' };

export const vdtWhitepaper = defineContent('vdt-whitepaper', vdtWhitepaperSchema, {
  whitepaper: {
    eyebrow: { en: 'Whitepaper', sv: 'Rapport' },
    title: { en: 'VDT: virtual drug testing', sv: 'VDT: virtuell drogtestning' },
    subtitle: {
      en: 'AI-proctored remote testing, predictive risk forecasting and health-record integration for employers',
      sv: 'AI-övervakade tester på distans, prediktiv riskprognos och koppling till journalsystem för arbetsgivare',
    },
    edition: { en: `Edition November 2026 · pilot {vdtPilotYear}`, sv: `Utgåva november 2026 · pilot {vdtPilotYear}` },
    summaryTitle: { en: 'Summary', sv: 'Sammanfattning' },
    summary: [
      {
        en: `Field teams, drivers and remote sites are where the risk is and where testing is hardest. VDT brings a supervised test to the employee’s phone, forecasts risk per site for the next {vdtForecastDays} and sends verified results straight to health records. It is offered by subscription at ${price.en} per user and month; the pilot runs in {vdtPilotYear}.`,
        sv: `Det är hos fältpersonal och förare och på avlägsna arbetsplatser som risken är störst och testningen svårast. VDT ger medarbetaren ett övervakat test i mobilen, prognostiserar risken per arbetsplats för de kommande {vdtForecastDays}na och skickar verifierade resultat direkt till journalsystemet. Det erbjuds som abonnemang för ${price.sv} per användare och månad; piloten genomförs {vdtPilotYear}.`,
      },
    ],
    sections: [
      {
        heading: { en: 'AI proctoring', sv: 'AI-övervakning' },
        paragraphs: [
          {
            en: 'The proctor model checks identity against an ID document, follows the sampling step by step, reads the test cassette and flags deviations. Every flagged test is reviewed by a person; nothing is decided by the model alone.',
            sv: 'Övervakningsmodellen jämför identiteten med en id-handling, följer provtagningen steg för steg, läser av testkassetten och flaggar avvikelser. Varje flaggat test granskas av en människa; ingenting avgörs av modellen ensam.',
          },
        ],
      },
      {
        heading: { en: 'Risk forecasting', sv: 'Riskprognos' },
        paragraphs: [
          {
            en: `Anonymised test results, shift patterns and incident reports feed a model that forecasts risk per site for the next {vdtForecastDays}. In back-testing on historical data the forecast reached {vdtForecastAccuracyPercent} accuracy; the pilot will measure it in live operation.`,
            sv: `Anonymiserade testresultat, skiftmönster och tillbudsrapporter matar en modell som prognostiserar risken per arbetsplats för de kommande {vdtForecastDays}na. I tester mot historiska data nådde prognosen {vdtForecastAccuracyPercent} träffsäkerhet; piloten mäter den i skarp drift.`,
          },
        ],
      },
      {
        heading: { en: 'Integration and data protection', sv: 'Integration och dataskydd' },
        paragraphs: [
          {
            en: 'Results are exchanged with occupational health record systems through HL7 FHIR. Video is deleted after verification, data is stored in the EU, and the employer sees only what it needs to act.',
            sv: 'Resultat utbyts med företagshälsovårdens journalsystem via HL7 FHIR. Videon raderas efter verifieringen, data lagras inom EU och arbetsgivaren ser bara det som behövs för att kunna vidta åtgärder.',
          },
        ],
      },
      {
        heading: { en: 'The pilot', sv: 'Piloten' },
        paragraphs: [
          {
            en: `The {vdtPilotYear} pilot runs with employers in transport, energy and occupational health. Participants use VDT alongside their current programme for three months and help set the thresholds of the risk forecast.`,
            sv: `Piloten {vdtPilotYear} genomförs med arbetsgivare inom transport, energi och företagshälsovård. Deltagarna använder VDT parallellt med sitt nuvarande program i tre månader och är med och sätter gränsvärdena i riskprognosen.`,
          },
        ],
      },
    ],
    figuresTitle: { en: 'Key figures', sv: 'Nyckeltal' },
    figureColumns: [
      { en: 'Measure', sv: 'Mått' },
      { en: 'VDT', sv: 'VDT' },
    ],
    disclaimer: {
      en: 'VDT is not yet available. Figures are the company’s own marketing figures, targets and model estimates, not verified results. A rapid test is a screening; results are confirmed by a laboratory where required.',
      sv: 'VDT är ännu inte tillgängligt. Siffrorna är företagets egna marknadsuppgifter, mål och modelluppskattningar, inte verifierade resultat. Ett snabbtest är en screening; resultat bekräftas av laboratorium när det krävs.',
    },
    contactTitle: { en: 'Join the pilot', sv: 'Delta i piloten' },
    contactText: {
      en: 'Tell us about your sites and teams, and we will show you VDT and how the pilot would work for you.',
      sv: 'Berätta om era arbetsplatser och team, så visar vi VDT och hur piloten skulle fungera för er.',
    },
    pageLabel: { en: 'Page {page} of {total}', sv: 'Sida {page} av {total}' },
  },
  keyFigures: [
    { label: { en: 'Pilot and launch', sv: 'Pilot och lansering' }, value: pilot },
    { label: { en: 'Risk forecast horizon', sv: 'Prognoshorisont' }, value: days },
    { label: { en: 'Forecast accuracy (back-testing)', sv: 'Prognosens träffsäkerhet (historiska data)' }, value: accuracy },
    { label: { en: 'Less administration time', sv: 'Mindre administrationstid' }, value: adminCut },
    { label: { en: 'Price per user and month', sv: 'Pris per användare och månad' }, value: price },
    { label: { en: 'Target companies in the Nordics', sv: 'Målföretag i Norden' }, value: both((locale) => `${formatNumber(vdtMarket.targetFirms, locale)}+`) },
    { label: { en: 'Annual market growth', sv: 'Årlig marknadstillväxt' }, value: both((locale) => formatPercent(vdtMarket.marketGrowthPercent, locale, 2)) },
    {
      label: { en: 'Global market', sv: 'Global marknad' },
      value: { en: `$${formatNumber(vdtMarket.marketUsdTrillions, 'en', 2)} trillion`, sv: `${formatNumber(vdtMarket.marketUsdTrillions, 'sv', 2)}${nbsp}biljoner USD` },
    },
    {
      label: { en: 'Revenue target 2028', sv: 'Intäktsmål 2028' },
      value: { en: `SEK ${formatNumber(vdtMarket.revenue2028Msek, 'en', 2)}m`, sv: `${formatNumber(vdtMarket.revenue2028Msek, 'sv', 2)}${nbsp}MSEK` },
    },
  ],
});
