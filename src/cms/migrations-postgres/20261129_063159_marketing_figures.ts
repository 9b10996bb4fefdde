import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_marketing_figures_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__marketing_figures_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__marketing_figures_v_published_locale" AS ENUM('en', 'sv');
  CREATE TABLE "marketing_figures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"result_minutes_value" numeric,
  	"competitor_result_minutes_value" numeric,
  	"lab_avoidance_percent_value" numeric,
  	"competitor_lab_avoidance_percent_from" numeric,
  	"competitor_lab_avoidance_percent_to" numeric,
  	"cost_reduction_percent_value" numeric,
  	"workplace_risk_reduction_percent_value" numeric,
  	"cost_per_test_usd_from" numeric,
  	"cost_per_test_usd_to" numeric,
  	"traditional_cost_per_test_usd_from" numeric,
  	"traditional_cost_per_test_usd_to" numeric,
  	"faster_deployment_percent_value" numeric,
  	"improved_outcomes_percent_value" numeric,
  	"system_compatibility_percent_value" numeric,
  	"pre_employment_clearance_minutes_value" numeric,
  	"post_accident_downtime_reduction_percent_value" numeric,
  	"admin_time_reduction_percent_value" numeric,
  	"telehealth_handoff_minutes_value" numeric,
  	"client_rating_value" numeric,
  	"molecular_concordance_percent_value" numeric,
  	"ferritin_accuracy_percent_value" numeric,
  	"drug_test_accuracy_percent_value" numeric,
  	"saliva_window_hours_from" numeric,
  	"saliva_window_hours_to" numeric,
  	"healthcare_facilities_value" numeric,
  	"companies_served_value" numeric,
  	"circular_result_hours_value" numeric,
  	"circular_telehealth_hours_value" numeric,
  	"circular_implementation_weeks_from" numeric,
  	"circular_implementation_weeks_to" numeric,
  	"circular_faster_resolution_percent_value" numeric,
  	"_status" "enum_marketing_figures_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "marketing_figures_locales" (
  	"result_minutes_claim" varchar,
  	"result_minutes_basis" varchar,
  	"competitor_result_minutes_claim" varchar,
  	"competitor_result_minutes_basis" varchar,
  	"lab_avoidance_percent_claim" varchar,
  	"lab_avoidance_percent_basis" varchar,
  	"competitor_lab_avoidance_percent_claim" varchar,
  	"competitor_lab_avoidance_percent_basis" varchar,
  	"cost_reduction_percent_claim" varchar,
  	"cost_reduction_percent_basis" varchar,
  	"workplace_risk_reduction_percent_claim" varchar,
  	"workplace_risk_reduction_percent_basis" varchar,
  	"cost_per_test_usd_claim" varchar,
  	"cost_per_test_usd_basis" varchar,
  	"traditional_cost_per_test_usd_claim" varchar,
  	"traditional_cost_per_test_usd_basis" varchar,
  	"faster_deployment_percent_claim" varchar,
  	"faster_deployment_percent_basis" varchar,
  	"improved_outcomes_percent_claim" varchar,
  	"improved_outcomes_percent_basis" varchar,
  	"system_compatibility_percent_claim" varchar,
  	"system_compatibility_percent_basis" varchar,
  	"pre_employment_clearance_minutes_claim" varchar,
  	"pre_employment_clearance_minutes_basis" varchar,
  	"post_accident_downtime_reduction_percent_claim" varchar,
  	"post_accident_downtime_reduction_percent_basis" varchar,
  	"admin_time_reduction_percent_claim" varchar,
  	"admin_time_reduction_percent_basis" varchar,
  	"telehealth_handoff_minutes_claim" varchar,
  	"telehealth_handoff_minutes_basis" varchar,
  	"client_rating_claim" varchar,
  	"client_rating_basis" varchar,
  	"molecular_concordance_percent_claim" varchar,
  	"molecular_concordance_percent_basis" varchar,
  	"ferritin_accuracy_percent_claim" varchar,
  	"ferritin_accuracy_percent_basis" varchar,
  	"drug_test_accuracy_percent_claim" varchar,
  	"drug_test_accuracy_percent_basis" varchar,
  	"saliva_window_hours_claim" varchar,
  	"saliva_window_hours_basis" varchar,
  	"healthcare_facilities_claim" varchar,
  	"healthcare_facilities_basis" varchar,
  	"companies_served_claim" varchar,
  	"companies_served_basis" varchar,
  	"circular_result_hours_claim" varchar,
  	"circular_result_hours_basis" varchar,
  	"circular_telehealth_hours_claim" varchar,
  	"circular_telehealth_hours_basis" varchar,
  	"circular_implementation_weeks_claim" varchar,
  	"circular_implementation_weeks_basis" varchar,
  	"circular_faster_resolution_percent_claim" varchar,
  	"circular_faster_resolution_percent_basis" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_marketing_figures_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_result_minutes_value" numeric,
  	"version_competitor_result_minutes_value" numeric,
  	"version_lab_avoidance_percent_value" numeric,
  	"version_competitor_lab_avoidance_percent_from" numeric,
  	"version_competitor_lab_avoidance_percent_to" numeric,
  	"version_cost_reduction_percent_value" numeric,
  	"version_workplace_risk_reduction_percent_value" numeric,
  	"version_cost_per_test_usd_from" numeric,
  	"version_cost_per_test_usd_to" numeric,
  	"version_traditional_cost_per_test_usd_from" numeric,
  	"version_traditional_cost_per_test_usd_to" numeric,
  	"version_faster_deployment_percent_value" numeric,
  	"version_improved_outcomes_percent_value" numeric,
  	"version_system_compatibility_percent_value" numeric,
  	"version_pre_employment_clearance_minutes_value" numeric,
  	"version_post_accident_downtime_reduction_percent_value" numeric,
  	"version_admin_time_reduction_percent_value" numeric,
  	"version_telehealth_handoff_minutes_value" numeric,
  	"version_client_rating_value" numeric,
  	"version_molecular_concordance_percent_value" numeric,
  	"version_ferritin_accuracy_percent_value" numeric,
  	"version_drug_test_accuracy_percent_value" numeric,
  	"version_saliva_window_hours_from" numeric,
  	"version_saliva_window_hours_to" numeric,
  	"version_healthcare_facilities_value" numeric,
  	"version_companies_served_value" numeric,
  	"version_circular_result_hours_value" numeric,
  	"version_circular_telehealth_hours_value" numeric,
  	"version_circular_implementation_weeks_from" numeric,
  	"version_circular_implementation_weeks_to" numeric,
  	"version_circular_faster_resolution_percent_value" numeric,
  	"version__status" "enum__marketing_figures_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__marketing_figures_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_marketing_figures_v_locales" (
  	"version_result_minutes_claim" varchar,
  	"version_result_minutes_basis" varchar,
  	"version_competitor_result_minutes_claim" varchar,
  	"version_competitor_result_minutes_basis" varchar,
  	"version_lab_avoidance_percent_claim" varchar,
  	"version_lab_avoidance_percent_basis" varchar,
  	"version_competitor_lab_avoidance_percent_claim" varchar,
  	"version_competitor_lab_avoidance_percent_basis" varchar,
  	"version_cost_reduction_percent_claim" varchar,
  	"version_cost_reduction_percent_basis" varchar,
  	"version_workplace_risk_reduction_percent_claim" varchar,
  	"version_workplace_risk_reduction_percent_basis" varchar,
  	"version_cost_per_test_usd_claim" varchar,
  	"version_cost_per_test_usd_basis" varchar,
  	"version_traditional_cost_per_test_usd_claim" varchar,
  	"version_traditional_cost_per_test_usd_basis" varchar,
  	"version_faster_deployment_percent_claim" varchar,
  	"version_faster_deployment_percent_basis" varchar,
  	"version_improved_outcomes_percent_claim" varchar,
  	"version_improved_outcomes_percent_basis" varchar,
  	"version_system_compatibility_percent_claim" varchar,
  	"version_system_compatibility_percent_basis" varchar,
  	"version_pre_employment_clearance_minutes_claim" varchar,
  	"version_pre_employment_clearance_minutes_basis" varchar,
  	"version_post_accident_downtime_reduction_percent_claim" varchar,
  	"version_post_accident_downtime_reduction_percent_basis" varchar,
  	"version_admin_time_reduction_percent_claim" varchar,
  	"version_admin_time_reduction_percent_basis" varchar,
  	"version_telehealth_handoff_minutes_claim" varchar,
  	"version_telehealth_handoff_minutes_basis" varchar,
  	"version_client_rating_claim" varchar,
  	"version_client_rating_basis" varchar,
  	"version_molecular_concordance_percent_claim" varchar,
  	"version_molecular_concordance_percent_basis" varchar,
  	"version_ferritin_accuracy_percent_claim" varchar,
  	"version_ferritin_accuracy_percent_basis" varchar,
  	"version_drug_test_accuracy_percent_claim" varchar,
  	"version_drug_test_accuracy_percent_basis" varchar,
  	"version_saliva_window_hours_claim" varchar,
  	"version_saliva_window_hours_basis" varchar,
  	"version_healthcare_facilities_claim" varchar,
  	"version_healthcare_facilities_basis" varchar,
  	"version_companies_served_claim" varchar,
  	"version_companies_served_basis" varchar,
  	"version_circular_result_hours_claim" varchar,
  	"version_circular_result_hours_basis" varchar,
  	"version_circular_telehealth_hours_claim" varchar,
  	"version_circular_telehealth_hours_basis" varchar,
  	"version_circular_implementation_weeks_claim" varchar,
  	"version_circular_implementation_weeks_basis" varchar,
  	"version_circular_faster_resolution_percent_claim" varchar,
  	"version_circular_faster_resolution_percent_basis" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "marketing_figures_locales" ADD CONSTRAINT "marketing_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."marketing_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_marketing_figures_v_locales" ADD CONSTRAINT "_marketing_figures_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_marketing_figures_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "marketing_figures__status_idx" ON "marketing_figures" USING btree ("_status");
  CREATE UNIQUE INDEX "marketing_figures_locales_locale_parent_id_unique" ON "marketing_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_marketing_figures_v_version_version__status_idx" ON "_marketing_figures_v" USING btree ("version__status");
  CREATE INDEX "_marketing_figures_v_created_at_idx" ON "_marketing_figures_v" USING btree ("created_at");
  CREATE INDEX "_marketing_figures_v_updated_at_idx" ON "_marketing_figures_v" USING btree ("updated_at");
  CREATE INDEX "_marketing_figures_v_snapshot_idx" ON "_marketing_figures_v" USING btree ("snapshot");
  CREATE INDEX "_marketing_figures_v_published_locale_idx" ON "_marketing_figures_v" USING btree ("published_locale");
  CREATE INDEX "_marketing_figures_v_latest_idx" ON "_marketing_figures_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_marketing_figures_v_locales_locale_parent_id_unique" ON "_marketing_figures_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "marketing_figures" CASCADE;
  DROP TABLE "marketing_figures_locales" CASCADE;
  DROP TABLE "_marketing_figures_v" CASCADE;
  DROP TABLE "_marketing_figures_v_locales" CASCADE;
  DROP TYPE "public"."enum_marketing_figures_status";
  DROP TYPE "public"."enum__marketing_figures_v_version_status";
  DROP TYPE "public"."enum__marketing_figures_v_published_locale";`)
}
