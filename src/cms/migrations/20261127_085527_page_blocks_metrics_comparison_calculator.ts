import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_metrics_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_metrics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_metrics_items_order_idx\` ON \`pages_blocks_metrics_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_metrics_items_parent_id_idx\` ON \`pages_blocks_metrics_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_metrics_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_metrics_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_metrics_items_locales_locale_parent_id_unique\` ON \`pages_blocks_metrics_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_metrics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'white',
  	\`anchor\` text,
  	\`action_href\` text,
  	\`action_variant\` text DEFAULT 'primary',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_metrics_order_idx\` ON \`pages_blocks_metrics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_metrics_parent_id_idx\` ON \`pages_blocks_metrics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_metrics_path_idx\` ON \`pages_blocks_metrics\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_metrics_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`action_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_metrics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_metrics_locales_locale_parent_id_unique\` ON \`pages_blocks_metrics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_comparison\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_badges_order_idx\` ON \`pages_blocks_comparison_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_badges_parent_id_idx\` ON \`pages_blocks_comparison_badges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_badges_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_comparison_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_comparison_badges_locales_locale_parent_id_uniq\` ON \`pages_blocks_comparison_badges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_comparison\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_columns_order_idx\` ON \`pages_blocks_comparison_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_columns_parent_id_idx\` ON \`pages_blocks_comparison_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_columns_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_comparison_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_comparison_columns_locales_locale_parent_id_uni\` ON \`pages_blocks_comparison_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text DEFAULT 'yes',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_comparison_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_rows_cells_order_idx\` ON \`pages_blocks_comparison_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_rows_cells_parent_id_idx\` ON \`pages_blocks_comparison_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_rows_cells_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_comparison_rows_cells\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_comparison_rows_cells_locales_locale_parent_id_\` ON \`pages_blocks_comparison_rows_cells_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_comparison\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_rows_order_idx\` ON \`pages_blocks_comparison_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_rows_parent_id_idx\` ON \`pages_blocks_comparison_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_rows_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_comparison_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_comparison_rows_locales_locale_parent_id_unique\` ON \`pages_blocks_comparison_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_order_idx\` ON \`pages_blocks_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_parent_id_idx\` ON \`pages_blocks_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_path_idx\` ON \`pages_blocks_comparison\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_comparison\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_comparison_locales_locale_parent_id_unique\` ON \`pages_blocks_comparison_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trusted_by_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_trusted_by\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trusted_by_logos_order_idx\` ON \`pages_blocks_trusted_by_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trusted_by_logos_parent_id_idx\` ON \`pages_blocks_trusted_by_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trusted_by_logos_locales\` (
  	\`name\` text,
  	\`kind\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_trusted_by_logos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_trusted_by_logos_locales_locale_parent_id_uniqu\` ON \`pages_blocks_trusted_by_logos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trusted_by\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'brand',
  	\`anchor\` text,
  	\`testimonials\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_trusted_by_order_idx\` ON \`pages_blocks_trusted_by\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trusted_by_parent_id_idx\` ON \`pages_blocks_trusted_by\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_trusted_by_path_idx\` ON \`pages_blocks_trusted_by\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_trusted_by_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`logos_label\` text,
  	\`rating_value\` text,
  	\`rating_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_trusted_by\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_trusted_by_locales_locale_parent_id_unique\` ON \`pages_blocks_trusted_by_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_calculator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'muted',
  	\`anchor\` text,
  	\`calculator\` text DEFAULT 'savings',
  	\`action_href\` text,
  	\`action_variant\` text DEFAULT 'primary',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_calculator_order_idx\` ON \`pages_blocks_calculator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_calculator_parent_id_idx\` ON \`pages_blocks_calculator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_calculator_path_idx\` ON \`pages_blocks_calculator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_calculator_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`action_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_calculator\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_calculator_locales_locale_parent_id_unique\` ON \`pages_blocks_calculator_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_metrics_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_metrics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_metrics_items_order_idx\` ON \`_pages_v_blocks_metrics_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_metrics_items_parent_id_idx\` ON \`_pages_v_blocks_metrics_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_metrics_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_metrics_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_metrics_items_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_metrics_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_metrics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'white',
  	\`anchor\` text,
  	\`action_href\` text,
  	\`action_variant\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_metrics_order_idx\` ON \`_pages_v_blocks_metrics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_metrics_parent_id_idx\` ON \`_pages_v_blocks_metrics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_metrics_path_idx\` ON \`_pages_v_blocks_metrics\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_metrics_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`action_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_metrics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_metrics_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_metrics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_comparison\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_badges_order_idx\` ON \`_pages_v_blocks_comparison_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_badges_parent_id_idx\` ON \`_pages_v_blocks_comparison_badges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_badges_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_comparison_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_comparison_badges_locales_locale_parent_id_u\` ON \`_pages_v_blocks_comparison_badges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_comparison\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_columns_order_idx\` ON \`_pages_v_blocks_comparison_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_columns_parent_id_idx\` ON \`_pages_v_blocks_comparison_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_columns_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_comparison_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_comparison_columns_locales_locale_parent_id_\` ON \`_pages_v_blocks_comparison_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text DEFAULT 'yes',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_comparison_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_rows_cells_order_idx\` ON \`_pages_v_blocks_comparison_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_rows_cells_parent_id_idx\` ON \`_pages_v_blocks_comparison_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_rows_cells_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_comparison_rows_cells\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_comparison_rows_cells_locales_locale_parent_\` ON \`_pages_v_blocks_comparison_rows_cells_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_comparison\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_rows_order_idx\` ON \`_pages_v_blocks_comparison_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_rows_parent_id_idx\` ON \`_pages_v_blocks_comparison_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_rows_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_comparison_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_comparison_rows_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_comparison_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_order_idx\` ON \`_pages_v_blocks_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_parent_id_idx\` ON \`_pages_v_blocks_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_path_idx\` ON \`_pages_v_blocks_comparison\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_comparison\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_comparison_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_comparison_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trusted_by_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_trusted_by\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trusted_by_logos_order_idx\` ON \`_pages_v_blocks_trusted_by_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trusted_by_logos_parent_id_idx\` ON \`_pages_v_blocks_trusted_by_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trusted_by_logos_locales\` (
  	\`name\` text,
  	\`kind\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_trusted_by_logos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_trusted_by_logos_locales_locale_parent_id_un\` ON \`_pages_v_blocks_trusted_by_logos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trusted_by\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'brand',
  	\`anchor\` text,
  	\`testimonials\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trusted_by_order_idx\` ON \`_pages_v_blocks_trusted_by\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trusted_by_parent_id_idx\` ON \`_pages_v_blocks_trusted_by\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trusted_by_path_idx\` ON \`_pages_v_blocks_trusted_by\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_trusted_by_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`logos_label\` text,
  	\`rating_value\` text,
  	\`rating_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_trusted_by\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_trusted_by_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_trusted_by_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_calculator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'muted',
  	\`anchor\` text,
  	\`calculator\` text DEFAULT 'savings',
  	\`action_href\` text,
  	\`action_variant\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_calculator_order_idx\` ON \`_pages_v_blocks_calculator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_calculator_parent_id_idx\` ON \`_pages_v_blocks_calculator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_calculator_path_idx\` ON \`_pages_v_blocks_calculator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_calculator_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`action_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_calculator\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_calculator_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_calculator_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps\` ADD \`action_href\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps\` ADD \`action_variant\` text DEFAULT 'primary';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps_locales\` ADD \`action_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps\` ADD \`action_href\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps\` ADD \`action_variant\` text DEFAULT 'primary';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps_locales\` ADD \`action_label\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_metrics_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_metrics_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_metrics\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_metrics_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_badges\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_badges_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_rows_cells_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trusted_by_logos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trusted_by_logos_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trusted_by\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_trusted_by_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_calculator\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_calculator_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_metrics_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_metrics_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_metrics\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_metrics_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_badges\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_badges_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_columns\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_rows_cells_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_rows\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trusted_by_logos\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trusted_by_logos_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trusted_by\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trusted_by_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_calculator\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_calculator_locales\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps\` DROP COLUMN \`action_href\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps\` DROP COLUMN \`action_variant\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps_locales\` DROP COLUMN \`action_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps\` DROP COLUMN \`action_href\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps\` DROP COLUMN \`action_variant\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps_locales\` DROP COLUMN \`action_label\`;`)
}
