import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_whitepaper_promo\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'brand',
  	\`anchor\` text,
  	\`whitepaper\` text,
  	\`action_href\` text,
  	\`action_variant\` text DEFAULT 'primary',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_whitepaper_promo_order_idx\` ON \`pages_blocks_whitepaper_promo\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_whitepaper_promo_parent_id_idx\` ON \`pages_blocks_whitepaper_promo\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_whitepaper_promo_path_idx\` ON \`pages_blocks_whitepaper_promo\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_whitepaper_promo_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`action_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_whitepaper_promo\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_whitepaper_promo_locales_locale_parent_id_uniqu\` ON \`pages_blocks_whitepaper_promo_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_proof_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_proof\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_proof_logos_order_idx\` ON \`pages_blocks_proof_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_proof_logos_parent_id_idx\` ON \`pages_blocks_proof_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_proof_logos_locales\` (
  	\`name\` text,
  	\`kind\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_proof_logos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_proof_logos_locales_locale_parent_id_unique\` ON \`pages_blocks_proof_logos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_proof_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_proof\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_proof_badges_order_idx\` ON \`pages_blocks_proof_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_proof_badges_parent_id_idx\` ON \`pages_blocks_proof_badges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_proof_badges_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_proof_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_proof_badges_locales_locale_parent_id_unique\` ON \`pages_blocks_proof_badges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_proof\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'muted',
  	\`anchor\` text,
  	\`testimonials\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_proof_order_idx\` ON \`pages_blocks_proof\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_proof_parent_id_idx\` ON \`pages_blocks_proof\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_proof_path_idx\` ON \`pages_blocks_proof\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_proof_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_proof\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_proof_locales_locale_parent_id_unique\` ON \`pages_blocks_proof_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_whitepaper_promo\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'brand',
  	\`anchor\` text,
  	\`whitepaper\` text,
  	\`action_href\` text,
  	\`action_variant\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_whitepaper_promo_order_idx\` ON \`_pages_v_blocks_whitepaper_promo\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_whitepaper_promo_parent_id_idx\` ON \`_pages_v_blocks_whitepaper_promo\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_whitepaper_promo_path_idx\` ON \`_pages_v_blocks_whitepaper_promo\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_whitepaper_promo_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`action_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_whitepaper_promo\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_whitepaper_promo_locales_locale_parent_id_un\` ON \`_pages_v_blocks_whitepaper_promo_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_proof_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_proof\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_proof_logos_order_idx\` ON \`_pages_v_blocks_proof_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_proof_logos_parent_id_idx\` ON \`_pages_v_blocks_proof_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_proof_logos_locales\` (
  	\`name\` text,
  	\`kind\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_proof_logos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_proof_logos_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_proof_logos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_proof_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_proof\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_proof_badges_order_idx\` ON \`_pages_v_blocks_proof_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_proof_badges_parent_id_idx\` ON \`_pages_v_blocks_proof_badges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_proof_badges_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_proof_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_proof_badges_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_proof_badges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_proof\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tone\` text DEFAULT 'muted',
  	\`anchor\` text,
  	\`testimonials\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_proof_order_idx\` ON \`_pages_v_blocks_proof\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_proof_parent_id_idx\` ON \`_pages_v_blocks_proof\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_proof_path_idx\` ON \`_pages_v_blocks_proof\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_proof_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_proof\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_proof_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_proof_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_whitepaper_promo\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_whitepaper_promo_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_proof_logos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_proof_logos_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_proof_badges\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_proof_badges_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_proof\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_proof_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_whitepaper_promo\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_whitepaper_promo_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_proof_logos\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_proof_logos_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_proof_badges\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_proof_badges_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_proof\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_proof_locales\`;`)
}
