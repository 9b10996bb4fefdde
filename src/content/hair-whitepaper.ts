import { z } from 'zod';
import { whitepaperDocumentSchema } from '@/content/product-whitepaper-text';
import { defineContent, statSchema } from '@/content/schema';

/**
 * The hair analysis whitepaper's own chapters and its table of the §9 figures
 * (src/documents/product-whitepapers.tsx), beyond the texts of /products/hair-analysis that it
 * prints too (a CMS page).
 */
const hairWhitepaperSchema = z.object({
  whitepaper: whitepaperDocumentSchema,
  keyFigures: z.array(statSchema).min(6),
});

/** The same text in both languages: a figure the page's language writes out. */
const both = (text: string) => ({ en: text, sv: text });

export const hairWhitepaper = defineContent('hair-whitepaper', hairWhitepaperSchema, {
  whitepaper: {
    eyebrow: { en: 'Whitepaper', sv: 'Rapport' },
    title: { en: 'Hair analysis in workplace testing', sv: 'Håranalys i arbetsplatstester' },
    subtitle: {
      en: 'A {hairDetectionDayCompound} view of substance use: when to use it, how it works and what it costs and saves',
      sv: 'En överblick över {hairDetectionDayCompound} droganvändning: när håranalys ska användas, hur den fungerar och vad den kostar och sparar',
    },
    edition: { en: 'Edition November 2026', sv: 'Utgåva november 2026' },
    summaryTitle: { en: 'Summary', sv: 'Sammanfattning' },
    summary: [
      {
        en: `Saliva and urine tests answer whether someone used a substance in the last days. Hair analysis answers whether there is a pattern over the last {hairDetectionMonths} months. It detects {hairTamperDetectionPercent} of tampering attempts against {hairUrineTamperDetectionPercent} for urine, returns results in {hairTurnaroundHours}, and – because it prevents more incidents – costs less over a year than cheaper tests.`,
        sv: `Salivtester och urinprov svarar på om någon använt en substans de senaste dagarna. Håranalys svarar på om det finns ett mönster under de senaste {hairDetectionMonths} månaderna. Den upptäcker {hairTamperDetectionPercent} av manipulationsförsöken mot {hairUrineTamperDetectionPercent} för urin, ger svar inom {hairTurnaroundHours} och – eftersom den förebygger fler olyckor – kostar den mindre över ett år än billigare tester.`,
      },
    ],
    sections: [
      {
        heading: { en: 'How substances reach the hair', sv: 'Så hamnar substanser i håret' },
        paragraphs: [
          {
            en: 'Substances and their metabolites pass from the blood into the growing hair follicle. Scalp hair grows about one centimetre a month, so a 3 cm sample close to the scalp covers roughly the last three months.',
            sv: 'Substanser och deras nedbrytningsprodukter går från blodet in i den växande hårsäcken. Hår på huvudet växer ungefär en centimeter i månaden, så ett prov på 3\u00a0cm nära hårbotten täcker ungefär de senaste tre månaderna.',
          },
        ],
      },
      {
        heading: { en: 'When to use hair analysis', sv: 'När håranalys passar' },
        paragraphs: [
          {
            en: 'Hair analysis complements saliva screening; it does not replace it. Use it where the past matters more than today:',
            sv: 'Håranalys kompletterar salivscreening; den ersätter den inte. Använd den där det som har hänt tidigare spelar större roll än läget i dag:',
          },
        ],
        items: [
          { en: 'pre-employment checks for safety-critical roles', sv: 'kontroller inför anställning i säkerhetskritiska roller' },
          { en: 'return-to-work and follow-up programmes', sv: 'program för återgång i arbete och uppföljning' },
          { en: 'investigations where a single result is disputed', sv: 'utredningar där ett enskilt resultat ifrågasätts' },
        ],
      },
      {
        heading: { en: 'Collection and analysis', sv: 'Provtagning och analys' },
        paragraphs: [
          {
            en: `Trained staff cut and seal the sample in front of the employee. An accredited laboratory screens it and confirms positives by mass spectrometry within {hairTurnaroundHours}; a medical review officer verifies them before the employer is told.`,
            sv: `Utbildad personal klipper och förseglar provet inför medarbetaren. Ett ackrediterat laboratorium screenar det och bekräftar positiva resultat med masspektrometri inom {hairTurnaroundHours}; en MRO-läkare verifierar dem innan arbetsgivaren får besked.`,
          },
        ],
      },
    ],
    figuresTitle: { en: 'Key figures', sv: 'Nyckeltal' },
    figureColumns: [
      { en: 'Measure', sv: 'Mått' },
      { en: 'Hair analysis', sv: 'Håranalys' },
    ],
    disclaimer: {
      en: 'Hair analysis is not yet available. Figures are the company’s own marketing figures and illustrative estimates, not verified results.',
      sv: 'Håranalys är ännu inte tillgänglig. Siffrorna är företagets egna marknadsuppgifter och räkneexempel, inte verifierade resultat.',
    },
    contactTitle: { en: 'Book a consultation', sv: 'Boka ett möte' },
    contactText: {
      en: 'We will help you decide where hair analysis belongs in your policy and plan it in as soon as it is available.',
      sv: 'Vi hjälper er att avgöra var håranalys hör hemma i er policy och planerar in den så snart den finns.',
    },
    pageLabel: { en: 'Page {page} of {total}', sv: 'Sida {page} av {total}' },
  },
  keyFigures: [
    { label: { en: 'Detection window', sv: 'Påvisningstid' }, value: both('{hairDetectionDays}') },
    { label: { en: 'Standard turnaround', sv: 'Standardsvarstid' }, value: both('{hairTurnaroundHours}') },
    { label: { en: 'Express turnaround (for a fee)', sv: 'Svarstid med expresstjänst (mot avgift)' }, value: both('{hairExpressHours}') },
    { label: { en: 'Price per test', sv: 'Pris per test' }, value: both('{hairPriceRangeUsd}') },
    { label: { en: 'Tampering detected: hair / urine', sv: 'Upptäckta manipulationsförsök: hår / urin' }, value: both('{hairTamperDetectionPercent} / {hairUrineTamperDetectionPercent}') },
    { label: { en: 'Expected adoption by 2027', sv: 'Planerat införande senast 2027' }, value: both('{hairAdoption2027Percent}') },
    { label: { en: 'Target Nordic market share 2028', sv: 'Mål för nordisk marknadsandel 2028' }, value: both('{hairNordicShare2028Percent}') },
  ],
});
