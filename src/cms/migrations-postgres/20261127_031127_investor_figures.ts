import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_investor_figures_use_of_funds_category" AS ENUM('itDevelopment', 'nordicExpansion', 'researchDevelopment', 'regulatory');
  CREATE TYPE "public"."enum_investor_figures_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__investor_figures_v_version_use_of_funds_category" AS ENUM('itDevelopment', 'nordicExpansion', 'researchDevelopment', 'regulatory');
  CREATE TYPE "public"."enum__investor_figures_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__investor_figures_v_published_locale" AS ENUM('en', 'sv');
  CREATE TABLE "investor_figures_financial_years" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"revenue_msek" numeric,
  	"growth_percent" numeric,
  	"ebitda_msek" numeric,
  	"margin_percent" numeric
  );
  
  CREATE TABLE "investor_figures_use_of_funds" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category" "enum_investor_figures_use_of_funds_category",
  	"percent" numeric
  );
  
  CREATE TABLE "investor_figures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"raise_total_msek" numeric,
  	"raise_bridge_msek" numeric,
  	"raise_series_a_msek" numeric,
  	"raise_pre_money_msek" numeric,
  	"raise_minimum_investment_msek" numeric,
  	"profitability_quarter" numeric,
  	"profitability_year" numeric,
  	"key_metrics_growth_percent" numeric,
  	"key_metrics_gross_margin_target_percent" numeric,
  	"key_metrics_nordic_market_share_target_percent" numeric,
  	"key_metrics_roi_multiple" numeric,
  	"key_metrics_roi_years" numeric,
  	"market_global_beur" numeric,
  	"market_europe_beur" numeric,
  	"market_cagr_percent" numeric,
  	"market_nordic_meur" numeric,
  	"market_dach_meur" numeric,
  	"market_uk_meur" numeric,
  	"currency_hedging_percent" numeric,
  	"compliance_roadmap_months_from" numeric,
  	"compliance_roadmap_months_to" numeric,
  	"proof_points_lab_avoidance_percent" numeric,
  	"proof_points_client_rating" numeric,
  	"proof_points_client_rating_scale" numeric,
  	"_status" "enum_investor_figures_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_investor_figures_v_version_financial_years" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"revenue_msek" numeric,
  	"growth_percent" numeric,
  	"ebitda_msek" numeric,
  	"margin_percent" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_investor_figures_v_version_use_of_funds" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" "enum__investor_figures_v_version_use_of_funds_category",
  	"percent" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_investor_figures_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_raise_total_msek" numeric,
  	"version_raise_bridge_msek" numeric,
  	"version_raise_series_a_msek" numeric,
  	"version_raise_pre_money_msek" numeric,
  	"version_raise_minimum_investment_msek" numeric,
  	"version_profitability_quarter" numeric,
  	"version_profitability_year" numeric,
  	"version_key_metrics_growth_percent" numeric,
  	"version_key_metrics_gross_margin_target_percent" numeric,
  	"version_key_metrics_nordic_market_share_target_percent" numeric,
  	"version_key_metrics_roi_multiple" numeric,
  	"version_key_metrics_roi_years" numeric,
  	"version_market_global_beur" numeric,
  	"version_market_europe_beur" numeric,
  	"version_market_cagr_percent" numeric,
  	"version_market_nordic_meur" numeric,
  	"version_market_dach_meur" numeric,
  	"version_market_uk_meur" numeric,
  	"version_currency_hedging_percent" numeric,
  	"version_compliance_roadmap_months_from" numeric,
  	"version_compliance_roadmap_months_to" numeric,
  	"version_proof_points_lab_avoidance_percent" numeric,
  	"version_proof_points_client_rating" numeric,
  	"version_proof_points_client_rating_scale" numeric,
  	"version__status" "enum__investor_figures_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__investor_figures_v_published_locale",
  	"latest" boolean
  );
  
  ALTER TABLE "investor_figures_financial_years" ADD CONSTRAINT "investor_figures_financial_years_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_figures_use_of_funds" ADD CONSTRAINT "investor_figures_use_of_funds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_figures_v_version_financial_years" ADD CONSTRAINT "_investor_figures_v_version_financial_years_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_figures_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_investor_figures_v_version_use_of_funds" ADD CONSTRAINT "_investor_figures_v_version_use_of_funds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_investor_figures_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "investor_figures_financial_years_order_idx" ON "investor_figures_financial_years" USING btree ("_order");
  CREATE INDEX "investor_figures_financial_years_parent_id_idx" ON "investor_figures_financial_years" USING btree ("_parent_id");
  CREATE INDEX "investor_figures_use_of_funds_order_idx" ON "investor_figures_use_of_funds" USING btree ("_order");
  CREATE INDEX "investor_figures_use_of_funds_parent_id_idx" ON "investor_figures_use_of_funds" USING btree ("_parent_id");
  CREATE INDEX "investor_figures__status_idx" ON "investor_figures" USING btree ("_status");
  CREATE INDEX "_investor_figures_v_version_financial_years_order_idx" ON "_investor_figures_v_version_financial_years" USING btree ("_order");
  CREATE INDEX "_investor_figures_v_version_financial_years_parent_id_idx" ON "_investor_figures_v_version_financial_years" USING btree ("_parent_id");
  CREATE INDEX "_investor_figures_v_version_use_of_funds_order_idx" ON "_investor_figures_v_version_use_of_funds" USING btree ("_order");
  CREATE INDEX "_investor_figures_v_version_use_of_funds_parent_id_idx" ON "_investor_figures_v_version_use_of_funds" USING btree ("_parent_id");
  CREATE INDEX "_investor_figures_v_version_version__status_idx" ON "_investor_figures_v" USING btree ("version__status");
  CREATE INDEX "_investor_figures_v_created_at_idx" ON "_investor_figures_v" USING btree ("created_at");
  CREATE INDEX "_investor_figures_v_updated_at_idx" ON "_investor_figures_v" USING btree ("updated_at");
  CREATE INDEX "_investor_figures_v_snapshot_idx" ON "_investor_figures_v" USING btree ("snapshot");
  CREATE INDEX "_investor_figures_v_published_locale_idx" ON "_investor_figures_v" USING btree ("published_locale");
  CREATE INDEX "_investor_figures_v_latest_idx" ON "_investor_figures_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "investor_figures_financial_years" CASCADE;
  DROP TABLE "investor_figures_use_of_funds" CASCADE;
  DROP TABLE "investor_figures" CASCADE;
  DROP TABLE "_investor_figures_v_version_financial_years" CASCADE;
  DROP TABLE "_investor_figures_v_version_use_of_funds" CASCADE;
  DROP TABLE "_investor_figures_v" CASCADE;
  DROP TYPE "public"."enum_investor_figures_use_of_funds_category";
  DROP TYPE "public"."enum_investor_figures_status";
  DROP TYPE "public"."enum__investor_figures_v_version_use_of_funds_category";
  DROP TYPE "public"."enum__investor_figures_v_version_status";
  DROP TYPE "public"."enum__investor_figures_v_published_locale";`)
}
