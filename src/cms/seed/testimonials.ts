import { nbsp } from '@/content/figures';
import type { Localized } from '@/i18n/localized';

/** The pages that show customer testimonials, each in its own place. */
export const testimonialPlacements = ['home', 'solutions-healthcare', 'solutions-workplace', 'products-instaclear', 'products-circular-testing'] as const;
export type TestimonialPlacement = (typeof testimonialPlacements)[number];

/**
 * The customer testimonials the site started with (000 §2.4 home, 001 §2 healthcare and workplace
 * solutions, the InstaCLEAR and Circular Testing pages): what `seedCms` creates in an empty CMS;
 * editors change, add and remove them there. Customers are described by sector and region, never
 * named.
 */
export type TestimonialSeed = { key: string; placement: TestimonialPlacement; quote: Localized; author: Localized; position: Localized; organisation: Localized };

export const testimonialSeeds: readonly TestimonialSeed[] = [
  {
    key: 'patrik-wallin',
    placement: 'home',
    quote: {
      en: 'Since switching to on-site rapid testing, our processing time per test has dropped by 75%. Drivers are back on the road the same morning.',
      sv: `Sedan vi gick över till snabbtester på plats har handläggningstiden per test minskat med 75${nbsp}%. Förarna är tillbaka bakom ratten samma förmiddag.`,
    },
    author: { en: 'Patrik Wallin', sv: 'Patrik Wallin' },
    position: { en: 'Head of Safety', sv: 'Säkerhetschef' },
    organisation: { en: 'Nordic freight and logistics company', sv: 'nordiskt transport- och logistikföretag' },
  },
  {
    key: 'maria-andersson',
    placement: 'home',
    quote: {
      en: 'We cut the administrative overhead of our testing programme by over 30%, and the clear results make conversations with employees much easier.',
      sv: `Vi har minskat den administrativa bördan för testprogrammet med över 30${nbsp}%, och de tydliga resultaten gör samtalen med medarbetarna mycket enklare.`,
    },
    author: { en: 'Maria Andersson', sv: 'Maria Andersson' },
    position: { en: 'HR Director', sv: 'HR-chef' },
    organisation: { en: 'Swedish manufacturing group', sv: 'svensk tillverkningskoncern' },
  },
  {
    key: 'erik-nilsson',
    placement: 'home',
    quote: {
      en: 'Our patients get an answer during the visit instead of waiting days for the lab. That changes how we can help them.',
      sv: 'Våra patienter får svar under besöket i stället för att vänta flera dagar på laboratoriet. Det förändrar hur vi kan hjälpa dem.',
    },
    author: { en: 'Dr Erik Nilsson', sv: 'Erik Nilsson' },
    position: { en: 'Medical Director', sv: 'Medicinskt ansvarig läkare' },
    organisation: { en: 'primary care clinic, Gothenburg', sv: 'vårdcentral i Göteborg' },
  },
  {
    key: 'lina-ekstrom',
    placement: 'solutions-healthcare',
    quote: {
      en: 'We used to lose patients between the sample and the result. Now we talk about the answer in the same visit, and that conversation is where treatment starts.',
      sv: 'Förr tappade vi patienter mellan provet och svaret. Nu pratar vi om resultatet vid samma besök, och det är i det samtalet som behandlingen börjar.',
    },
    author: { en: 'Dr Lina Ekström', sv: 'Lina Ekström' },
    position: { en: 'Consultant in Addiction Medicine', sv: 'Överläkare i beroendemedicin' },
    organisation: { en: 'addiction clinic, Central Sweden', sv: 'beroendemottagning i Mellansverige' },
  },
  {
    key: 'jonas-falk',
    placement: 'solutions-healthcare',
    quote: {
      en: 'The results file themselves in the record, so my nurses spend their time with people instead of transcribing test cards.',
      sv: 'Resultaten hamnar i journalen av sig själva, så mina sjuksköterskor lägger tiden på patienterna i stället för att skriva av testkassetter.',
    },
    author: { en: 'Jonas Falk', sv: 'Jonas Falk' },
    position: { en: 'Head of Nursing', sv: 'Vårdenhetschef' },
    organisation: { en: 'occupational health service, Malmö', sv: 'företagshälsovård i Malmö' },
  },
  {
    key: 'elin-forsberg',
    placement: 'solutions-healthcare',
    quote: {
      en: 'We were sceptical until we had reviewed the performance data. Now the laboratory receives only the samples that genuinely need confirming.',
      sv: 'Vi var skeptiska tills vi hade gått igenom prestandauppgifterna. Nu får laboratoriet bara de prov som verkligen behöver bekräftas.',
    },
    author: { en: 'Dr Elin Forsberg', sv: 'Elin Forsberg' },
    position: { en: 'Head of Laboratory Medicine', sv: 'Verksamhetschef för laboratoriemedicin' },
    organisation: { en: 'regional hospital, Northern Sweden', sv: 'regionsjukhus i Norrland' },
  },
  {
    key: 'henrik-sjoberg',
    placement: 'solutions-workplace',
    quote: {
      en: 'We used to lose most of a day after every incident, waiting for answers. Now we test on site, know within minutes, and the people involved are usually back at work the same shift.',
      sv: 'Förr förlorade vi nästan en hel dag efter varje tillbud i väntan på besked. Nu testar vi på plats, har besked på några minuter och de inblandade är oftast tillbaka i arbete samma skift.',
    },
    author: { en: 'Henrik Sjöberg', sv: 'Henrik Sjöberg' },
    position: { en: 'Health and Safety Manager', sv: 'Arbetsmiljöchef' },
    organisation: { en: 'Swedish mining company', sv: 'svenskt gruvföretag' },
  },
  {
    key: 'karin-holmqvist',
    placement: 'products-instaclear',
    quote: {
      en: 'We used to wait days for laboratory answers after an incident. Now the screening result is there before the shift ends, and the laboratory only sees the samples that need it.',
      sv: 'Förut väntade vi i flera dagar på svar från laboratoriet efter ett tillbud. Nu finns screeningresultatet innan skiftet är slut, och laboratoriet får bara de prov som verkligen behöver analyseras.',
    },
    author: { en: 'Karin Holmqvist', sv: 'Karin Holmqvist' },
    position: { en: 'Head of Health and Safety', sv: 'Chef för arbetsmiljö och säkerhet' },
    organisation: { en: 'logistics company, Gothenburg', sv: 'logistikföretag i Göteborg' },
  },
  {
    key: 'sofia-nyberg',
    placement: 'products-circular-testing',
    quote: {
      en: 'We used to wait a week for a laboratory answer and then had nothing to offer the employee. Now we have a verified result the next day and a clinician who takes it from there.',
      sv: 'Förut väntade vi en vecka på svar från laboratoriet och hade sedan inget att erbjuda medarbetaren. Nu har vi ett verifierat resultat nästa dag och vårdpersonal som tar vid.',
    },
    author: { en: 'Sofia Nyberg', sv: 'Sofia Nyberg' },
    position: { en: 'Head of Health and Safety', sv: 'Chef för arbetsmiljö och säkerhet' },
    organisation: { en: 'Nordic logistics company', sv: 'nordiskt logistikföretag' },
  },
];
