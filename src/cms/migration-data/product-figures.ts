/**
 * What the product-figures migrations (SQLite and PostgreSQL) write into a site that already has its
 * marketing figures: the values are frozen here, not read from the seed, so a later change to the
 * seed cannot change what an old migration did.
 */

/** The product figures' columns (VDT, hair analysis) as the code published them before they moved into the CMS. */
export const productFigureValues = {
  vdt_pilot_year_value: 2026,
  vdt_launch_year_value: 2026,
  vdt_forecast_days_value: 14,
  vdt_forecast_accuracy_percent_value: 99.8,
  hair_detection_days_value: 90,
  hair_turnaround_hours_value: 48,
  hair_express_hours_value: 24,
  hair_price_range_usd_from: 150,
  hair_price_range_usd_to: 400,
  hair_tamper_detection_percent_value: 98,
  hair_urine_tamper_detection_percent_value: 72,
  hair_adoption2027_percent_value: 19,
  hair_nordic_share2028_percent_value: 45,
}

/** The sources of the product figures that are claims, by column prefix, in both languages. */
export const productFigureSources = {
  vdt_forecast_accuracy_percent: {
    en: { claim: '{vdtForecastAccuracyPercent} forecast accuracy', basis: 'Back-testing of the risk model on 2022–2024 test and incident records from our customers’ sites: each 14-day forecast against what happened. VDT is in its pilot, so this is not yet a result from use.' },
    sv: { claim: '{vdtForecastAccuracyPercent} träffsäkerhet i prognosen', basis: 'Historisk validering (backtesting) av riskmodellen mot test- och tillbudsdata från våra kunders arbetsplatser 2022–2024: varje 14-dagarsprognos jämförd med utfallet. VDT är i pilotfas, så siffran är ännu inte ett resultat från verklig användning.' },
  },
  hair_tamper_detection_percent: {
    en: { claim: '{hairTamperDetectionPercent} of tampering attempts detected in hair samples', basis: 'Our partner laboratory’s 2025 validation study: 400\u00a0hair samples, some of them bleached, cosmetically treated or swapped, analysed blind. Laboratory data, not yet results from our service, which has not launched.' },
    sv: { claim: '{hairTamperDetectionPercent} av manipulationsförsöken upptäcks i hårprov', basis: 'Vårt partnerlaboratoriums valideringsstudie 2025: 400\u00a0hårprov, varav en del var blekta, kosmetiskt behandlade eller utbytta, analyserades blint. Siffran bygger på laboratoriedata, inte på resultat från vår tjänst, som ännu inte har lanserats.' },
  },
  hair_urine_tamper_detection_percent: {
    en: { claim: '{hairUrineTamperDetectionPercent} for urine samples', basis: 'The same study’s comparison: 400\u00a0urine samples, some of them diluted, adulterated or swapped, checked with the laboratory’s standard validity tests (creatinine, pH, specific gravity, oxidants).' },
    sv: { claim: '{hairUrineTamperDetectionPercent} för urinprov', basis: 'Jämförelsen i samma studie: 400\u00a0urinprov, varav en del var utspädda, manipulerade med tillsatser eller utbytta, kontrollerades med laboratoriets rutinmässiga validitetskontroller (kreatinin, pH, densitet, oxidationsmedel).' },
  },
  hair_adoption2027_percent: {
    en: { claim: '{hairAdoption2027Percent} of testing employers expect to use hair analysis by 2027', basis: 'Our 2025 survey of 210 Nordic employers with a drug and alcohol policy: the share that plans to add hair analysis by 2027. A stated intention, not a measurement of the market.' },
    sv: { claim: '{hairAdoption2027Percent} av de arbetsgivare som testar räknar med att ha börjat använda håranalys senast 2027', basis: 'Vår enkät 2025 till 210 nordiska arbetsgivare med en alkohol- och drogpolicy: andelen som planerar att införa håranalys senast 2027. En uttalad avsikt, inte en mätning av marknaden.' },
  },
}
