import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`marketing_figures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`result_minutes\` numeric,
  	\`competitor_result_minutes\` numeric,
  	\`lab_avoidance_percent\` numeric,
  	\`competitor_lab_avoidance_percent_from\` numeric,
  	\`competitor_lab_avoidance_percent_to\` numeric,
  	\`cost_reduction_percent\` numeric,
  	\`workplace_risk_reduction_percent\` numeric,
  	\`cost_per_test_usd_from\` numeric,
  	\`cost_per_test_usd_to\` numeric,
  	\`traditional_cost_per_test_usd_from\` numeric,
  	\`traditional_cost_per_test_usd_to\` numeric,
  	\`faster_deployment_percent\` numeric,
  	\`improved_outcomes_percent\` numeric,
  	\`system_compatibility_percent\` numeric,
  	\`pre_employment_clearance_minutes\` numeric,
  	\`post_accident_downtime_reduction_percent\` numeric,
  	\`admin_time_reduction_percent\` numeric,
  	\`telehealth_handoff_minutes\` numeric,
  	\`client_rating\` numeric,
  	\`molecular_concordance_percent\` numeric,
  	\`ferritin_accuracy_percent\` numeric,
  	\`drug_test_accuracy_percent\` numeric,
  	\`saliva_window_hours_from\` numeric,
  	\`saliva_window_hours_to\` numeric,
  	\`healthcare_facilities\` numeric,
  	\`companies_served\` numeric,
  	\`circular_result_hours\` numeric,
  	\`circular_telehealth_hours\` numeric,
  	\`circular_implementation_weeks_from\` numeric,
  	\`circular_implementation_weeks_to\` numeric,
  	\`circular_faster_resolution_percent\` numeric,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`marketing_figures__status_idx\` ON \`marketing_figures\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_marketing_figures_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_result_minutes\` numeric,
  	\`version_competitor_result_minutes\` numeric,
  	\`version_lab_avoidance_percent\` numeric,
  	\`version_competitor_lab_avoidance_percent_from\` numeric,
  	\`version_competitor_lab_avoidance_percent_to\` numeric,
  	\`version_cost_reduction_percent\` numeric,
  	\`version_workplace_risk_reduction_percent\` numeric,
  	\`version_cost_per_test_usd_from\` numeric,
  	\`version_cost_per_test_usd_to\` numeric,
  	\`version_traditional_cost_per_test_usd_from\` numeric,
  	\`version_traditional_cost_per_test_usd_to\` numeric,
  	\`version_faster_deployment_percent\` numeric,
  	\`version_improved_outcomes_percent\` numeric,
  	\`version_system_compatibility_percent\` numeric,
  	\`version_pre_employment_clearance_minutes\` numeric,
  	\`version_post_accident_downtime_reduction_percent\` numeric,
  	\`version_admin_time_reduction_percent\` numeric,
  	\`version_telehealth_handoff_minutes\` numeric,
  	\`version_client_rating\` numeric,
  	\`version_molecular_concordance_percent\` numeric,
  	\`version_ferritin_accuracy_percent\` numeric,
  	\`version_drug_test_accuracy_percent\` numeric,
  	\`version_saliva_window_hours_from\` numeric,
  	\`version_saliva_window_hours_to\` numeric,
  	\`version_healthcare_facilities\` numeric,
  	\`version_companies_served\` numeric,
  	\`version_circular_result_hours\` numeric,
  	\`version_circular_telehealth_hours\` numeric,
  	\`version_circular_implementation_weeks_from\` numeric,
  	\`version_circular_implementation_weeks_to\` numeric,
  	\`version_circular_faster_resolution_percent\` numeric,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_marketing_figures_v_version_version__status_idx\` ON \`_marketing_figures_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_marketing_figures_v_created_at_idx\` ON \`_marketing_figures_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_marketing_figures_v_updated_at_idx\` ON \`_marketing_figures_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_marketing_figures_v_snapshot_idx\` ON \`_marketing_figures_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_marketing_figures_v_published_locale_idx\` ON \`_marketing_figures_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_marketing_figures_v_latest_idx\` ON \`_marketing_figures_v\` (\`latest\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`marketing_figures\`;`)
  await db.run(sql`DROP TABLE \`_marketing_figures_v\`;`)
}
