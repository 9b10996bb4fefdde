import { z } from 'zod';
import { nbsp } from '@/content/figures';
import { defineContent, localizedSchema } from '@/content/schema';

/**
 * The InstaCLEAR whitepaper's own chapters (src/documents/instaclear-whitepaper.tsx), beyond the
 * texts of /products/instaclear that it prints too (a CMS page), and its table of the §9 figures.
 */
const instaclearWhitepaperSchema = z.object({
  eyebrow: localizedSchema,
  subtitle: localizedSchema,
  pageLabel: localizedSchema,
  onlineVersion: localizedSchema,
  sections: z.array(z.object({ heading: localizedSchema, paragraphs: z.array(localizedSchema).min(1) })).min(3),
  figuresTitle: localizedSchema,
  figuresColumns: z.array(localizedSchema).length(3),
  panelTitle: localizedSchema,
  panel: z.array(localizedSchema).length(6),
});

export const instaclearWhitepaper = defineContent('instaclear-whitepaper', instaclearWhitepaperSchema, {
  eyebrow: { en: 'Whitepaper', sv: 'Rapport' },
  pageLabel: { en: 'Page {page} of {total}', sv: 'Sida {page} av {total}' },
  onlineVersion: { en: 'More at {url}', sv: 'Läs mer på {url}' },
  subtitle: {
    en: 'Rapid saliva drug testing at work: how it works, what it detects and what it saves',
    sv: 'Snabba drogtester i saliv på arbetsplatsen: hur de fungerar, vad de påvisar och vad ni sparar',
  },
  sections: [
    {
      heading: { en: 'Why test at work', sv: 'Därför testar arbetsgivare' },
      paragraphs: [
        {
          en: `Drug and alcohol use puts employees and others at risk in safety-critical work. Employers who combine a clear policy with testing and support report a {workplaceRiskReductionPercent} reduction in workplace risk.`,
          sv: `Alkohol och droger utsätter medarbetare och andra för risker i säkerhetskritiskt arbete. Arbetsgivare som kombinerar en tydlig policy med tester och stöd rapporterar {workplaceRiskReductionPercent} lägre risk på arbetsplatsen.`,
        },
        {
          en: 'A test is only useful if its answer arrives while it still matters. Laboratory testing takes days; by then the shift is over and the decision has already been made without facts.',
          sv: 'Ett test är bara till nytta om svaret kommer medan det fortfarande spelar roll. Laboratorietester tar dagar; då är skiftet slut och beslutet redan fattat utan fakta.',
        },
      ],
    },
    {
      heading: { en: 'How InstaCLEAR works', sv: 'Så fungerar InstaCLEAR' },
      paragraphs: [
        {
          en: 'The saliva sample is collected under observation, so it cannot be swapped or diluted. The test cassette screens the whole standard panel at once and the result is read on site.',
          sv: 'Salivprovet tas under övervakning och kan därför inte bytas ut eller spädas ut. Testkassetten screenar hela standardpanelen på en gång och resultatet läses av på plats.',
        },
        {
          en: 'Only a preliminary positive screen goes on to a laboratory, sealed with its chain-of-custody form. A negative screen is final, so the employee returns to work the same day.',
          sv: 'Endast ett preliminärt positivt prov går vidare till laboratorium, förseglat tillsammans med provtagningsprotokollet. En negativ screening är slutgiltig, så medarbetaren kan återgå till arbetet samma dag.',
        },
      ],
    },
    {
      heading: { en: 'Quality and data protection', sv: 'Kvalitet och dataskydd' },
      paragraphs: [
        {
          en: `InstaCLEAR is CE-marked under the EU regulation on in vitro diagnostic medical devices (IVDR) and made under ISO${nbsp}13485-certified quality management. Test records are handled according to the GDPR and kept only as long as your policy requires.`,
          sv: `InstaCLEAR är CE-märkt enligt EU:s förordning om medicintekniska produkter för in vitro-diagnostik (IVDR) och tillverkas inom ett ISO${nbsp}13485-certifierat kvalitetsledningssystem. Testuppgifter hanteras enligt GDPR och sparas bara så länge som er policy kräver.`,
        },
      ],
    },
    {
      heading: { en: 'Getting started', sv: 'Så kommer ni i gång' },
      paragraphs: [
        {
          en: 'We review your drug and alcohol policy with you, train the staff who will run the tests and set up ordering and documentation. Most employers run their first tests within weeks.',
          sv: 'Vi går igenom er alkohol- och drogpolicy tillsammans med er, utbildar den personal som ska genomföra testerna och sätter upp beställning och dokumentation. De flesta arbetsgivare gör sina första tester inom några veckor.',
        },
      ],
    },
  ],
  figuresTitle: { en: 'Key figures', sv: 'Nyckeltal' },
  figuresColumns: [
    { en: 'Measure', sv: 'Mått' },
    { en: 'InstaCLEAR', sv: 'InstaCLEAR' },
    { en: 'Comparable tests', sv: 'Jämförbara tester' },
  ],
  panelTitle: { en: 'The standard panel', sv: 'Standardpanelen' },
  panel: [
    { en: 'Amphetamines', sv: 'Amfetamin' },
    { en: 'Benzodiazepines', sv: 'Bensodiazepiner' },
    { en: 'Cannabis (THC)', sv: 'Cannabis (THC)' },
    { en: 'Cocaine', sv: 'Kokain' },
    { en: 'Opiates', sv: 'Opiater' },
    { en: 'Methamphetamines', sv: 'Metamfetamin' },
  ],
});

/** The whitepaper's table of §9 figures, in one language, from the same record as the page. */
export function instaclearFigureRows(locale: 'en' | 'sv'): string[][] {
  const sv = locale === 'sv';
  return [
    [sv ? 'Tid till screeningresultat' : 'Time to screening result', `<${nbsp}{resultMinutes}`, `{competitorResultMinutes}+`],
    [sv ? 'Avgörs utan laboratorium' : 'Settled without a laboratory', '{labAvoidancePercent}', '{competitorLabAvoidancePercent}'],
    [sv ? 'Kostnad per test' : 'Cost per test', '{costPerTestUsd}', '{traditionalCostPerTestUsd}'],
    [sv ? 'Påvisar intag' : 'Detection window', '{salivaWindowHours}', sv ? 'beror på metod' : 'depends on method'],
  ];
}
