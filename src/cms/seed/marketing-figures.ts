import type { FigureSource } from '@/content/figure-sources';
import { marketingFiguresSchema, type MarketingFigures, type SourcedFigureName } from '@/content/marketing-figures';
import type { Localized } from '@/i18n/localized';

/**
 * The marketing figures as first published (001 §9 'Marketing figures', 000 §9): what `seedCms`
 * creates in an empty CMS. Editors change them in the admin afterwards.
 */
export const marketingFiguresSeed: MarketingFigures = marketingFiguresSchema.parse({
  // The spec gives VDT's pilot as 2025 on one page and 2026 on others; the site settles on 2026.
  vdtPilotYear: 2026,
  vdtLaunchYear: 2026,
  vdtForecastDays: 14,
  vdtForecastAccuracyPercent: 99.8,
  hairDetectionDays: 90,
  hairTurnaroundHours: 48,
  hairExpressHours: 24,
  hairPriceRangeUsd: [150, 400],
  // A hair sample cut under observation, against a urine sample.
  hairTamperDetectionPercent: 98,
  hairUrineTamperDetectionPercent: 72,
  hairAdoption2027Percent: 19,
  hairNordicShare2028Percent: 45,
  resultMinutes: 10,
  competitorResultMinutes: 39,
  labAvoidancePercent: 90,
  competitorLabAvoidancePercent: [35, 40],
  costReductionPercent: 39,
  workplaceRiskReductionPercent: 63,
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
  ferritinAccuracyPercent: 99.2,
  drugTestAccuracyPercent: 99,
  salivaWindowHours: [24, 48],
  healthcareFacilities: 200,
  companiesServed: 500,
  circularResultHours: 24,
  circularTelehealthHours: 4,
  circularImplementationWeeks: [2, 4],
  circularFasterResolutionPercent: 62,
});

const L = (en: string, sv: string): Localized => ({ en, sv });
const nbsp = '\u00a0';

/**
 * What each figure rests on, as first published: the claim as the notes under a page state it
 * (naming its figure) and its basis. Editors keep them with the figures in the CMS.
 */
export const marketingFigureSourcesSeed: Record<SourcedFigureName, FigureSource> = {
  hairTamperDetectionPercent: {
    claim: L('{hairTamperDetectionPercent} of tampering attempts detected in hair samples', '{hairTamperDetectionPercent} av manipulationsförsöken upptäcks i hårprov'),
    basis: L(
      `Our partner laboratory’s 2025 validation study: 400${nbsp}hair samples, some of them bleached, cosmetically treated or swapped, analysed blind. Laboratory data, not yet results from our service, which has not launched.`,
      `Vårt partnerlaboratoriums valideringsstudie 2025: 400${nbsp}hårprov, varav en del var blekta, kosmetiskt behandlade eller utbytta, analyserades blint. Siffran bygger på laboratoriedata, inte på resultat från vår tjänst, som ännu inte har lanserats.`,
    ),
  },
  hairUrineTamperDetectionPercent: {
    claim: L('{hairUrineTamperDetectionPercent} for urine samples', '{hairUrineTamperDetectionPercent} för urinprov'),
    basis: L(
      `The same study’s comparison: 400${nbsp}urine samples, some of them diluted, adulterated or swapped, checked with the laboratory’s standard validity tests (creatinine, pH, specific gravity, oxidants).`,
      `Jämförelsen i samma studie: 400${nbsp}urinprov, varav en del var utspädda, manipulerade med tillsatser eller utbytta, kontrollerades med laboratoriets rutinmässiga validitetskontroller (kreatinin, pH, densitet, oxidationsmedel).`,
    ),
  },
  hairAdoption2027Percent: {
    claim: L('{hairAdoption2027Percent} of testing employers expect to use hair analysis by 2027', '{hairAdoption2027Percent} av de arbetsgivare som testar planerar att införa håranalys senast 2027'),
    basis: L(
      'Our 2025 survey of 210 Nordic employers with a drug and alcohol policy: the share that plans to add hair analysis by 2027. A stated intention, not a measurement of the market.',
      'Vår enkät 2025 till 210 nordiska arbetsgivare med en alkohol- och drogpolicy: andelen som planerar att införa håranalys senast 2027. En uttalad avsikt, inte en mätning av marknaden.',
    ),
  },
  vdtForecastAccuracyPercent: {
    claim: L('{vdtForecastAccuracyPercent} forecast accuracy', '{vdtForecastAccuracyPercent} träffsäkerhet i prognosen'),
    basis: L(
      'Back-testing of the risk model on 2022–2024 test and incident records from our customers’ sites: each 14-day forecast against what happened. VDT is in its pilot, so this is not yet a result from use.',
      'Historisk validering (backtesting) av riskmodellen mot test- och tillbudsdata från våra kunders arbetsplatser 2022–2024: varje 14-dagarsprognos jämförd med utfallet. VDT är i pilotfas, så siffran är ännu inte ett resultat från verklig användning.',
    ),
  },
  resultMinutes: {
    claim: L('Results in under {resultMinutes}', 'Svar på under {resultMinutes}'),
    basis: L(
      'The reading times in the instructions for use of our drug tests for urine and saliva and of our InstaCARE and InstaCHECK self-tests; the InstaFIND virus test takes longer and states its own time.',
      'Avläsningstiderna i bruksanvisningarna för våra drogtester i urin och saliv och för självtesterna i InstaCARE och InstaCHECK; virustestet i InstaFIND tar längre tid och anger sin egen.',
    ),
  },
  competitorResultMinutes: {
    claim: L('{competitorResultMinutes} or more for other services', '{competitorResultMinutes} eller mer hos andra testtjänster'),
    basis: L(
      'Our 2024 comparison of the published turnaround times of five Nordic occupational-health testing services (median from sample to on-site result).',
      'Vår jämförelse från 2024 av publicerade svarstider hos fem nordiska testtjänster (median från provtagning till svar på plats).',
    ),
  },
  labAvoidancePercent: {
    claim: L('{labAvoidancePercent} of samples settled without a laboratory', '{labAvoidancePercent} av proven avgörs utan laboratorieanalys'),
    basis: L(
      'The share of negative screening results in our customers’ workplace testing in 2024 and 2025; only the other results go on to a laboratory.',
      'Andelen negativa screeningresultat vid våra kunders testning på arbetsplatser 2024 och 2025 – bara övriga prov skickas vidare till laboratorium.',
    ),
  },
  competitorLabAvoidancePercent: {
    claim: L('{competitorLabAvoidancePercent} for other services', '{competitorLabAvoidancePercent} hos andra testtjänster'),
    basis: L(
      'The same 2024 comparison of five Nordic testing services: the share of samples they settle without a laboratory.',
      'Samma jämförelse från 2024 av fem nordiska testtjänster: andelen prov som avgörs utan laboratorieanalys.',
    ),
  },
  costReductionPercent: {
    claim: L('{costReductionPercent} lower testing costs', '{costReductionPercent} lägre testkostnader'),
    basis: L(
      'The average saving in the first year of 27 customers who moved from laboratory testing to our on-site tests (our customer review, 2025).',
      'Den genomsnittliga besparingen under första året för 27 kunder som gick över från laboratorietestning till våra tester på plats (vår kunduppföljning 2025).',
    ),
  },
  workplaceRiskReductionPercent: {
    claim: L('{workplaceRiskReductionPercent} lower workplace risk', '{workplaceRiskReductionPercent} lägre risk på arbetsplatsen'),
    basis: L(
      'Recorded safety incidents at 12 customer sites in the two years after they began a testing programme, against the two years before (our customer review, 2025; not a controlled study).',
      'Rapporterade tillbud och olyckor på tolv kunders arbetsplatser under de två åren efter att de införde ett testprogram, jämfört med de två åren innan (vår kunduppföljning 2025; ingen kontrollerad studie).',
    ),
  },
  costPerTestUsd: {
    claim: L('{costPerTestUsd} per test', '{costPerTestUsd} per test'),
    basis: L('Our list prices per test in 2026, before volume discounts.', 'Våra listpriser per test 2026, före volymrabatter.'),
  },
  traditionalCostPerTestUsd: {
    claim: L('{traditionalCostPerTestUsd} per laboratory test', '{traditionalCostPerTestUsd} per laboratorietest'),
    basis: L(
      'The published prices of laboratory drug screening at Nordic providers in 2024 (our comparison).',
      'De publicerade priserna för drogscreening på laboratorium hos nordiska leverantörer 2024 (vår jämförelse).',
    ),
  },
  fasterDeploymentPercent: {
    claim: L('{fasterDeploymentPercent} faster deployment', '{fasterDeploymentPercent} snabbare införande'),
    basis: L(
      'The median time from order to first test day for our new customers in 2025, against the laboratory programmes they replaced (our customer review).',
      'Mediantiden från beställning till första testdag för våra nya kunder 2025, jämfört med de laboratorieprogram de ersatte (vår kunduppföljning).',
    ),
  },
  improvedOutcomesPercent: {
    claim: L('{improvedOutcomesPercent} improved outcomes', '{improvedOutcomesPercent} bättre vårdresultat'),
    basis: L(
      'Reported by 14 healthcare clients in our 2025 follow-up survey, against the year before they started (self-reported; not a controlled study).',
      'Enligt 14 vårdkunder i vår uppföljningsenkät 2025, jämfört med året innan de började med testerna (självrapporterade uppgifter; ingen kontrollerad studie).',
    ),
  },
  systemCompatibilityPercent: {
    claim: L('{systemCompatibilityPercent} system compatibility', 'Fungerar med {systemCompatibilityPercent} av systemen'),
    basis: L(
      'The share of the 40 most used Nordic patient-record and HR systems our integration (HL7 FHIR or CSV) connects to without custom work (our review, 2025).',
      'Andelen av de 40 vanligaste nordiska journal- och HR-systemen som vår integration (HL7 FHIR eller CSV) kan anslutas till utan särskild anpassning (vår genomgång 2025).',
    ),
  },
  preEmploymentClearanceMinutes: {
    claim: L('Pre-employment clearance in {preEmploymentClearanceMinutes}', 'Klartecken vid nyanställning på {preEmploymentClearanceMinutes}'),
    basis: L(
      'The median time from sample to cleared result in pre-employment testing at customer sites in 2025.',
      'Mediantiden från prov till klartecken vid testning inför anställning hos våra kunder 2025.',
    ),
  },
  postAccidentDowntimeReductionPercent: {
    claim: L('{postAccidentDowntimeReductionPercent} less downtime after an incident', '{postAccidentDowntimeReductionPercent} kortare stillestånd efter en olycka'),
    basis: L(
      'The median time until work resumed after an incident at 8 customer sites, with on-site testing against waiting for a laboratory result (2024–2025).',
      'Mediantiden tills arbetet kom i gång igen efter en olycka eller ett tillbud på åtta kunders arbetsplatser, med testning på plats jämfört med att vänta på laboratoriesvar (2024–2025).',
    ),
  },
  adminTimeReductionPercent: {
    claim: L('{adminTimeReductionPercent} less administration', '{adminTimeReductionPercent} mindre administrationstid'),
    basis: L(
      'The time spent per test on booking, forms and reporting, measured with 6 customers before and after they moved to our digital records (2025).',
      'Tiden per test för bokning, blanketter och rapportering, mätt hos sex kunder före och efter att de gick över till vår digitala dokumentation (2025).',
    ),
  },
  telehealthHandoffMinutes: {
    claim: L('Telehealth handoff in under {telehealthHandoffMinutes}', 'Hänvisning till digital vård på under {telehealthHandoffMinutes}'),
    basis: L(
      'The median time from a result that needs follow-up to a clinician’s call in our telehealth service in 2025.',
      'Mediantiden från ett resultat som behöver följas upp till ett samtal med vårdpersonal i vår digitala vårdtjänst 2025.',
    ),
  },
  clientRating: {
    claim: L('{clientRating} client rating', 'Betyget {clientRating} från kunderna'),
    basis: L('The average of 312 ratings in our 2025 customer survey.', 'Genomsnittet av 312 betyg i vår kundenkät 2025.'),
  },
  molecularConcordancePercent: {
    claim: L('{molecularConcordancePercent} concordance with laboratory methods (RT-PCR, InstaFIND)', '{molecularConcordancePercent} överensstämmelse med laboratoriemetoder (RT-PCR, InstaFIND)'),
    basis: L(
      `The clinical performance study of the molecular self-test (612${nbsp}samples) in its technical documentation under the IVDR.`,
      `Den kliniska prestandastudien av det molekylära självtestet (612${nbsp}prov). Studien ingår i testets tekniska dokumentation enligt IVDR.`,
    ),
  },
  ferritinAccuracyPercent: {
    claim: L('{ferritinAccuracyPercent} accuracy of the ferritin self-test', '{ferritinAccuracyPercent} träffsäkerhet hos järnbristtestet (ferritin)'),
    basis: L(
      `The clinical performance study of the ferritin self-test against laboratory measurement (480${nbsp}samples) in its technical documentation under the IVDR.`,
      `Den kliniska prestandastudien (480${nbsp}prov) där järnbristtestet (ferritin) jämfördes med mätning på laboratorium. Studien ingår i testets tekniska dokumentation enligt IVDR.`,
    ),
  },
  drugTestAccuracyPercent: {
    claim: L('{drugTestAccuracyPercent} accuracy of the drug tests', '{drugTestAccuracyPercent} träffsäkerhet för drogtesterna'),
    basis: L(
      'The overall agreement with GC-MS or LC-MS/MS confirmation in the clinical performance studies of our urine and saliva drug tests, in their technical documentation under the IVDR.',
      'Den sammantagna överensstämmelsen med bekräftelseanalys (GC-MS eller LC-MS/MS) i de kliniska prestandastudierna av våra drogtester i urin och saliv, i deras tekniska dokumentation enligt IVDR.',
    ),
  },
  salivaWindowHours: {
    claim: L('A detection window of {salivaWindowHours}', 'En påvisningstid på {salivaWindowHours}'),
    basis: L(
      'The detection windows published for the substances of our saliva test, as its technical documentation states them.',
      'De publicerade påvisningstiderna för substanserna i vårt salivtest, enligt testets tekniska dokumentation.',
    ),
  },
  healthcareFacilities: {
    claim: L('{healthcareFacilities} healthcare facilities', '{healthcareFacilities} vårdenheter'),
    basis: L('Facilities with an active supply agreement in our customer register, January 2026.', 'Vårdenheter med ett gällande leveransavtal i vårt kundregister, januari 2026.'),
  },
  companiesServed: {
    claim: L('{companiesServed} companies', '{companiesServed} företag'),
    basis: L('Companies that bought tests or a testing programme from us in 2025, from our customer register.', 'Företag som köpte tester eller ett testprogram av oss 2025, enligt vårt kundregister.'),
  },
  circularResultHours: {
    claim: L('Verified results within {circularResultHours}', 'Verifierade resultat inom {circularResultHours}'),
    basis: L('The service terms of Circular Testing: from the sample’s arrival at the laboratory.', 'Enligt tjänstevillkoren för Circular Testing, räknat från att provet når laboratoriet.'),
  },
  circularTelehealthHours: {
    claim: L('Telehealth within {circularTelehealthHours}', 'Digital vård inom {circularTelehealthHours}'),
    basis: L('The service terms of Circular Testing: from a result that needs follow-up.', 'Enligt tjänstevillkoren för Circular Testing, räknat från ett resultat som behöver följas upp.'),
  },
  circularImplementationWeeks: {
    claim: L('Up and running in {circularImplementationWeeks}', 'I gång inom {circularImplementationWeeks}'),
    basis: L('The time from contract to first test day for Circular Testing customers in 2025.', 'Tiden från avtal till första testdag för våra Circular Testing-kunder 2025.'),
  },
  circularFasterResolutionPercent: {
    claim: L('{circularFasterResolutionPercent} faster resolution', '{circularFasterResolutionPercent} snabbare avslutade ärenden'),
    basis: L(
      'The median time to a closed case in the 2025 Circular Testing pilot with 5 employers, against their laboratory-only programmes.',
      'Mediantiden till avslutat ärende i pilotprojektet med Circular Testing hos fem arbetsgivare 2025, jämfört med deras program med enbart laboratorieanalys.',
    ),
  },
};
