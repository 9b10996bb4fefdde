import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_product_hero_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text,
  	\`variant\` text DEFAULT 'primary',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_hero_actions_order_idx\` ON \`pages_blocks_product_hero_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_hero_actions_parent_id_idx\` ON \`pages_blocks_product_hero_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_hero_actions_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_hero_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_product_hero_actions_locales_locale_parent_id_u\` ON \`pages_blocks_product_hero_actions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_hero_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_hero_stats_order_idx\` ON \`pages_blocks_product_hero_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_hero_stats_parent_id_idx\` ON \`pages_blocks_product_hero_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_hero_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_hero_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_product_hero_stats_locales_locale_parent_id_uni\` ON \`pages_blocks_product_hero_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text,
  	\`scene\` text,
  	\`glow\` text DEFAULT 'top-right',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_hero_order_idx\` ON \`pages_blocks_product_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_hero_parent_id_idx\` ON \`pages_blocks_product_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_hero_path_idx\` ON \`pages_blocks_product_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_hero_locales\` (
  	\`badge\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_product_hero_locales_locale_parent_id_unique\` ON \`pages_blocks_product_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_specs_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_specs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_specs_rows_order_idx\` ON \`pages_blocks_specs_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_specs_rows_parent_id_idx\` ON \`pages_blocks_specs_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_specs_rows_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_specs_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_specs_rows_locales_locale_parent_id_unique\` ON \`pages_blocks_specs_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_specs\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_specs_order_idx\` ON \`pages_blocks_specs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_specs_parent_id_idx\` ON \`pages_blocks_specs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_specs_path_idx\` ON \`pages_blocks_specs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_specs_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_specs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_specs_locales_locale_parent_id_unique\` ON \`pages_blocks_specs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_retailers\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_retailers_order_idx\` ON \`pages_blocks_retailers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_retailers_parent_id_idx\` ON \`pages_blocks_retailers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_retailers_path_idx\` ON \`pages_blocks_retailers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_retailers_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_retailers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_retailers_locales_locale_parent_id_unique\` ON \`pages_blocks_retailers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_hero_actions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`href\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_hero_actions_order_idx\` ON \`_pages_v_blocks_product_hero_actions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_hero_actions_parent_id_idx\` ON \`_pages_v_blocks_product_hero_actions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_hero_actions_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_hero_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_product_hero_actions_locales_locale_parent_i\` ON \`_pages_v_blocks_product_hero_actions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_hero_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_hero_stats_order_idx\` ON \`_pages_v_blocks_product_hero_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_hero_stats_parent_id_idx\` ON \`_pages_v_blocks_product_hero_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_hero_stats_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_hero_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_product_hero_stats_locales_locale_parent_id_\` ON \`_pages_v_blocks_product_hero_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product\` text,
  	\`scene\` text,
  	\`glow\` text DEFAULT 'top-right',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_hero_order_idx\` ON \`_pages_v_blocks_product_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_hero_parent_id_idx\` ON \`_pages_v_blocks_product_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_hero_path_idx\` ON \`_pages_v_blocks_product_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_hero_locales\` (
  	\`badge\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_product_hero_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_product_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_specs_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_specs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_specs_rows_order_idx\` ON \`_pages_v_blocks_specs_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_specs_rows_parent_id_idx\` ON \`_pages_v_blocks_specs_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_specs_rows_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_specs_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_specs_rows_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_specs_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_specs\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_specs_order_idx\` ON \`_pages_v_blocks_specs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_specs_parent_id_idx\` ON \`_pages_v_blocks_specs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_specs_path_idx\` ON \`_pages_v_blocks_specs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_specs_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_specs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_specs_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_specs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_retailers\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_retailers_order_idx\` ON \`_pages_v_blocks_retailers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_retailers_parent_id_idx\` ON \`_pages_v_blocks_retailers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_retailers_path_idx\` ON \`_pages_v_blocks_retailers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_retailers_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_retailers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_retailers_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_retailers_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_product_hero_actions\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_hero_actions_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_hero_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_hero_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_specs_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_specs_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_specs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_specs_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_retailers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_retailers_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_hero_actions\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_hero_actions_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_hero_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_hero_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_specs_rows\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_specs_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_specs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_specs_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_retailers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_retailers_locales\`;`)
}
