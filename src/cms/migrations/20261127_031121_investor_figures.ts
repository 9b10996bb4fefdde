import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`investor_figures_financial_years\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	\`revenue_msek\` numeric,
  	\`growth_percent\` numeric,
  	\`ebitda_msek\` numeric,
  	\`margin_percent\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investor_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`investor_figures_financial_years_order_idx\` ON \`investor_figures_financial_years\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`investor_figures_financial_years_parent_id_idx\` ON \`investor_figures_financial_years\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`investor_figures_use_of_funds\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`category\` text,
  	\`percent\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investor_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`investor_figures_use_of_funds_order_idx\` ON \`investor_figures_use_of_funds\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`investor_figures_use_of_funds_parent_id_idx\` ON \`investor_figures_use_of_funds\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`investor_figures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`raise_total_msek\` numeric,
  	\`raise_bridge_msek\` numeric,
  	\`raise_series_a_msek\` numeric,
  	\`raise_pre_money_msek\` numeric,
  	\`raise_minimum_investment_msek\` numeric,
  	\`profitability_quarter\` numeric,
  	\`profitability_year\` numeric,
  	\`key_metrics_growth_percent\` numeric,
  	\`key_metrics_gross_margin_target_percent\` numeric,
  	\`key_metrics_nordic_market_share_target_percent\` numeric,
  	\`key_metrics_roi_multiple\` numeric,
  	\`key_metrics_roi_years\` numeric,
  	\`market_global_beur\` numeric,
  	\`market_europe_beur\` numeric,
  	\`market_cagr_percent\` numeric,
  	\`market_nordic_meur\` numeric,
  	\`market_dach_meur\` numeric,
  	\`market_uk_meur\` numeric,
  	\`currency_hedging_percent\` numeric,
  	\`compliance_roadmap_months_from\` numeric,
  	\`compliance_roadmap_months_to\` numeric,
  	\`proof_points_lab_avoidance_percent\` numeric,
  	\`proof_points_client_rating\` numeric,
  	\`proof_points_client_rating_scale\` numeric,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`investor_figures__status_idx\` ON \`investor_figures\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_investor_figures_v_version_financial_years\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	\`revenue_msek\` numeric,
  	\`growth_percent\` numeric,
  	\`ebitda_msek\` numeric,
  	\`margin_percent\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_investor_figures_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_investor_figures_v_version_financial_years_order_idx\` ON \`_investor_figures_v_version_financial_years\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_investor_figures_v_version_financial_years_parent_id_idx\` ON \`_investor_figures_v_version_financial_years\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_investor_figures_v_version_use_of_funds\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text,
  	\`percent\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_investor_figures_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_investor_figures_v_version_use_of_funds_order_idx\` ON \`_investor_figures_v_version_use_of_funds\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_investor_figures_v_version_use_of_funds_parent_id_idx\` ON \`_investor_figures_v_version_use_of_funds\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_investor_figures_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_raise_total_msek\` numeric,
  	\`version_raise_bridge_msek\` numeric,
  	\`version_raise_series_a_msek\` numeric,
  	\`version_raise_pre_money_msek\` numeric,
  	\`version_raise_minimum_investment_msek\` numeric,
  	\`version_profitability_quarter\` numeric,
  	\`version_profitability_year\` numeric,
  	\`version_key_metrics_growth_percent\` numeric,
  	\`version_key_metrics_gross_margin_target_percent\` numeric,
  	\`version_key_metrics_nordic_market_share_target_percent\` numeric,
  	\`version_key_metrics_roi_multiple\` numeric,
  	\`version_key_metrics_roi_years\` numeric,
  	\`version_market_global_beur\` numeric,
  	\`version_market_europe_beur\` numeric,
  	\`version_market_cagr_percent\` numeric,
  	\`version_market_nordic_meur\` numeric,
  	\`version_market_dach_meur\` numeric,
  	\`version_market_uk_meur\` numeric,
  	\`version_currency_hedging_percent\` numeric,
  	\`version_compliance_roadmap_months_from\` numeric,
  	\`version_compliance_roadmap_months_to\` numeric,
  	\`version_proof_points_lab_avoidance_percent\` numeric,
  	\`version_proof_points_client_rating\` numeric,
  	\`version_proof_points_client_rating_scale\` numeric,
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
  await db.run(sql`CREATE INDEX \`_investor_figures_v_version_version__status_idx\` ON \`_investor_figures_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_investor_figures_v_created_at_idx\` ON \`_investor_figures_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_investor_figures_v_updated_at_idx\` ON \`_investor_figures_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_investor_figures_v_snapshot_idx\` ON \`_investor_figures_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_investor_figures_v_published_locale_idx\` ON \`_investor_figures_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_investor_figures_v_latest_idx\` ON \`_investor_figures_v\` (\`latest\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`investor_figures_financial_years\`;`)
  await db.run(sql`DROP TABLE \`investor_figures_use_of_funds\`;`)
  await db.run(sql`DROP TABLE \`investor_figures\`;`)
  await db.run(sql`DROP TABLE \`_investor_figures_v_version_financial_years\`;`)
  await db.run(sql`DROP TABLE \`_investor_figures_v_version_use_of_funds\`;`)
  await db.run(sql`DROP TABLE \`_investor_figures_v\`;`)
}
