import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_sector_tabs_tabs_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_sector_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sector_tabs_tabs_benefits_order_idx\` ON \`pages_blocks_sector_tabs_tabs_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sector_tabs_tabs_benefits_parent_id_idx\` ON \`pages_blocks_sector_tabs_tabs_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sector_tabs_tabs_benefits_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_sector_tabs_tabs_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_sector_tabs_tabs_benefits_locales_locale_parent\` ON \`pages_blocks_sector_tabs_tabs_benefits_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sector_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`icon\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_sector_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sector_tabs_tabs_order_idx\` ON \`pages_blocks_sector_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sector_tabs_tabs_parent_id_idx\` ON \`pages_blocks_sector_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sector_tabs_tabs_locales\` (
  	\`label\` text,
  	\`title\` text,
  	\`summary\` text,
  	\`ideal_for_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_sector_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_sector_tabs_tabs_locales_locale_parent_id_uniqu\` ON \`pages_blocks_sector_tabs_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sector_tabs\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_sector_tabs_order_idx\` ON \`pages_blocks_sector_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sector_tabs_parent_id_idx\` ON \`pages_blocks_sector_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sector_tabs_path_idx\` ON \`pages_blocks_sector_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sector_tabs_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`tabs_label\` text,
  	\`key_benefits\` text,
  	\`ideal_for\` text,
  	\`learn_more\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_sector_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_sector_tabs_locales_locale_parent_id_unique\` ON \`pages_blocks_sector_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_case_studies_items_results\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_case_studies_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_case_studies_items_results_order_idx\` ON \`pages_blocks_case_studies_items_results\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_case_studies_items_results_parent_id_idx\` ON \`pages_blocks_case_studies_items_results\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_case_studies_items_results_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_case_studies_items_results\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_case_studies_items_results_locales_locale_paren\` ON \`pages_blocks_case_studies_items_results_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_case_studies_items_story\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_case_studies_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_case_studies_items_story_order_idx\` ON \`pages_blocks_case_studies_items_story\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_case_studies_items_story_parent_id_idx\` ON \`pages_blocks_case_studies_items_story\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_case_studies_items_story_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_case_studies_items_story\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_case_studies_items_story_locales_locale_parent_\` ON \`pages_blocks_case_studies_items_story_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_case_studies_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_case_studies_items_order_idx\` ON \`pages_blocks_case_studies_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_case_studies_items_parent_id_idx\` ON \`pages_blocks_case_studies_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_case_studies_items_locales\` (
  	\`company\` text,
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_case_studies_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_case_studies_items_locales_locale_parent_id_uni\` ON \`pages_blocks_case_studies_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_case_studies\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_case_studies_order_idx\` ON \`pages_blocks_case_studies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_case_studies_parent_id_idx\` ON \`pages_blocks_case_studies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_case_studies_path_idx\` ON \`pages_blocks_case_studies\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_case_studies_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`results_label\` text,
  	\`read_full\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_case_studies_locales_locale_parent_id_unique\` ON \`pages_blocks_case_studies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sector_tabs_tabs_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_sector_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sector_tabs_tabs_benefits_order_idx\` ON \`_pages_v_blocks_sector_tabs_tabs_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sector_tabs_tabs_benefits_parent_id_idx\` ON \`_pages_v_blocks_sector_tabs_tabs_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sector_tabs_tabs_benefits_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_sector_tabs_tabs_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_sector_tabs_tabs_benefits_locales_locale_par\` ON \`_pages_v_blocks_sector_tabs_tabs_benefits_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sector_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`icon\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_sector_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sector_tabs_tabs_order_idx\` ON \`_pages_v_blocks_sector_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sector_tabs_tabs_parent_id_idx\` ON \`_pages_v_blocks_sector_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sector_tabs_tabs_locales\` (
  	\`label\` text,
  	\`title\` text,
  	\`summary\` text,
  	\`ideal_for_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_sector_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_sector_tabs_tabs_locales_locale_parent_id_un\` ON \`_pages_v_blocks_sector_tabs_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sector_tabs\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sector_tabs_order_idx\` ON \`_pages_v_blocks_sector_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sector_tabs_parent_id_idx\` ON \`_pages_v_blocks_sector_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sector_tabs_path_idx\` ON \`_pages_v_blocks_sector_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sector_tabs_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`tabs_label\` text,
  	\`key_benefits\` text,
  	\`ideal_for\` text,
  	\`learn_more\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_sector_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_sector_tabs_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_sector_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_case_studies_items_results\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_case_studies_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_case_studies_items_results_order_idx\` ON \`_pages_v_blocks_case_studies_items_results\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_case_studies_items_results_parent_id_idx\` ON \`_pages_v_blocks_case_studies_items_results\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_case_studies_items_results_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_case_studies_items_results\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_case_studies_items_results_locales_locale_pa\` ON \`_pages_v_blocks_case_studies_items_results_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_case_studies_items_story\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_case_studies_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_case_studies_items_story_order_idx\` ON \`_pages_v_blocks_case_studies_items_story\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_case_studies_items_story_parent_id_idx\` ON \`_pages_v_blocks_case_studies_items_story\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_case_studies_items_story_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_case_studies_items_story\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_case_studies_items_story_locales_locale_pare\` ON \`_pages_v_blocks_case_studies_items_story_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_case_studies_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_case_studies_items_order_idx\` ON \`_pages_v_blocks_case_studies_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_case_studies_items_parent_id_idx\` ON \`_pages_v_blocks_case_studies_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_case_studies_items_locales\` (
  	\`company\` text,
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_case_studies_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_case_studies_items_locales_locale_parent_id_\` ON \`_pages_v_blocks_case_studies_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_case_studies\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_case_studies_order_idx\` ON \`_pages_v_blocks_case_studies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_case_studies_parent_id_idx\` ON \`_pages_v_blocks_case_studies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_case_studies_path_idx\` ON \`_pages_v_blocks_case_studies\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_case_studies_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`results_label\` text,
  	\`read_full\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_case_studies_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_case_studies_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_sector_tabs_tabs_benefits\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sector_tabs_tabs_benefits_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sector_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sector_tabs_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sector_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sector_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_case_studies_items_results\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_case_studies_items_results_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_case_studies_items_story\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_case_studies_items_story_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_case_studies_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_case_studies_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_case_studies\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_case_studies_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sector_tabs_tabs_benefits\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sector_tabs_tabs_benefits_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sector_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sector_tabs_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sector_tabs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sector_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_case_studies_items_results\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_case_studies_items_results_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_case_studies_items_story\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_case_studies_items_story_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_case_studies_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_case_studies_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_case_studies\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_case_studies_locales\`;`)
}
