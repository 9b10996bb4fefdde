import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { forecastAccuracySource, productFigureValues } from '../migration-data/product-figures'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`marketing_figures\` ADD \`vdt_pilot_year_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` ADD \`vdt_launch_year_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` ADD \`vdt_forecast_days_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` ADD \`vdt_forecast_accuracy_percent_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` ADD \`hair_detection_days_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` ADD \`hair_turnaround_hours_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` ADD \`hair_express_hours_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` ADD \`hair_price_range_usd_from\` numeric;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` ADD \`hair_price_range_usd_to\` numeric;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` ADD \`hair_tamper_detection_percent_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` ADD \`hair_urine_tamper_detection_percent_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` ADD \`hair_adoption2027_percent_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` ADD \`hair_nordic_share2028_percent_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`marketing_figures_locales\` ADD \`vdt_forecast_accuracy_percent_claim\` text;`)
  await db.run(sql`ALTER TABLE \`marketing_figures_locales\` ADD \`vdt_forecast_accuracy_percent_basis\` text;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` ADD \`version_vdt_pilot_year_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` ADD \`version_vdt_launch_year_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` ADD \`version_vdt_forecast_days_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` ADD \`version_vdt_forecast_accuracy_percent_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` ADD \`version_hair_detection_days_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` ADD \`version_hair_turnaround_hours_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` ADD \`version_hair_express_hours_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` ADD \`version_hair_price_range_usd_from\` numeric;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` ADD \`version_hair_price_range_usd_to\` numeric;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` ADD \`version_hair_tamper_detection_percent_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` ADD \`version_hair_urine_tamper_detection_percent_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` ADD \`version_hair_adoption2027_percent_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` ADD \`version_hair_nordic_share2028_percent_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v_locales\` ADD \`version_vdt_forecast_accuracy_percent_claim\` text;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v_locales\` ADD \`version_vdt_forecast_accuracy_percent_basis\` text;`)
  // A site that already has its figures gets the product figures as they were published in the code.
  for (const [table, prefix] of [['marketing_figures', ''], ['_marketing_figures_v', 'version_']] as const) {
    const columns = Object.entries(productFigureValues).map(([column, value]) => sql`${sql.identifier(`${prefix}${column}`)} = ${value}`)
    await db.run(sql`UPDATE ${sql.identifier(table)} SET ${sql.join(columns, sql`, `)}`)
  }
  for (const [table, prefix] of [['marketing_figures_locales', ''], ['_marketing_figures_v_locales', 'version_']] as const) {
    for (const [locale, { claim, basis }] of Object.entries(forecastAccuracySource)) {
      await db.run(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(`${prefix}vdt_forecast_accuracy_percent_claim`)} = ${claim}, ${sql.identifier(`${prefix}vdt_forecast_accuracy_percent_basis`)} = ${basis} WHERE ${sql.identifier('_locale')} = ${locale}`)
    }
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`marketing_figures\` DROP COLUMN \`vdt_pilot_year_value\`;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` DROP COLUMN \`vdt_launch_year_value\`;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` DROP COLUMN \`vdt_forecast_days_value\`;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` DROP COLUMN \`vdt_forecast_accuracy_percent_value\`;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` DROP COLUMN \`hair_detection_days_value\`;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` DROP COLUMN \`hair_turnaround_hours_value\`;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` DROP COLUMN \`hair_express_hours_value\`;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` DROP COLUMN \`hair_price_range_usd_from\`;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` DROP COLUMN \`hair_price_range_usd_to\`;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` DROP COLUMN \`hair_tamper_detection_percent_value\`;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` DROP COLUMN \`hair_urine_tamper_detection_percent_value\`;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` DROP COLUMN \`hair_adoption2027_percent_value\`;`)
  await db.run(sql`ALTER TABLE \`marketing_figures\` DROP COLUMN \`hair_nordic_share2028_percent_value\`;`)
  await db.run(sql`ALTER TABLE \`marketing_figures_locales\` DROP COLUMN \`vdt_forecast_accuracy_percent_claim\`;`)
  await db.run(sql`ALTER TABLE \`marketing_figures_locales\` DROP COLUMN \`vdt_forecast_accuracy_percent_basis\`;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` DROP COLUMN \`version_vdt_pilot_year_value\`;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` DROP COLUMN \`version_vdt_launch_year_value\`;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` DROP COLUMN \`version_vdt_forecast_days_value\`;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` DROP COLUMN \`version_vdt_forecast_accuracy_percent_value\`;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` DROP COLUMN \`version_hair_detection_days_value\`;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` DROP COLUMN \`version_hair_turnaround_hours_value\`;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` DROP COLUMN \`version_hair_express_hours_value\`;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` DROP COLUMN \`version_hair_price_range_usd_from\`;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` DROP COLUMN \`version_hair_price_range_usd_to\`;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` DROP COLUMN \`version_hair_tamper_detection_percent_value\`;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` DROP COLUMN \`version_hair_urine_tamper_detection_percent_value\`;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` DROP COLUMN \`version_hair_adoption2027_percent_value\`;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v\` DROP COLUMN \`version_hair_nordic_share2028_percent_value\`;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v_locales\` DROP COLUMN \`version_vdt_forecast_accuracy_percent_claim\`;`)
  await db.run(sql`ALTER TABLE \`_marketing_figures_v_locales\` DROP COLUMN \`version_vdt_forecast_accuracy_percent_basis\`;`)
}
