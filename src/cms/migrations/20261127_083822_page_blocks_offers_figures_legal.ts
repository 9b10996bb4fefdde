import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_legal_sections_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_legal_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_legal_sections_paragraphs_order_idx\` ON \`pages_blocks_legal_sections_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_legal_sections_paragraphs_parent_id_idx\` ON \`pages_blocks_legal_sections_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_legal_sections_paragraphs_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_legal_sections_paragraphs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_legal_sections_paragraphs_locales_locale_parent\` ON \`pages_blocks_legal_sections_paragraphs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_legal_sections_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_legal_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_legal_sections_items_order_idx\` ON \`pages_blocks_legal_sections_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_legal_sections_items_parent_id_idx\` ON \`pages_blocks_legal_sections_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_legal_sections_items_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_legal_sections_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_legal_sections_items_locales_locale_parent_id_u\` ON \`pages_blocks_legal_sections_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_legal_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`table\` text,
  	\`link_href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_legal_sections_order_idx\` ON \`pages_blocks_legal_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_legal_sections_parent_id_idx\` ON \`pages_blocks_legal_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_legal_sections_locales\` (
  	\`heading\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_legal_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_legal_sections_locales_locale_parent_id_unique\` ON \`pages_blocks_legal_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_legal\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`updated\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_legal_order_idx\` ON \`pages_blocks_legal\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_legal_parent_id_idx\` ON \`pages_blocks_legal\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_legal_path_idx\` ON \`pages_blocks_legal\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_legal_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_legal_locales_locale_parent_id_unique\` ON \`pages_blocks_legal_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stat_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stat_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stat_strip_items_order_idx\` ON \`pages_blocks_stat_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stat_strip_items_parent_id_idx\` ON \`pages_blocks_stat_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stat_strip_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stat_strip_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_stat_strip_items_locales_locale_parent_id_uniqu\` ON \`pages_blocks_stat_strip_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stat_strip\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`columns\` text DEFAULT '4',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stat_strip_order_idx\` ON \`pages_blocks_stat_strip\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stat_strip_parent_id_idx\` ON \`pages_blocks_stat_strip\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stat_strip_path_idx\` ON \`pages_blocks_stat_strip\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stat_strip_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stat_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_stat_strip_locales_locale_parent_id_unique\` ON \`pages_blocks_stat_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_offer_cards_groups_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_offer_cards_groups_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_cards_groups_cards_items_order_idx\` ON \`pages_blocks_offer_cards_groups_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_cards_groups_cards_items_parent_id_idx\` ON \`pages_blocks_offer_cards_groups_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_offer_cards_groups_cards_items_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_offer_cards_groups_cards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_offer_cards_groups_cards_items_locales_locale_p\` ON \`pages_blocks_offer_cards_groups_cards_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_offer_cards_groups_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`action_href\` text,
  	\`action_variant\` text DEFAULT 'primary',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_offer_cards_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_cards_groups_cards_order_idx\` ON \`pages_blocks_offer_cards_groups_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_cards_groups_cards_parent_id_idx\` ON \`pages_blocks_offer_cards_groups_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_offer_cards_groups_cards_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`stat\` text,
  	\`action_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_offer_cards_groups_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_offer_cards_groups_cards_locales_locale_parent_\` ON \`pages_blocks_offer_cards_groups_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_offer_cards_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_offer_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_cards_groups_order_idx\` ON \`pages_blocks_offer_cards_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_cards_groups_parent_id_idx\` ON \`pages_blocks_offer_cards_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_offer_cards_groups_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_offer_cards_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_offer_cards_groups_locales_locale_parent_id_uni\` ON \`pages_blocks_offer_cards_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_offer_cards\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_cards_order_idx\` ON \`pages_blocks_offer_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_cards_parent_id_idx\` ON \`pages_blocks_offer_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_cards_path_idx\` ON \`pages_blocks_offer_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_offer_cards_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`items_label\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_offer_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_offer_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_offer_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_legal_sections_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_legal_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_legal_sections_paragraphs_order_idx\` ON \`_pages_v_blocks_legal_sections_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_legal_sections_paragraphs_parent_id_idx\` ON \`_pages_v_blocks_legal_sections_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_legal_sections_paragraphs_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_legal_sections_paragraphs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_legal_sections_paragraphs_locales_locale_par\` ON \`_pages_v_blocks_legal_sections_paragraphs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_legal_sections_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_legal_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_legal_sections_items_order_idx\` ON \`_pages_v_blocks_legal_sections_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_legal_sections_items_parent_id_idx\` ON \`_pages_v_blocks_legal_sections_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_legal_sections_items_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_legal_sections_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_legal_sections_items_locales_locale_parent_i\` ON \`_pages_v_blocks_legal_sections_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_legal_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`table\` text,
  	\`link_href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_legal_sections_order_idx\` ON \`_pages_v_blocks_legal_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_legal_sections_parent_id_idx\` ON \`_pages_v_blocks_legal_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_legal_sections_locales\` (
  	\`heading\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_legal_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_legal_sections_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_legal_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_legal\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_legal_order_idx\` ON \`_pages_v_blocks_legal\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_legal_parent_id_idx\` ON \`_pages_v_blocks_legal\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_legal_path_idx\` ON \`_pages_v_blocks_legal\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_legal_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_legal_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_legal_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stat_strip_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_stat_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stat_strip_items_order_idx\` ON \`_pages_v_blocks_stat_strip_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stat_strip_items_parent_id_idx\` ON \`_pages_v_blocks_stat_strip_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stat_strip_items_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_stat_strip_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_stat_strip_items_locales_locale_parent_id_un\` ON \`_pages_v_blocks_stat_strip_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stat_strip\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`columns\` text DEFAULT '4',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stat_strip_order_idx\` ON \`_pages_v_blocks_stat_strip\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stat_strip_parent_id_idx\` ON \`_pages_v_blocks_stat_strip\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stat_strip_path_idx\` ON \`_pages_v_blocks_stat_strip\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stat_strip_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_stat_strip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_stat_strip_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_stat_strip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_offer_cards_groups_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_offer_cards_groups_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_cards_groups_cards_items_order_idx\` ON \`_pages_v_blocks_offer_cards_groups_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_cards_groups_cards_items_parent_id_idx\` ON \`_pages_v_blocks_offer_cards_groups_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_offer_cards_groups_cards_items_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_offer_cards_groups_cards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_offer_cards_groups_cards_items_locales_local\` ON \`_pages_v_blocks_offer_cards_groups_cards_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_offer_cards_groups_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`action_href\` text,
  	\`action_variant\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_offer_cards_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_cards_groups_cards_order_idx\` ON \`_pages_v_blocks_offer_cards_groups_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_cards_groups_cards_parent_id_idx\` ON \`_pages_v_blocks_offer_cards_groups_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_offer_cards_groups_cards_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`stat\` text,
  	\`action_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_offer_cards_groups_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_offer_cards_groups_cards_locales_locale_pare\` ON \`_pages_v_blocks_offer_cards_groups_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_offer_cards_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_offer_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_cards_groups_order_idx\` ON \`_pages_v_blocks_offer_cards_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_cards_groups_parent_id_idx\` ON \`_pages_v_blocks_offer_cards_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_offer_cards_groups_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_offer_cards_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_offer_cards_groups_locales_locale_parent_id_\` ON \`_pages_v_blocks_offer_cards_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_offer_cards\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_cards_order_idx\` ON \`_pages_v_blocks_offer_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_cards_parent_id_idx\` ON \`_pages_v_blocks_offer_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_cards_path_idx\` ON \`_pages_v_blocks_offer_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_offer_cards_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`items_label\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_offer_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_offer_cards_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_offer_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`glow\` text DEFAULT 'top-right';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid_items\` ADD \`link_href\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid_items_locales\` ADD \`stat\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid_items_locales\` ADD \`link_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid\` ADD \`layout\` text DEFAULT 'stacked';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_prose\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_prose\` ADD \`action_href\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_prose\` ADD \`action_variant\` text DEFAULT 'primary';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_prose_locales\` ADD \`action_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`glow\` text DEFAULT 'top-right';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid_items\` ADD \`link_href\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid_items_locales\` ADD \`stat\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid_items_locales\` ADD \`link_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid\` ADD \`layout\` text DEFAULT 'stacked';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_prose\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_prose\` ADD \`action_href\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_prose\` ADD \`action_variant\` text DEFAULT 'primary';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_prose_locales\` ADD \`action_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps\` ADD \`anchor\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq\` ADD \`anchor\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_legal_sections_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_legal_sections_paragraphs_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_legal_sections_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_legal_sections_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_legal_sections\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_legal_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_legal\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_legal_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stat_strip_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stat_strip_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stat_strip\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stat_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_offer_cards_groups_cards_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_offer_cards_groups_cards_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_offer_cards_groups_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_offer_cards_groups_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_offer_cards_groups\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_offer_cards_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_offer_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_offer_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_legal_sections_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_legal_sections_paragraphs_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_legal_sections_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_legal_sections_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_legal_sections\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_legal_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_legal\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_legal_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stat_strip_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stat_strip_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stat_strip\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stat_strip_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_offer_cards_groups_cards_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_offer_cards_groups_cards_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_offer_cards_groups_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_offer_cards_groups_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_offer_cards_groups\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_offer_cards_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_offer_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_offer_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`glow\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid_items\` DROP COLUMN \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid_items_locales\` DROP COLUMN \`stat\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid_items_locales\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_feature_grid\` DROP COLUMN \`layout\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_prose\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_prose\` DROP COLUMN \`action_href\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_prose\` DROP COLUMN \`action_variant\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_prose_locales\` DROP COLUMN \`action_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_steps\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_faq\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`glow\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid_items\` DROP COLUMN \`link_href\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid_items_locales\` DROP COLUMN \`stat\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid_items_locales\` DROP COLUMN \`link_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_feature_grid\` DROP COLUMN \`layout\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_prose\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_prose\` DROP COLUMN \`action_href\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_prose\` DROP COLUMN \`action_variant\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_prose_locales\` DROP COLUMN \`action_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_steps\` DROP COLUMN \`anchor\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_faq\` DROP COLUMN \`anchor\`;`)
}
