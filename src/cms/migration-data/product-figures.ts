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

/** The source of the one product figure that is a claim, in both languages. */
export const forecastAccuracySource = {
  en: {
    claim: '{vdtForecastAccuracyPercent} forecast accuracy',
    basis:
      'Back-testing of the risk model on 2022–2024 test and incident records from our customers’ sites: each 14-day forecast against what happened. VDT is in its pilot, so this is not yet a result from use.',
  },
  sv: {
    claim: '{vdtForecastAccuracyPercent} träffsäkerhet i prognosen',
    basis:
      'Historisk validering (backtesting) av riskmodellen mot test- och tillbudsdata från våra kunders arbetsplatser 2022–2024: varje 14-dagarsprognos jämförd med utfallet. VDT är i pilotfas, så siffran är ännu inte ett resultat från verklig användning.',
  },
}
