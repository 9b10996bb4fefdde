import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_home_hero_headlines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_home_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_home_hero_headlines_order_idx\` ON \`pages_blocks_home_hero_headlines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_home_hero_headlines_parent_id_idx\` ON \`pages_blocks_home_hero_headlines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_home_hero_headlines_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_home_hero_headlines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_home_hero_headlines_locales_locale_parent_id_un\` ON \`pages_blocks_home_hero_headlines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_home_hero_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text,
  	\`variant\` text DEFAULT 'primary',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_home_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_home_hero_actions_order_idx\` ON \`pages_blocks_home_hero_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_home_hero_actions_parent_id_idx\` ON \`pages_blocks_home_hero_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_home_hero_actions_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_home_hero_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_home_hero_actions_locales_locale_parent_id_uniq\` ON \`pages_blocks_home_hero_actions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_home_hero_cards_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_home_hero_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_home_hero_cards_stats_order_idx\` ON \`pages_blocks_home_hero_cards_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_home_hero_cards_stats_parent_id_idx\` ON \`pages_blocks_home_hero_cards_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_home_hero_cards_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_home_hero_cards_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_home_hero_cards_stats_locales_locale_parent_id_\` ON \`pages_blocks_home_hero_cards_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_home_hero_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`category\` text DEFAULT 'drug',
  	\`icon\` text,
  	\`product\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_home_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_home_hero_cards_order_idx\` ON \`pages_blocks_home_hero_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_home_hero_cards_parent_id_idx\` ON \`pages_blocks_home_hero_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_home_hero_cards_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_home_hero_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_home_hero_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_home_hero_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_home_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_home_hero_order_idx\` ON \`pages_blocks_home_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_home_hero_parent_id_idx\` ON \`pages_blocks_home_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_home_hero_path_idx\` ON \`pages_blocks_home_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_home_hero_locales\` (
  	\`badge\` text,
  	\`heading\` text,
  	\`description\` text,
  	\`carousel_label\` text,
  	\`learn_more\` text,
  	\`drug_category\` text,
  	\`healthcare_category\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_home_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_home_hero_locales_locale_parent_id_unique\` ON \`pages_blocks_home_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_home_hero_headlines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_home_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_home_hero_headlines_order_idx\` ON \`_pages_v_blocks_home_hero_headlines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_home_hero_headlines_parent_id_idx\` ON \`_pages_v_blocks_home_hero_headlines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_home_hero_headlines_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_home_hero_headlines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_home_hero_headlines_locales_locale_parent_id\` ON \`_pages_v_blocks_home_hero_headlines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_home_hero_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`href\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_home_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_home_hero_actions_order_idx\` ON \`_pages_v_blocks_home_hero_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_home_hero_actions_parent_id_idx\` ON \`_pages_v_blocks_home_hero_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_home_hero_actions_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_home_hero_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_home_hero_actions_locales_locale_parent_id_u\` ON \`_pages_v_blocks_home_hero_actions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_home_hero_cards_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_home_hero_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_home_hero_cards_stats_order_idx\` ON \`_pages_v_blocks_home_hero_cards_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_home_hero_cards_stats_parent_id_idx\` ON \`_pages_v_blocks_home_hero_cards_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_home_hero_cards_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_home_hero_cards_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_home_hero_cards_stats_locales_locale_parent_\` ON \`_pages_v_blocks_home_hero_cards_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_home_hero_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`category\` text DEFAULT 'drug',
  	\`icon\` text,
  	\`product\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_home_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_home_hero_cards_order_idx\` ON \`_pages_v_blocks_home_hero_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_home_hero_cards_parent_id_idx\` ON \`_pages_v_blocks_home_hero_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_home_hero_cards_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_home_hero_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_home_hero_cards_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_home_hero_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_home_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_home_hero_order_idx\` ON \`_pages_v_blocks_home_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_home_hero_parent_id_idx\` ON \`_pages_v_blocks_home_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_home_hero_path_idx\` ON \`_pages_v_blocks_home_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_home_hero_locales\` (
  	\`badge\` text,
  	\`heading\` text,
  	\`description\` text,
  	\`carousel_label\` text,
  	\`learn_more\` text,
  	\`drug_category\` text,
  	\`healthcare_category\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_home_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_home_hero_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_home_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_home_hero_headlines\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_home_hero_headlines_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_home_hero_actions\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_home_hero_actions_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_home_hero_cards_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_home_hero_cards_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_home_hero_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_home_hero_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_home_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_home_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_home_hero_headlines\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_home_hero_headlines_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_home_hero_actions\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_home_hero_actions_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_home_hero_cards_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_home_hero_cards_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_home_hero_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_home_hero_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_home_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_home_hero_locales\`;`)
}
