import { z } from 'zod';
import { figure } from '@/content/marketing-figures';
import { whitepaperDocumentSchema } from '@/content/product-whitepaper-text';
import { defineContent, statSchema } from '@/content/schema';
import { circularCostPerTest } from '@/lib/calculators/circular-savings';

/**
 * The Circular Testing whitepaper's own chapters and its table of the §9 figures
 * (src/documents/product-whitepapers.tsx), beyond the texts of /products/circular-testing that it
 * prints too (a CMS page).
 */
const circularWhitepaperSchema = z.object({
  whitepaper: whitepaperDocumentSchema,
  keyFigures: z.array(statSchema).min(4),
});

const price = figure((f) => f.usd(circularCostPerTest));

export const circularWhitepaper = defineContent('circular-whitepaper', circularWhitepaperSchema, {
  whitepaper: {
    eyebrow: { en: 'Whitepaper', sv: 'Rapport' },
    title: { en: 'Circular Testing', sv: 'Circular Testing' },
    subtitle: {
      en: 'How a closed loop of screening, verification and care lowers the cost and the risk of workplace drug testing',
      sv: 'Så sänker en sluten kedja av screening, verifiering och vård både kostnaden och risken i drogtester på arbetsplatsen',
    },
    edition: { en: 'Edition November 2026', sv: 'Utgåva november 2026' },
    summaryTitle: { en: 'Summary', sv: 'Sammanfattning' },
    summary: [
      {
        en: `Most workplace testing programmes end with a result and a decision. Circular Testing adds what comes before and after: a rapid screening on site, verification by a medical review officer, a telehealth referral within {circularTelehealthHours} and follow-up testing. Employers get a verified result in under {circularResultHours} and lower their testing costs by {costReductionPercent}.`,
        sv: `De flesta testprogram på arbetsplatser slutar med ett provsvar och ett beslut. Circular Testing lägger till det som kommer före och efter: snabb screening på plats, läkarverifiering (MRO), hänvisning till digital vård inom {circularTelehealthHours} och uppföljande tester. Arbetsgivaren får ett verifierat resultat inom {circularResultHours} och sänker sina testkostnader med {costReductionPercent}.`,
      },
    ],
    sections: [
      {
        heading: { en: 'The problem with traditional testing', sv: 'Problemet med traditionell testning' },
        paragraphs: [
          {
            en: 'A laboratory-based programme sends every sample away, waits days for an answer and leaves the employer with a result but no plan. Employees who need help rarely get it, cases drag on, and the same people test positive again.',
            sv: 'Ett laboratoriebaserat program skickar iväg varje prov, väntar dagar på svar och lämnar arbetsgivaren med ett resultat men utan plan. Medarbetare som behöver hjälp får den sällan, ärenden drar ut på tiden och samma personer testar positivt igen.',
          },
        ],
      },
      {
        heading: { en: 'How the loop works', sv: 'Så fungerar kedjan' },
        paragraphs: [
          {
            en: 'Each case passes the same four steps, documented in one record. The employer sees status and outcome; medical details stay with the clinicians.',
            sv: 'Varje ärende går igenom samma fyra steg, och allt dokumenteras på ett och samma ställe. Arbetsgivaren ser status och utfall; medicinska uppgifter stannar hos vårdpersonalen.',
          },
        ],
        items: [
          { en: 'Screen on site with a CE-marked saliva test.', sv: 'Screening på plats med ett CE-märkt salivtest.' },
          { en: 'Verify preliminary positive results: laboratory confirmation and MRO review.', sv: 'Verifiering av preliminärt positiva resultat: laboratoriebekräftelse och läkarverifiering (MRO).' },
          { en: 'Refer employees who need support to telehealth.', sv: 'Hänvisning till digital vård för medarbetare som behöver stöd.' },
          { en: 'Follow up with planned tests and a return-to-work plan.', sv: 'Uppföljning med planerade tester och en plan för återgång i arbete.' },
        ],
      },
      {
        heading: { en: 'Rollout plan', sv: 'Plan för införande' },
        paragraphs: [
          {
            en: `A typical rollout takes {circularImplementationWeeks}: week one reviews your drug and alcohol policy with HR, safety representatives and unions; week two trains your testing staff; the first screenings follow as soon as the tests are delivered.`,
            sv: `Ett typiskt införande tar {circularImplementationWeeks}: första veckan går vi igenom er alkohol- och drogpolicy med HR, skyddsombud och fack; andra veckan utbildas era testansvariga; de första screeningarna görs så snart testerna levererats.`,
          },
        ],
      },
      {
        heading: { en: 'Data protection', sv: 'Dataskydd' },
        paragraphs: [
          {
            en: 'Test results are health data under the GDPR. Circular Testing keeps them with the clinicians, gives the employer only what it needs to act, and lets the employee see their own record.',
            sv: 'Provsvar är hälsouppgifter enligt GDPR. I Circular Testing stannar de hos vårdpersonalen, arbetsgivaren får bara det som behövs för att kunna vidta åtgärder och medarbetaren kan se sina egna uppgifter.',
          },
        ],
      },
    ],
    figuresTitle: { en: 'Key figures', sv: 'Nyckeltal' },
    figureColumns: [
      { en: 'Measure', sv: 'Mått' },
      { en: 'Circular Testing', sv: 'Circular Testing' },
    ],
    disclaimer: {
      en: 'Figures are the company’s own marketing figures and estimates; actual results depend on your organisation. A rapid test is a screening; results are confirmed by a laboratory where required.',
      sv: 'Siffrorna är företagets egna marknadsuppgifter och uppskattningar; det faktiska utfallet beror på er organisation. Ett snabbtest är en screening; resultat bekräftas av laboratorium när det krävs.',
    },
    contactTitle: { en: 'Talk to us', sv: 'Kontakta oss' },
    contactText: {
      en: 'Our safety experts will go through the figures with you and tailor a programme to your sites and shifts.',
      sv: 'Våra säkerhetsexperter går igenom siffrorna med er och anpassar ett program efter era arbetsplatser och skift.',
    },
    pageLabel: { en: 'Page {page} of {total}', sv: 'Sida {page} av {total}' },
  },
  keyFigures: [
    { label: { en: 'Time to a verified result', sv: 'Tid till verifierat resultat' }, value: { en: `Under {circularResultHours}`, sv: `Inom {circularResultHours}` } },
    { label: { en: 'Reduction in testing costs', sv: 'Minskade testkostnader' }, value: { en: '{costReductionPercent}', sv: '{costReductionPercent}' } },
    {
      label: { en: 'Faster resolution of cases', sv: 'Snabbare avslutade ärenden' },
      value: { en: '{circularFasterResolutionPercent}', sv: '{circularFasterResolutionPercent}' },
    },
    { label: { en: 'Telehealth consultation', sv: 'Samtal via digital vård' }, value: { en: `Within {circularTelehealthHours}`, sv: `Inom {circularTelehealthHours}` } },
    { label: { en: 'Implementation', sv: 'Införande' }, value: { en: '{circularImplementationWeeks}', sv: '{circularImplementationWeeks}' } },
    { label: { en: 'Cost per screening', sv: 'Kostnad per screening' }, value: price },
    { label: { en: 'Screening time on site', sv: 'Screeningtid på plats' }, value: { en: `Under {resultMinutes}`, sv: `Under {resultMinutes}` } },
  ],
});
