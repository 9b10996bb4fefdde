import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_figures_hero_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figures_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_hero_figures_order_idx\` ON \`pages_blocks_figures_hero_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_hero_figures_parent_id_idx\` ON \`pages_blocks_figures_hero_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figures_hero_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`detail\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figures_hero_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_figures_hero_figures_locales_locale_parent_id_u\` ON \`pages_blocks_figures_hero_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figures_hero_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text,
  	\`variant\` text DEFAULT 'primary',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figures_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_hero_actions_order_idx\` ON \`pages_blocks_figures_hero_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_hero_actions_parent_id_idx\` ON \`pages_blocks_figures_hero_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figures_hero_actions_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figures_hero_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_figures_hero_actions_locales_locale_parent_id_u\` ON \`pages_blocks_figures_hero_actions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figures_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`badge_icon\` text,
  	\`scene\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_hero_order_idx\` ON \`pages_blocks_figures_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_hero_parent_id_idx\` ON \`pages_blocks_figures_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_hero_path_idx\` ON \`pages_blocks_figures_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figures_hero_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`description\` text,
  	\`figures_label\` text,
  	\`download_label\` text,
  	\`download_format\` text,
  	\`download_href\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figures_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_figures_hero_locales_locale_parent_id_unique\` ON \`pages_blocks_figures_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_disclaimer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_disclaimer_order_idx\` ON \`pages_blocks_disclaimer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_disclaimer_parent_id_idx\` ON \`pages_blocks_disclaimer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_disclaimer_path_idx\` ON \`pages_blocks_disclaimer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_disclaimer_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_disclaimer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_disclaimer_locales_locale_parent_id_unique\` ON \`pages_blocks_disclaimer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figure_cards_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_figure_cards_figures_order_idx\` ON \`pages_blocks_figure_cards_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figure_cards_figures_parent_id_idx\` ON \`pages_blocks_figure_cards_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figure_cards_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`detail\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figure_cards_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_figure_cards_figures_locales_locale_parent_id_u\` ON \`pages_blocks_figure_cards_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figure_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'white',
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_figure_cards_order_idx\` ON \`pages_blocks_figure_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figure_cards_parent_id_idx\` ON \`pages_blocks_figure_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figure_cards_path_idx\` ON \`pages_blocks_figure_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figure_cards_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_figure_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_figure_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_financial_plan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'muted',
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_financial_plan_order_idx\` ON \`pages_blocks_financial_plan\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_financial_plan_parent_id_idx\` ON \`pages_blocks_financial_plan\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_financial_plan_path_idx\` ON \`pages_blocks_financial_plan\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_financial_plan_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`table_caption\` text,
  	\`columns_year\` text,
  	\`columns_revenue\` text,
  	\`columns_growth\` text,
  	\`columns_ebitda\` text,
  	\`columns_margin\` text,
  	\`no_margin\` text,
  	\`chart_caption\` text,
  	\`chart_table_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_financial_plan\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_financial_plan_locales_locale_parent_id_unique\` ON \`pages_blocks_financial_plan_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_market_sizes_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_market_sizes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_market_sizes_figures_order_idx\` ON \`pages_blocks_market_sizes_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_market_sizes_figures_parent_id_idx\` ON \`pages_blocks_market_sizes_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_market_sizes_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_market_sizes_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_market_sizes_figures_locales_locale_parent_id_u\` ON \`pages_blocks_market_sizes_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_market_sizes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'white',
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_market_sizes_order_idx\` ON \`pages_blocks_market_sizes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_market_sizes_parent_id_idx\` ON \`pages_blocks_market_sizes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_market_sizes_path_idx\` ON \`pages_blocks_market_sizes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_market_sizes_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`chart_caption\` text,
  	\`columns_market\` text,
  	\`columns_size\` text,
  	\`regions_nordic\` text,
  	\`regions_dach\` text,
  	\`regions_uk\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_market_sizes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_market_sizes_locales_locale_parent_id_unique\` ON \`pages_blocks_market_sizes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_initiatives_items_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_initiatives_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_initiatives_items_highlights_order_idx\` ON \`pages_blocks_initiatives_items_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_initiatives_items_highlights_parent_id_idx\` ON \`pages_blocks_initiatives_items_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_initiatives_items_highlights_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_initiatives_items_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_initiatives_items_highlights_locales_locale_par\` ON \`pages_blocks_initiatives_items_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_initiatives_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_initiatives\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_initiatives_items_order_idx\` ON \`pages_blocks_initiatives_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_initiatives_items_parent_id_idx\` ON \`pages_blocks_initiatives_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_initiatives_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_initiatives_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_initiatives_items_locales_locale_parent_id_uniq\` ON \`pages_blocks_initiatives_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_initiatives\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'brand',
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_initiatives_order_idx\` ON \`pages_blocks_initiatives\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_initiatives_parent_id_idx\` ON \`pages_blocks_initiatives\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_initiatives_path_idx\` ON \`pages_blocks_initiatives\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_initiatives_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`carousel_label\` text,
  	\`carousel_previous\` text,
  	\`carousel_next\` text,
  	\`announcements_slide\` text,
  	\`announcements_change\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_initiatives\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_initiatives_locales_locale_parent_id_unique\` ON \`pages_blocks_initiatives_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_traction_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_traction\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_traction_figures_order_idx\` ON \`pages_blocks_traction_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_traction_figures_parent_id_idx\` ON \`pages_blocks_traction_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_traction_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_traction_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_traction_figures_locales_locale_parent_id_uniqu\` ON \`pages_blocks_traction_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_traction_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_traction\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_traction_partners_order_idx\` ON \`pages_blocks_traction_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_traction_partners_parent_id_idx\` ON \`pages_blocks_traction_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_traction_partners_locales\` (
  	\`name\` text,
  	\`kind\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_traction_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_traction_partners_locales_locale_parent_id_uniq\` ON \`pages_blocks_traction_partners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_traction\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'muted',
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_traction_order_idx\` ON \`pages_blocks_traction\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_traction_parent_id_idx\` ON \`pages_blocks_traction\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_traction_path_idx\` ON \`pages_blocks_traction\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_traction_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`partners_title\` text,
  	\`certifications_label\` text,
  	\`certifications_iso\` text,
  	\`certifications_ce\` text,
  	\`iso_explanation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_traction\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_traction_locales_locale_parent_id_unique\` ON \`pages_blocks_traction_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	\`status\` text DEFAULT 'planned',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_items_order_idx\` ON \`pages_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_items_parent_id_idx\` ON \`pages_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_timeline_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_timeline_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_timeline_items_locales_locale_parent_id_unique\` ON \`pages_blocks_timeline_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'white',
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_order_idx\` ON \`pages_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_parent_id_idx\` ON \`pages_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_timeline_path_idx\` ON \`pages_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_timeline_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`status_achieved\` text,
  	\`status_planned\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_timeline_locales_locale_parent_id_unique\` ON \`pages_blocks_timeline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_risk_matrix_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`likelihood\` text DEFAULT 'medium',
  	\`impact\` text DEFAULT 'medium',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_risk_matrix\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_risk_matrix_items_order_idx\` ON \`pages_blocks_risk_matrix_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_risk_matrix_items_parent_id_idx\` ON \`pages_blocks_risk_matrix_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_risk_matrix_items_locales\` (
  	\`name\` text,
  	\`mitigation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_risk_matrix_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_risk_matrix_items_locales_locale_parent_id_uniq\` ON \`pages_blocks_risk_matrix_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_risk_matrix\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'muted',
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_risk_matrix_order_idx\` ON \`pages_blocks_risk_matrix\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_risk_matrix_parent_id_idx\` ON \`pages_blocks_risk_matrix\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_risk_matrix_path_idx\` ON \`pages_blocks_risk_matrix\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_risk_matrix_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`matrix_caption\` text,
  	\`matrix_likelihood\` text,
  	\`matrix_impact\` text,
  	\`matrix_no_risks\` text,
  	\`levels_low\` text,
  	\`levels_medium\` text,
  	\`levels_high\` text,
  	\`ratings_red\` text,
  	\`ratings_orange\` text,
  	\`ratings_yellow\` text,
  	\`ratings_green\` text,
  	\`table_caption\` text,
  	\`columns_risk\` text,
  	\`columns_likelihood\` text,
  	\`columns_impact\` text,
  	\`columns_rating\` text,
  	\`columns_mitigation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_risk_matrix\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_risk_matrix_locales_locale_parent_id_unique\` ON \`pages_blocks_risk_matrix_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_investment_terms_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_investment_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_investment_terms_terms_order_idx\` ON \`pages_blocks_investment_terms_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_investment_terms_terms_parent_id_idx\` ON \`pages_blocks_investment_terms_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_investment_terms_terms_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_investment_terms_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_investment_terms_terms_locales_locale_parent_id\` ON \`pages_blocks_investment_terms_terms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_investment_terms_safeguards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_investment_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_investment_terms_safeguards_order_idx\` ON \`pages_blocks_investment_terms_safeguards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_investment_terms_safeguards_parent_id_idx\` ON \`pages_blocks_investment_terms_safeguards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_investment_terms_safeguards_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_investment_terms_safeguards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_investment_terms_safeguards_locales_locale_pare\` ON \`pages_blocks_investment_terms_safeguards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_investment_terms_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text,
  	\`variant\` text DEFAULT 'primary',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_investment_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_investment_terms_actions_order_idx\` ON \`pages_blocks_investment_terms_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_investment_terms_actions_parent_id_idx\` ON \`pages_blocks_investment_terms_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_investment_terms_actions_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_investment_terms_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_investment_terms_actions_locales_locale_parent_\` ON \`pages_blocks_investment_terms_actions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_investment_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'white',
  	\`anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_investment_terms_order_idx\` ON \`pages_blocks_investment_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_investment_terms_parent_id_idx\` ON \`pages_blocks_investment_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_investment_terms_path_idx\` ON \`pages_blocks_investment_terms\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_investment_terms_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`terms_title\` text,
  	\`use_of_funds_title\` text,
  	\`use_of_funds_caption\` text,
  	\`use_of_funds_category\` text,
  	\`use_of_funds_share\` text,
  	\`use_of_funds_it_development_label\` text,
  	\`use_of_funds_it_development_description\` text,
  	\`use_of_funds_nordic_expansion_label\` text,
  	\`use_of_funds_nordic_expansion_description\` text,
  	\`use_of_funds_research_development_label\` text,
  	\`use_of_funds_research_development_description\` text,
  	\`use_of_funds_regulatory_label\` text,
  	\`use_of_funds_regulatory_description\` text,
  	\`safeguards_title\` text,
  	\`download_label\` text,
  	\`download_format\` text,
  	\`download_href\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_investment_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_investment_terms_locales_locale_parent_id_uniqu\` ON \`pages_blocks_investment_terms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures_hero_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_figures_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_hero_figures_order_idx\` ON \`_pages_v_blocks_figures_hero_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_hero_figures_parent_id_idx\` ON \`_pages_v_blocks_figures_hero_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures_hero_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`detail\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_figures_hero_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_figures_hero_figures_locales_locale_parent_i\` ON \`_pages_v_blocks_figures_hero_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures_hero_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`href\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_figures_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_hero_actions_order_idx\` ON \`_pages_v_blocks_figures_hero_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_hero_actions_parent_id_idx\` ON \`_pages_v_blocks_figures_hero_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures_hero_actions_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_figures_hero_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_figures_hero_actions_locales_locale_parent_i\` ON \`_pages_v_blocks_figures_hero_actions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`badge_icon\` text,
  	\`scene\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_hero_order_idx\` ON \`_pages_v_blocks_figures_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_hero_parent_id_idx\` ON \`_pages_v_blocks_figures_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_hero_path_idx\` ON \`_pages_v_blocks_figures_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures_hero_locales\` (
  	\`badge\` text,
  	\`title\` text,
  	\`description\` text,
  	\`figures_label\` text,
  	\`download_label\` text,
  	\`download_format\` text,
  	\`download_href\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_figures_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_figures_hero_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_figures_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_disclaimer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_disclaimer_order_idx\` ON \`_pages_v_blocks_disclaimer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_disclaimer_parent_id_idx\` ON \`_pages_v_blocks_disclaimer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_disclaimer_path_idx\` ON \`_pages_v_blocks_disclaimer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_disclaimer_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_disclaimer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_disclaimer_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_disclaimer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figure_cards_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_figure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figure_cards_figures_order_idx\` ON \`_pages_v_blocks_figure_cards_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figure_cards_figures_parent_id_idx\` ON \`_pages_v_blocks_figure_cards_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figure_cards_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`detail\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_figure_cards_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_figure_cards_figures_locales_locale_parent_i\` ON \`_pages_v_blocks_figure_cards_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figure_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'white',
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figure_cards_order_idx\` ON \`_pages_v_blocks_figure_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figure_cards_parent_id_idx\` ON \`_pages_v_blocks_figure_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figure_cards_path_idx\` ON \`_pages_v_blocks_figure_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figure_cards_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_figure_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_figure_cards_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_figure_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_financial_plan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'muted',
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_financial_plan_order_idx\` ON \`_pages_v_blocks_financial_plan\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_financial_plan_parent_id_idx\` ON \`_pages_v_blocks_financial_plan\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_financial_plan_path_idx\` ON \`_pages_v_blocks_financial_plan\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_financial_plan_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`table_caption\` text,
  	\`columns_year\` text,
  	\`columns_revenue\` text,
  	\`columns_growth\` text,
  	\`columns_ebitda\` text,
  	\`columns_margin\` text,
  	\`no_margin\` text,
  	\`chart_caption\` text,
  	\`chart_table_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_financial_plan\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_financial_plan_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_financial_plan_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_market_sizes_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_market_sizes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_market_sizes_figures_order_idx\` ON \`_pages_v_blocks_market_sizes_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_market_sizes_figures_parent_id_idx\` ON \`_pages_v_blocks_market_sizes_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_market_sizes_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_market_sizes_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_market_sizes_figures_locales_locale_parent_i\` ON \`_pages_v_blocks_market_sizes_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_market_sizes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'white',
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_market_sizes_order_idx\` ON \`_pages_v_blocks_market_sizes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_market_sizes_parent_id_idx\` ON \`_pages_v_blocks_market_sizes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_market_sizes_path_idx\` ON \`_pages_v_blocks_market_sizes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_market_sizes_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`chart_caption\` text,
  	\`columns_market\` text,
  	\`columns_size\` text,
  	\`regions_nordic\` text,
  	\`regions_dach\` text,
  	\`regions_uk\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_market_sizes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_market_sizes_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_market_sizes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_initiatives_items_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_initiatives_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_initiatives_items_highlights_order_idx\` ON \`_pages_v_blocks_initiatives_items_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_initiatives_items_highlights_parent_id_idx\` ON \`_pages_v_blocks_initiatives_items_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_initiatives_items_highlights_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_initiatives_items_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_initiatives_items_highlights_locales_locale_\` ON \`_pages_v_blocks_initiatives_items_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_initiatives_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_initiatives\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_initiatives_items_order_idx\` ON \`_pages_v_blocks_initiatives_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_initiatives_items_parent_id_idx\` ON \`_pages_v_blocks_initiatives_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_initiatives_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_initiatives_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_initiatives_items_locales_locale_parent_id_u\` ON \`_pages_v_blocks_initiatives_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_initiatives\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'brand',
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_initiatives_order_idx\` ON \`_pages_v_blocks_initiatives\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_initiatives_parent_id_idx\` ON \`_pages_v_blocks_initiatives\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_initiatives_path_idx\` ON \`_pages_v_blocks_initiatives\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_initiatives_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`carousel_label\` text,
  	\`carousel_previous\` text,
  	\`carousel_next\` text,
  	\`announcements_slide\` text,
  	\`announcements_change\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_initiatives\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_initiatives_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_initiatives_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_traction_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_traction\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_traction_figures_order_idx\` ON \`_pages_v_blocks_traction_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_traction_figures_parent_id_idx\` ON \`_pages_v_blocks_traction_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_traction_figures_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_traction_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_traction_figures_locales_locale_parent_id_un\` ON \`_pages_v_blocks_traction_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_traction_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_traction\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_traction_partners_order_idx\` ON \`_pages_v_blocks_traction_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_traction_partners_parent_id_idx\` ON \`_pages_v_blocks_traction_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_traction_partners_locales\` (
  	\`name\` text,
  	\`kind\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_traction_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_traction_partners_locales_locale_parent_id_u\` ON \`_pages_v_blocks_traction_partners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_traction\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'muted',
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_traction_order_idx\` ON \`_pages_v_blocks_traction\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_traction_parent_id_idx\` ON \`_pages_v_blocks_traction\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_traction_path_idx\` ON \`_pages_v_blocks_traction\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_traction_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`partners_title\` text,
  	\`certifications_label\` text,
  	\`certifications_iso\` text,
  	\`certifications_ce\` text,
  	\`iso_explanation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_traction\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_traction_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_traction_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_timeline_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	\`status\` text DEFAULT 'planned',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_items_order_idx\` ON \`_pages_v_blocks_timeline_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_items_parent_id_idx\` ON \`_pages_v_blocks_timeline_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_timeline_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_timeline_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_timeline_items_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_timeline_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'white',
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_order_idx\` ON \`_pages_v_blocks_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_parent_id_idx\` ON \`_pages_v_blocks_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_timeline_path_idx\` ON \`_pages_v_blocks_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_timeline_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`status_achieved\` text,
  	\`status_planned\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_timeline_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_timeline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_risk_matrix_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`likelihood\` text DEFAULT 'medium',
  	\`impact\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_risk_matrix\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_risk_matrix_items_order_idx\` ON \`_pages_v_blocks_risk_matrix_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_risk_matrix_items_parent_id_idx\` ON \`_pages_v_blocks_risk_matrix_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_risk_matrix_items_locales\` (
  	\`name\` text,
  	\`mitigation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_risk_matrix_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_risk_matrix_items_locales_locale_parent_id_u\` ON \`_pages_v_blocks_risk_matrix_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_risk_matrix\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'muted',
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_risk_matrix_order_idx\` ON \`_pages_v_blocks_risk_matrix\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_risk_matrix_parent_id_idx\` ON \`_pages_v_blocks_risk_matrix\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_risk_matrix_path_idx\` ON \`_pages_v_blocks_risk_matrix\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_risk_matrix_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`matrix_caption\` text,
  	\`matrix_likelihood\` text,
  	\`matrix_impact\` text,
  	\`matrix_no_risks\` text,
  	\`levels_low\` text,
  	\`levels_medium\` text,
  	\`levels_high\` text,
  	\`ratings_red\` text,
  	\`ratings_orange\` text,
  	\`ratings_yellow\` text,
  	\`ratings_green\` text,
  	\`table_caption\` text,
  	\`columns_risk\` text,
  	\`columns_likelihood\` text,
  	\`columns_impact\` text,
  	\`columns_rating\` text,
  	\`columns_mitigation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_risk_matrix\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_risk_matrix_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_risk_matrix_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_investment_terms_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_investment_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_investment_terms_terms_order_idx\` ON \`_pages_v_blocks_investment_terms_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_investment_terms_terms_parent_id_idx\` ON \`_pages_v_blocks_investment_terms_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_investment_terms_terms_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_investment_terms_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_investment_terms_terms_locales_locale_parent\` ON \`_pages_v_blocks_investment_terms_terms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_investment_terms_safeguards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_investment_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_investment_terms_safeguards_order_idx\` ON \`_pages_v_blocks_investment_terms_safeguards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_investment_terms_safeguards_parent_id_idx\` ON \`_pages_v_blocks_investment_terms_safeguards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_investment_terms_safeguards_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_investment_terms_safeguards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_investment_terms_safeguards_locales_locale_p\` ON \`_pages_v_blocks_investment_terms_safeguards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_investment_terms_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`href\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_investment_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_investment_terms_actions_order_idx\` ON \`_pages_v_blocks_investment_terms_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_investment_terms_actions_parent_id_idx\` ON \`_pages_v_blocks_investment_terms_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_investment_terms_actions_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_investment_terms_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_investment_terms_actions_locales_locale_pare\` ON \`_pages_v_blocks_investment_terms_actions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_investment_terms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'white',
  	\`anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_investment_terms_order_idx\` ON \`_pages_v_blocks_investment_terms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_investment_terms_parent_id_idx\` ON \`_pages_v_blocks_investment_terms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_investment_terms_path_idx\` ON \`_pages_v_blocks_investment_terms\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_investment_terms_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`terms_title\` text,
  	\`use_of_funds_title\` text,
  	\`use_of_funds_caption\` text,
  	\`use_of_funds_category\` text,
  	\`use_of_funds_share\` text,
  	\`use_of_funds_it_development_label\` text,
  	\`use_of_funds_it_development_description\` text,
  	\`use_of_funds_nordic_expansion_label\` text,
  	\`use_of_funds_nordic_expansion_description\` text,
  	\`use_of_funds_research_development_label\` text,
  	\`use_of_funds_research_development_description\` text,
  	\`use_of_funds_regulatory_label\` text,
  	\`use_of_funds_regulatory_description\` text,
  	\`safeguards_title\` text,
  	\`download_label\` text,
  	\`download_format\` text,
  	\`download_href\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_investment_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_investment_terms_locales_locale_parent_id_un\` ON \`_pages_v_blocks_investment_terms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`investor_figures\` DROP COLUMN \`proof_points_lab_avoidance_percent\`;`)
  await db.run(sql`ALTER TABLE \`investor_figures\` DROP COLUMN \`proof_points_client_rating\`;`)
  await db.run(sql`ALTER TABLE \`investor_figures\` DROP COLUMN \`proof_points_client_rating_scale\`;`)
  await db.run(sql`ALTER TABLE \`_investor_figures_v\` DROP COLUMN \`version_proof_points_lab_avoidance_percent\`;`)
  await db.run(sql`ALTER TABLE \`_investor_figures_v\` DROP COLUMN \`version_proof_points_client_rating\`;`)
  await db.run(sql`ALTER TABLE \`_investor_figures_v\` DROP COLUMN \`version_proof_points_client_rating_scale\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_figures_hero_figures\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures_hero_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures_hero_actions\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures_hero_actions_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_disclaimer\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_disclaimer_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figure_cards_figures\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figure_cards_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figure_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figure_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_financial_plan\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_financial_plan_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_market_sizes_figures\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_market_sizes_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_market_sizes\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_market_sizes_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_initiatives_items_highlights\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_initiatives_items_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_initiatives_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_initiatives_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_initiatives\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_initiatives_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_traction_figures\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_traction_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_traction_partners\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_traction_partners_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_traction\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_traction_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_timeline_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_risk_matrix_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_risk_matrix_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_risk_matrix\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_risk_matrix_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_investment_terms_terms\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_investment_terms_terms_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_investment_terms_safeguards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_investment_terms_safeguards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_investment_terms_actions\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_investment_terms_actions_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_investment_terms\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_investment_terms_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures_hero_figures\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures_hero_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures_hero_actions\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures_hero_actions_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_disclaimer\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_disclaimer_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figure_cards_figures\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figure_cards_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figure_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figure_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_financial_plan\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_financial_plan_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_market_sizes_figures\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_market_sizes_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_market_sizes\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_market_sizes_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_initiatives_items_highlights\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_initiatives_items_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_initiatives_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_initiatives_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_initiatives\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_initiatives_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_traction_figures\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_traction_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_traction_partners\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_traction_partners_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_traction\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_traction_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_timeline_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_risk_matrix_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_risk_matrix_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_risk_matrix\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_risk_matrix_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_investment_terms_terms\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_investment_terms_terms_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_investment_terms_safeguards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_investment_terms_safeguards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_investment_terms_actions\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_investment_terms_actions_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_investment_terms\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_investment_terms_locales\`;`)
  await db.run(sql`ALTER TABLE \`investor_figures\` ADD \`proof_points_lab_avoidance_percent\` numeric;`)
  await db.run(sql`ALTER TABLE \`investor_figures\` ADD \`proof_points_client_rating\` numeric;`)
  await db.run(sql`ALTER TABLE \`investor_figures\` ADD \`proof_points_client_rating_scale\` numeric;`)
  await db.run(sql`ALTER TABLE \`_investor_figures_v\` ADD \`version_proof_points_lab_avoidance_percent\` numeric;`)
  await db.run(sql`ALTER TABLE \`_investor_figures_v\` ADD \`version_proof_points_client_rating\` numeric;`)
  await db.run(sql`ALTER TABLE \`_investor_figures_v\` ADD \`version_proof_points_client_rating_scale\` numeric;`)
}
