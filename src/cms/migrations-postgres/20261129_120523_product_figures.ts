import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { productFigureSources, productFigureValues } from '../migration-data/product-figures'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "marketing_figures" ADD COLUMN "vdt_pilot_year_value" numeric;
  ALTER TABLE "marketing_figures" ADD COLUMN "vdt_launch_year_value" numeric;
  ALTER TABLE "marketing_figures" ADD COLUMN "vdt_forecast_days_value" numeric;
  ALTER TABLE "marketing_figures" ADD COLUMN "vdt_forecast_accuracy_percent_value" numeric;
  ALTER TABLE "marketing_figures" ADD COLUMN "hair_detection_days_value" numeric;
  ALTER TABLE "marketing_figures" ADD COLUMN "hair_turnaround_hours_value" numeric;
  ALTER TABLE "marketing_figures" ADD COLUMN "hair_express_hours_value" numeric;
  ALTER TABLE "marketing_figures" ADD COLUMN "hair_price_range_usd_from" numeric;
  ALTER TABLE "marketing_figures" ADD COLUMN "hair_price_range_usd_to" numeric;
  ALTER TABLE "marketing_figures" ADD COLUMN "hair_tamper_detection_percent_value" numeric;
  ALTER TABLE "marketing_figures" ADD COLUMN "hair_urine_tamper_detection_percent_value" numeric;
  ALTER TABLE "marketing_figures" ADD COLUMN "hair_adoption2027_percent_value" numeric;
  ALTER TABLE "marketing_figures" ADD COLUMN "hair_nordic_share2028_percent_value" numeric;
  ALTER TABLE "marketing_figures_locales" ADD COLUMN "vdt_forecast_accuracy_percent_claim" varchar;
  ALTER TABLE "marketing_figures_locales" ADD COLUMN "vdt_forecast_accuracy_percent_basis" varchar;
  ALTER TABLE "marketing_figures_locales" ADD COLUMN "hair_tamper_detection_percent_claim" varchar;
  ALTER TABLE "marketing_figures_locales" ADD COLUMN "hair_tamper_detection_percent_basis" varchar;
  ALTER TABLE "marketing_figures_locales" ADD COLUMN "hair_urine_tamper_detection_percent_claim" varchar;
  ALTER TABLE "marketing_figures_locales" ADD COLUMN "hair_urine_tamper_detection_percent_basis" varchar;
  ALTER TABLE "marketing_figures_locales" ADD COLUMN "hair_adoption2027_percent_claim" varchar;
  ALTER TABLE "marketing_figures_locales" ADD COLUMN "hair_adoption2027_percent_basis" varchar;
  ALTER TABLE "_marketing_figures_v" ADD COLUMN "version_vdt_pilot_year_value" numeric;
  ALTER TABLE "_marketing_figures_v" ADD COLUMN "version_vdt_launch_year_value" numeric;
  ALTER TABLE "_marketing_figures_v" ADD COLUMN "version_vdt_forecast_days_value" numeric;
  ALTER TABLE "_marketing_figures_v" ADD COLUMN "version_vdt_forecast_accuracy_percent_value" numeric;
  ALTER TABLE "_marketing_figures_v" ADD COLUMN "version_hair_detection_days_value" numeric;
  ALTER TABLE "_marketing_figures_v" ADD COLUMN "version_hair_turnaround_hours_value" numeric;
  ALTER TABLE "_marketing_figures_v" ADD COLUMN "version_hair_express_hours_value" numeric;
  ALTER TABLE "_marketing_figures_v" ADD COLUMN "version_hair_price_range_usd_from" numeric;
  ALTER TABLE "_marketing_figures_v" ADD COLUMN "version_hair_price_range_usd_to" numeric;
  ALTER TABLE "_marketing_figures_v" ADD COLUMN "version_hair_tamper_detection_percent_value" numeric;
  ALTER TABLE "_marketing_figures_v" ADD COLUMN "version_hair_urine_tamper_detection_percent_value" numeric;
  ALTER TABLE "_marketing_figures_v" ADD COLUMN "version_hair_adoption2027_percent_value" numeric;
  ALTER TABLE "_marketing_figures_v" ADD COLUMN "version_hair_nordic_share2028_percent_value" numeric;
  ALTER TABLE "_marketing_figures_v_locales" ADD COLUMN "version_vdt_forecast_accuracy_percent_claim" varchar;
  ALTER TABLE "_marketing_figures_v_locales" ADD COLUMN "version_vdt_forecast_accuracy_percent_basis" varchar;
  ALTER TABLE "_marketing_figures_v_locales" ADD COLUMN "version_hair_tamper_detection_percent_claim" varchar;
  ALTER TABLE "_marketing_figures_v_locales" ADD COLUMN "version_hair_tamper_detection_percent_basis" varchar;
  ALTER TABLE "_marketing_figures_v_locales" ADD COLUMN "version_hair_urine_tamper_detection_percent_claim" varchar;
  ALTER TABLE "_marketing_figures_v_locales" ADD COLUMN "version_hair_urine_tamper_detection_percent_basis" varchar;
  ALTER TABLE "_marketing_figures_v_locales" ADD COLUMN "version_hair_adoption2027_percent_claim" varchar;
  ALTER TABLE "_marketing_figures_v_locales" ADD COLUMN "version_hair_adoption2027_percent_basis" varchar;`)
  // A site that already has its figures gets the product figures as they were published in the code.
  for (const [table, prefix] of [['marketing_figures', ''], ['_marketing_figures_v', 'version_']] as const) {
    const columns = Object.entries(productFigureValues).map(([column, value]) => sql`${sql.identifier(`${prefix}${column}`)} = ${value}`)
    await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.join(columns, sql`, `)}`)
  }
  for (const [table, prefix] of [['marketing_figures_locales', ''], ['_marketing_figures_v_locales', 'version_']] as const) {
    for (const locale of ['en', 'sv'] as const) {
      const columns = Object.entries(productFigureSources).flatMap(([figure, source]) => [
        sql`${sql.identifier(`${prefix}${figure}_claim`)} = ${source[locale].claim}`,
        sql`${sql.identifier(`${prefix}${figure}_basis`)} = ${source[locale].basis}`,
      ])
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.join(columns, sql`, `)} WHERE ${sql.identifier('_locale')} = ${locale}`)
    }
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "marketing_figures" DROP COLUMN "vdt_pilot_year_value";
  ALTER TABLE "marketing_figures" DROP COLUMN "vdt_launch_year_value";
  ALTER TABLE "marketing_figures" DROP COLUMN "vdt_forecast_days_value";
  ALTER TABLE "marketing_figures" DROP COLUMN "vdt_forecast_accuracy_percent_value";
  ALTER TABLE "marketing_figures" DROP COLUMN "hair_detection_days_value";
  ALTER TABLE "marketing_figures" DROP COLUMN "hair_turnaround_hours_value";
  ALTER TABLE "marketing_figures" DROP COLUMN "hair_express_hours_value";
  ALTER TABLE "marketing_figures" DROP COLUMN "hair_price_range_usd_from";
  ALTER TABLE "marketing_figures" DROP COLUMN "hair_price_range_usd_to";
  ALTER TABLE "marketing_figures" DROP COLUMN "hair_tamper_detection_percent_value";
  ALTER TABLE "marketing_figures" DROP COLUMN "hair_urine_tamper_detection_percent_value";
  ALTER TABLE "marketing_figures" DROP COLUMN "hair_adoption2027_percent_value";
  ALTER TABLE "marketing_figures" DROP COLUMN "hair_nordic_share2028_percent_value";
  ALTER TABLE "marketing_figures_locales" DROP COLUMN "vdt_forecast_accuracy_percent_claim";
  ALTER TABLE "marketing_figures_locales" DROP COLUMN "vdt_forecast_accuracy_percent_basis";
  ALTER TABLE "marketing_figures_locales" DROP COLUMN "hair_tamper_detection_percent_claim";
  ALTER TABLE "marketing_figures_locales" DROP COLUMN "hair_tamper_detection_percent_basis";
  ALTER TABLE "marketing_figures_locales" DROP COLUMN "hair_urine_tamper_detection_percent_claim";
  ALTER TABLE "marketing_figures_locales" DROP COLUMN "hair_urine_tamper_detection_percent_basis";
  ALTER TABLE "marketing_figures_locales" DROP COLUMN "hair_adoption2027_percent_claim";
  ALTER TABLE "marketing_figures_locales" DROP COLUMN "hair_adoption2027_percent_basis";
  ALTER TABLE "_marketing_figures_v" DROP COLUMN "version_vdt_pilot_year_value";
  ALTER TABLE "_marketing_figures_v" DROP COLUMN "version_vdt_launch_year_value";
  ALTER TABLE "_marketing_figures_v" DROP COLUMN "version_vdt_forecast_days_value";
  ALTER TABLE "_marketing_figures_v" DROP COLUMN "version_vdt_forecast_accuracy_percent_value";
  ALTER TABLE "_marketing_figures_v" DROP COLUMN "version_hair_detection_days_value";
  ALTER TABLE "_marketing_figures_v" DROP COLUMN "version_hair_turnaround_hours_value";
  ALTER TABLE "_marketing_figures_v" DROP COLUMN "version_hair_express_hours_value";
  ALTER TABLE "_marketing_figures_v" DROP COLUMN "version_hair_price_range_usd_from";
  ALTER TABLE "_marketing_figures_v" DROP COLUMN "version_hair_price_range_usd_to";
  ALTER TABLE "_marketing_figures_v" DROP COLUMN "version_hair_tamper_detection_percent_value";
  ALTER TABLE "_marketing_figures_v" DROP COLUMN "version_hair_urine_tamper_detection_percent_value";
  ALTER TABLE "_marketing_figures_v" DROP COLUMN "version_hair_adoption2027_percent_value";
  ALTER TABLE "_marketing_figures_v" DROP COLUMN "version_hair_nordic_share2028_percent_value";
  ALTER TABLE "_marketing_figures_v_locales" DROP COLUMN "version_vdt_forecast_accuracy_percent_claim";
  ALTER TABLE "_marketing_figures_v_locales" DROP COLUMN "version_vdt_forecast_accuracy_percent_basis";
  ALTER TABLE "_marketing_figures_v_locales" DROP COLUMN "version_hair_tamper_detection_percent_claim";
  ALTER TABLE "_marketing_figures_v_locales" DROP COLUMN "version_hair_tamper_detection_percent_basis";
  ALTER TABLE "_marketing_figures_v_locales" DROP COLUMN "version_hair_urine_tamper_detection_percent_claim";
  ALTER TABLE "_marketing_figures_v_locales" DROP COLUMN "version_hair_urine_tamper_detection_percent_basis";
  ALTER TABLE "_marketing_figures_v_locales" DROP COLUMN "version_hair_adoption2027_percent_claim";
  ALTER TABLE "_marketing_figures_v_locales" DROP COLUMN "version_hair_adoption2027_percent_basis";`)
}
