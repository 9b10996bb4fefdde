import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_grid_comparison_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_comparison_columns_order_idx\` ON \`pages_blocks_feature_grid_comparison_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_comparison_columns_parent_id_idx\` ON \`pages_blocks_feature_grid_comparison_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_grid_comparison_columns_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_grid_comparison_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_feature_grid_comparison_columns_locales_locale_\` ON \`pages_blocks_feature_grid_comparison_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_grid_comparison_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text DEFAULT 'yes',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_grid_comparison_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_comparison_rows_cells_order_idx\` ON \`pages_blocks_feature_grid_comparison_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_comparison_rows_cells_parent_id_idx\` ON \`pages_blocks_feature_grid_comparison_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_grid_comparison_rows_cells_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_grid_comparison_rows_cells\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_feature_grid_comparison_rows_cells_locales_loca\` ON \`pages_blocks_feature_grid_comparison_rows_cells_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_grid_comparison_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_comparison_rows_order_idx\` ON \`pages_blocks_feature_grid_comparison_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_comparison_rows_parent_id_idx\` ON \`pages_blocks_feature_grid_comparison_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_grid_comparison_rows_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_grid_comparison_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_feature_grid_comparison_rows_locales_locale_par\` ON \`pages_blocks_feature_grid_comparison_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_lead_form_contents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_lead_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_contents_order_idx\` ON \`pages_blocks_lead_form_contents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_contents_parent_id_idx\` ON \`pages_blocks_lead_form_contents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_lead_form_contents_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_lead_form_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_lead_form_contents_locales_locale_parent_id_uni\` ON \`pages_blocks_lead_form_contents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_floating_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_floating_action_order_idx\` ON \`pages_blocks_floating_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_floating_action_parent_id_idx\` ON \`pages_blocks_floating_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_floating_action_path_idx\` ON \`pages_blocks_floating_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_floating_action_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_floating_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_floating_action_locales_locale_parent_id_unique\` ON \`pages_blocks_floating_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_grid_comparison_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_comparison_columns_order_idx\` ON \`_pages_v_blocks_feature_grid_comparison_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_comparison_columns_parent_id_idx\` ON \`_pages_v_blocks_feature_grid_comparison_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_grid_comparison_columns_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_grid_comparison_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_feature_grid_comparison_columns_locales_loca\` ON \`_pages_v_blocks_feature_grid_comparison_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_grid_comparison_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text DEFAULT 'yes',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_grid_comparison_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_comparison_rows_cells_order_idx\` ON \`_pages_v_blocks_feature_grid_comparison_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_comparison_rows_cells_parent_id_idx\` ON \`_pages_v_blocks_feature_grid_comparison_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_grid_comparison_rows_cells_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_grid_comparison_rows_cells\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_feature_grid_comparison_rows_cells_locales_l\` ON \`_pages_v_blocks_feature_grid_comparison_rows_cells_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_grid_comparison_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_comparison_rows_order_idx\` ON \`_pages_v_blocks_feature_grid_comparison_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_comparison_rows_parent_id_idx\` ON \`_pages_v_blocks_feature_grid_comparison_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_grid_comparison_rows_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_grid_comparison_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_feature_grid_comparison_rows_locales_locale_\` ON \`_pages_v_blocks_feature_grid_comparison_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_lead_form_contents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_lead_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_contents_order_idx\` ON \`_pages_v_blocks_lead_form_contents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_contents_parent_id_idx\` ON \`_pages_v_blocks_lead_form_contents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_lead_form_contents_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_lead_form_contents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_lead_form_contents_locales_locale_parent_id_\` ON \`_pages_v_blocks_lead_form_contents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_floating_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_floating_action_order_idx\` ON \`_pages_v_blocks_floating_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_floating_action_parent_id_idx\` ON \`_pages_v_blocks_floating_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_floating_action_path_idx\` ON \`_pages_v_blocks_floating_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_floating_action_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_floating_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_floating_action_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_floating_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid_locales\` ADD \`comparison_caption\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_lead_form_locales\` ADD \`eyebrow\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid_locales\` ADD \`comparison_caption\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_lead_form_locales\` ADD \`eyebrow\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_feature_grid_comparison_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_grid_comparison_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_grid_comparison_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_grid_comparison_rows_cells_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_grid_comparison_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_grid_comparison_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_lead_form_contents\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_lead_form_contents_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_floating_action\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_floating_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_grid_comparison_columns\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_grid_comparison_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_grid_comparison_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_grid_comparison_rows_cells_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_grid_comparison_rows\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_grid_comparison_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_lead_form_contents\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_lead_form_contents_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_floating_action\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_floating_action_locales\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid_locales\` DROP COLUMN \`comparison_caption\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_lead_form_locales\` DROP COLUMN \`eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid_locales\` DROP COLUMN \`comparison_caption\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_lead_form_locales\` DROP COLUMN \`eyebrow\`;`)
}
