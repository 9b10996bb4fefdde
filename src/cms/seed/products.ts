import { nbsp } from '@/content/figures';
import type { ProductId } from '@/content/products';
import type { IconName } from '@/content/schema';
import type { Localized } from '@/i18n/localized';

/**
 * The products as they were first published: what `seedCms` (src/cms/seed/index.ts) creates in an
 * empty CMS. From then on the CMS holds them and editors change them there; this file is never
 * read by a page.
 */
export type ProductSeed = {
  key: ProductId;
  type: 'workplace' | 'consumer';
  status: 'available' | 'coming-soon';
  icon: IconName;
  headline: Localized;
  lede: Localized;
  name: Localized;
  badge: Localized;
  category: Localized;
  description: Localized;
  features: Localized[];
};

export const productSeeds: ProductSeed[] = [
  {
    key: 'instaclear',
    headline: { en: 'Drug testing at work, answered in minutes', sv: 'Drogtester på jobbet – svar på några minuter' },
    lede: {
      en: 'InstaCLEAR is a rapid saliva drug test for employers. The sample is taken under observation, the result appears on site, and only the few preliminary positive screens go on to a laboratory.',
      sv: 'InstaCLEAR är ett snabbt drogtest i saliv, utvecklat för arbetsgivare. Provet tas under övervakning, resultatet syns direkt på plats och bara de få prov som är preliminärt positiva skickas vidare till laboratorium.',
    },
    name: { en: 'InstaCLEAR', sv: 'InstaCLEAR' },
    type: 'workplace',
    status: 'available',
    icon: 'scan',
    badge: { en: 'Most popular', sv: 'Mest populär' },
    category: { en: 'Rapid saliva drug test', sv: 'Drogtest i saliv' },
    description: {
      en: `A CE-marked saliva drug test that gives a screening result on site in under {resultMinutes}, so most tests never need a laboratory.`,
      sv: `Ett CE-\u2060märkt drogtest i saliv som ger ett screeningresultat på under {resultMinutes} direkt på plats, så att de flesta prov aldrig behöver skickas till laboratorium.`,
    },
    features: [
      { en: `Result in under {resultMinutes}`, sv: `Svar på under {resultMinutes}` },
      { en: `{labAvoidancePercent} of tests settled without a laboratory`, sv: `{labAvoidancePercent} av proven avgörs utan laboratorieanalys` },
      { en: 'Observed collection, hard to tamper with', sv: 'Övervakad provtagning som är svår att manipulera' },
      { en: `Made under ISO${nbsp}13485-certified quality management`, sv: `Tillverkat inom ett ISO${nbsp}13485-\u2060certifierat kvalitetsledningssystem` },
    ],
  },
  {
    key: 'circular-testing',
    headline: { en: 'Circular Testing: from screening to support in one programme', sv: 'Circular Testing: från screening till stöd i ett och samma program' },
    lede: {
      en: `Rapid screening, verification by a medical review officer and a telehealth referral for anyone who needs help – one programme instead of three suppliers. Results in under {circularResultHours}, {costReductionPercent} lower testing costs and a programme running within {circularImplementationWeeks}.`,
      sv: `Snabbscreening, läkarverifiering (MRO) och hänvisning till digital vård för den som behöver hjälp – ett program i stället för tre leverantörer. Resultat inom {circularResultHours}, {costReductionPercent} lägre testkostnader och i gång inom {circularImplementationWeeks}.`,
    },
    name: { en: 'Circular Testing', sv: 'Circular Testing' },
    type: 'workplace',
    status: 'available',
    icon: 'cycle',
    badge: { en: 'Complete programme', sv: 'Komplett program' },
    category: { en: 'Workplace testing programme', sv: 'Testprogram för arbetsplatser' },
    description: {
      en: 'Rapid screening, verification by a medical review officer (MRO) and referral to telehealth support in one programme that puts prevention before punishment.',
      sv: 'Snabbscreening, läkarverifiering (MRO) och hänvisning till digital vård i ett och samma program, där förebyggande arbete går före bestraffning.',
    },
    features: [
      { en: `{costReductionPercent} lower testing costs`, sv: `{costReductionPercent} lägre testkostnader` },
      { en: `Verified results within {circularResultHours}`, sv: `Verifierade resultat inom {circularResultHours}` },
      { en: `Telehealth contact within {circularTelehealthHours}`, sv: `Kontakt via digital vård inom {circularTelehealthHours}` },
      { en: `Up and running in {circularImplementationWeeks}`, sv: `I gång inom {circularImplementationWeeks}` },
    ],
  },
  {
    key: 'vdt',
    headline: { en: 'VDT: drug testing wherever your people work', sv: 'VDT: drogtestning där era medarbetare arbetar' },
    lede: {
      en: `Remote tests watched by an AI proctor, a {vdtForecastDayCompound} risk forecast for every site and results that flow into your health records – for field teams, drivers and remote sites that a testing van never reaches.`,
      sv: `Tester på distans som övervakas av AI, en riskprognos för {vdtForecastDays} för varje arbetsplats och resultat som går direkt in i journalsystemet – för fältpersonal, förare och avlägsna arbetsplatser som en testbuss aldrig når.`,
    },
    name: { en: 'VDT', sv: 'VDT' },
    type: 'workplace',
    status: 'coming-soon',
    icon: 'video',
    badge: { en: 'Pilot {vdtPilotYear}', sv: 'Pilot {vdtPilotYear}' },
    category: { en: 'Virtual drug testing platform', sv: 'Plattform för virtuell drogtestning' },
    description: {
      en: 'Remote drug testing proctored by AI, with risk forecasting and integration with health records, offered as a subscription.',
      sv: 'AI-övervakad drogtestning på distans som abonnemang, med riskprognoser och koppling till journalsystem.',
    },
    features: [
      { en: 'AI-proctored testing from any location', sv: 'AI-övervakade tester var som helst' },
      { en: '{vdtForecastDayCompound} risk forecast', sv: 'Riskprognos för {vdtForecastDays}' },
      { en: 'Integration with health records', sv: 'Koppling till journalsystem' },
      { en: `{adminTimeReductionPercent} less administration`, sv: `{adminTimeReductionPercent} mindre administration` },
    ],
  },
  {
    key: 'hair-analysis',
    headline: { en: 'Hair analysis: {hairDetectionMonths} months of history in one sample', sv: 'Håranalys: {hairDetectionMonths} månaders historik i ett enda prov' },
    lede: {
      en: `A few strands of hair show substance use over the past {hairDetectionMonths} months – not just the last two days. For pre-employment checks, return-to-work programmes and follow-up where a pattern matters more than a moment.`,
      sv: `Några hårstrån visar droganvändning under de senaste {hairDetectionMonths} månaderna – inte bara de senaste två dygnen. För kontroller inför anställning, återgång i arbete och uppföljning där ett mönster säger mer än ett ögonblick.`,
    },
    name: { en: 'Hair analysis', sv: 'Håranalys' },
    type: 'workplace',
    status: 'coming-soon',
    icon: 'microscope',
    badge: { en: 'Coming soon', sv: 'Kommer snart' },
    category: { en: 'Laboratory hair drug testing', sv: 'Drogtest med laboratorieanalys av hårprov' },
    description: {
      en: `Laboratory analysis of a hair sample that shows drug use over the past {hairDetectionDays}, for pre-employment checks and follow-up.`,
      sv: `Laboratorieanalys av ett hårprov som visar drogbruk under de senaste {hairDetectionDays}na – för kontroller vid anställning och för uppföljning.`,
    },
    features: [
      { en: '{hairDetectionDayCompound} detection window', sv: 'Påvisar bruk upp till {hairDetectionDays} bakåt' },
      { en: 'Laboratory report within {hairTurnaroundHours}', sv: 'Laboratorierapport inom {hairTurnaroundHours}' },
      { en: 'Discreet collection without observed urination, hard to manipulate', sv: 'Diskret provtagning utan övervakad urinlämning, svår att manipulera' },
    ],
  },
  {
    key: 'instacheck',
    headline: { en: `Know your iron levels in {resultMinutes}`, sv: `Koll på järnet på {resultMinutes}` },
    lede: {
      en: `Tired, pale or short of breath? InstaCHECK measures ferritin, your body’s iron store, in a drop of blood from your fingertip, with {ferritinAccuracyPercent} accuracy.`,
      sv: `Trött, blek eller andfådd? Järnbristtestet från InstaCHECK mäter ferritin, ett mått på kroppens järnförråd, i en droppe blod från fingertoppen – med {ferritinAccuracyPercent} träffsäkerhet.`,
    },
    name: { en: 'InstaCHECK', sv: 'InstaCHECK' },
    type: 'consumer',
    status: 'available',
    icon: 'droplet',
    badge: { en: 'CE-marked self-test', sv: 'CE-\u2060märkt självtest' },
    category: { en: 'Ferritin self-test', sv: 'Järnbristtest (ferritin)' },
    description: {
      en: `A self-test that shows whether your iron stores (ferritin) are low, with {ferritinAccuracyPercent} accuracy in {resultMinutes}.`,
      sv: `Järnbristtestet i InstaCHECK-serien visar om dina järnförråd (ferritin) är låga – med svar på {resultMinutes} och {ferritinAccuracyPercent} träffsäkerhet.`,
    },
    features: [
      { en: `{ferritinAccuracyPercent} accuracy`, sv: `{ferritinAccuracyPercent} träffsäkerhet` },
      { en: `Result in {resultMinutes}`, sv: `Svar på {resultMinutes}` },
      { en: 'A drop of blood from the fingertip', sv: 'En droppe blod från fingertoppen' },
      { en: 'Sold at pharmacies', sv: 'Säljs på apotek' },
    ],
  },
  {
    key: 'instafind',
    headline: { en: 'Laboratory-grade testing, at home', sv: 'Test med laboratoriekvalitet – hemma' },
    lede: {
      en: 'InstaFIND uses molecular technology, the method laboratories use, to tell influenza A, influenza B, RSV and COVID-19 apart from one nasal swab. The app guides you through the test, reads the result and tells you what to do next.',
      sv: 'InstaFINDs 4-i-1-virustest bygger på molekylär teknik, samma metod som laboratorierna använder, och skiljer influensa A, influensa B, RSV och covid-19 åt med ett enda näsprov. Appen guidar dig genom testet, läser av svaret och berättar vad du ska göra sedan.',
    },
    name: { en: 'InstaFIND', sv: 'InstaFIND' },
    type: 'consumer',
    status: 'available',
    icon: 'beaker',
    badge: { en: 'With app', sv: 'Med app' },
    category: { en: 'Molecular self-test with app', sv: 'Molekylärt självtest med app' },
    description: {
      en: 'A molecular self-test for home use, read and explained by a mobile app that keeps your results safe and helps you act on them.',
      sv: 'InstaFIND-seriens 4-i-1-virustest är ett molekylärt självtest för hemmabruk. En mobilapp läser av och förklarar svaret, sparar dina resultat säkert och visar vad du bör göra härnäst.',
    },
    features: [
      { en: `{molecularConcordancePercent} concordance with laboratory methods`, sv: `{molecularConcordancePercent} överensstämmelse med laboratoriemetoder` },
      { en: 'Result read by the app', sv: 'Resultatet läses av i appen' },
      { en: 'Telehealth appointment from the app', sv: 'Boka digital vård direkt i appen' },
    ],
  },
];
