import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_product_cards_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`audience\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_cards_groups_order_idx\` ON \`pages_blocks_product_cards_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_cards_groups_parent_id_idx\` ON \`pages_blocks_product_cards_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_cards_groups_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_cards_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_product_cards_groups_locales_locale_parent_id_u\` ON \`pages_blocks_product_cards_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_cards\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_product_cards_order_idx\` ON \`pages_blocks_product_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_cards_parent_id_idx\` ON \`pages_blocks_product_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_cards_path_idx\` ON \`pages_blocks_product_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_cards_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`features_label\` text,
  	\`learn_more\` text,
  	\`coming_soon\` text,
  	\`list_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_product_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_product_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_fit_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`audience\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_fit\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_fit_groups_order_idx\` ON \`pages_blocks_product_fit_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_fit_groups_parent_id_idx\` ON \`pages_blocks_product_fit_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_fit_groups_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_fit_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_product_fit_groups_locales_locale_parent_id_uni\` ON \`pages_blocks_product_fit_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_fit_best_for\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_fit\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_fit_best_for_order_idx\` ON \`pages_blocks_product_fit_best_for\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_fit_best_for_parent_id_idx\` ON \`pages_blocks_product_fit_best_for\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_fit_best_for_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_fit_best_for\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_product_fit_best_for_locales_locale_parent_id_u\` ON \`pages_blocks_product_fit_best_for_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_fit\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_product_fit_order_idx\` ON \`pages_blocks_product_fit\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_fit_parent_id_idx\` ON \`pages_blocks_product_fit\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_fit_path_idx\` ON \`pages_blocks_product_fit\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_fit_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`learn_more\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_fit\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_product_fit_locales_locale_parent_id_unique\` ON \`pages_blocks_product_fit_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_cards_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`audience\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_cards_groups_order_idx\` ON \`_pages_v_blocks_product_cards_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_cards_groups_parent_id_idx\` ON \`_pages_v_blocks_product_cards_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_cards_groups_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_cards_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_product_cards_groups_locales_locale_parent_i\` ON \`_pages_v_blocks_product_cards_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_cards\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_cards_order_idx\` ON \`_pages_v_blocks_product_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_cards_parent_id_idx\` ON \`_pages_v_blocks_product_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_cards_path_idx\` ON \`_pages_v_blocks_product_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_cards_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`features_label\` text,
  	\`learn_more\` text,
  	\`coming_soon\` text,
  	\`list_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_product_cards_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_product_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_fit_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`audience\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_fit\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_fit_groups_order_idx\` ON \`_pages_v_blocks_product_fit_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_fit_groups_parent_id_idx\` ON \`_pages_v_blocks_product_fit_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_fit_groups_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_fit_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_product_fit_groups_locales_locale_parent_id_\` ON \`_pages_v_blocks_product_fit_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_fit_best_for\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_fit\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_fit_best_for_order_idx\` ON \`_pages_v_blocks_product_fit_best_for\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_fit_best_for_parent_id_idx\` ON \`_pages_v_blocks_product_fit_best_for\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_fit_best_for_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_fit_best_for\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_product_fit_best_for_locales_locale_parent_i\` ON \`_pages_v_blocks_product_fit_best_for_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_fit\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_fit_order_idx\` ON \`_pages_v_blocks_product_fit\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_fit_parent_id_idx\` ON \`_pages_v_blocks_product_fit\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_fit_path_idx\` ON \`_pages_v_blocks_product_fit\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_fit_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`learn_more\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_fit\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_product_fit_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_product_fit_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_comparison\` ADD \`wide\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_comparison\` ADD \`wide\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_product_cards_groups\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_cards_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_fit_groups\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_fit_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_fit_best_for\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_fit_best_for_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_fit\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_fit_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_cards_groups\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_cards_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_fit_groups\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_fit_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_fit_best_for\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_fit_best_for_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_fit\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_fit_locales\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_comparison\` DROP COLUMN \`wide\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_comparison\` DROP COLUMN \`wide\`;`)
}
