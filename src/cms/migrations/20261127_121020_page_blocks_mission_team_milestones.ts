import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_mission_differentiators\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_mission\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_mission_differentiators_order_idx\` ON \`pages_blocks_mission_differentiators\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mission_differentiators_parent_id_idx\` ON \`pages_blocks_mission_differentiators\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_mission_differentiators_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_mission_differentiators\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_mission_differentiators_locales_locale_parent_i\` ON \`pages_blocks_mission_differentiators_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_mission\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_mission_order_idx\` ON \`pages_blocks_mission\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mission_parent_id_idx\` ON \`pages_blocks_mission\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mission_path_idx\` ON \`pages_blocks_mission\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_mission_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`mission_title\` text,
  	\`vision_title\` text,
  	\`mission\` text,
  	\`vision\` text,
  	\`differentiators_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_mission\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_mission_locales_locale_parent_id_unique\` ON \`pages_blocks_mission_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_team\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_team_order_idx\` ON \`pages_blocks_team\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_parent_id_idx\` ON \`pages_blocks_team\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_path_idx\` ON \`pages_blocks_team\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_team_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`tabs_label\` text,
  	\`executive_tab\` text,
  	\`advisory_tab\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_team_locales_locale_parent_id_unique\` ON \`pages_blocks_team_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_milestones_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_milestones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_milestones_items_order_idx\` ON \`pages_blocks_milestones_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_milestones_items_parent_id_idx\` ON \`pages_blocks_milestones_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_milestones_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_milestones_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_milestones_items_locales_locale_parent_id_uniqu\` ON \`pages_blocks_milestones_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_milestones\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_milestones_order_idx\` ON \`pages_blocks_milestones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_milestones_parent_id_idx\` ON \`pages_blocks_milestones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_milestones_path_idx\` ON \`pages_blocks_milestones\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_milestones_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_milestones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_milestones_locales_locale_parent_id_unique\` ON \`pages_blocks_milestones_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_mission_differentiators\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_mission\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mission_differentiators_order_idx\` ON \`_pages_v_blocks_mission_differentiators\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mission_differentiators_parent_id_idx\` ON \`_pages_v_blocks_mission_differentiators\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_mission_differentiators_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_mission_differentiators\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_mission_differentiators_locales_locale_paren\` ON \`_pages_v_blocks_mission_differentiators_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_mission\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mission_order_idx\` ON \`_pages_v_blocks_mission\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mission_parent_id_idx\` ON \`_pages_v_blocks_mission\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mission_path_idx\` ON \`_pages_v_blocks_mission\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_mission_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`mission_title\` text,
  	\`vision_title\` text,
  	\`mission\` text,
  	\`vision\` text,
  	\`differentiators_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_mission\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_mission_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_mission_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_team\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_order_idx\` ON \`_pages_v_blocks_team\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_parent_id_idx\` ON \`_pages_v_blocks_team\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_path_idx\` ON \`_pages_v_blocks_team\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_team_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`tabs_label\` text,
  	\`executive_tab\` text,
  	\`advisory_tab\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_team_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_team_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_milestones_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_milestones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_milestones_items_order_idx\` ON \`_pages_v_blocks_milestones_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_milestones_items_parent_id_idx\` ON \`_pages_v_blocks_milestones_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_milestones_items_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_milestones_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_milestones_items_locales_locale_parent_id_un\` ON \`_pages_v_blocks_milestones_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_milestones\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_milestones_order_idx\` ON \`_pages_v_blocks_milestones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_milestones_parent_id_idx\` ON \`_pages_v_blocks_milestones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_milestones_path_idx\` ON \`_pages_v_blocks_milestones\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_milestones_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_milestones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_milestones_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_milestones_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`about_company\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_about_company\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_mission_differentiators\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mission_differentiators_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mission\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mission_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_milestones_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_milestones_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_milestones\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_milestones_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_mission_differentiators\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_mission_differentiators_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_mission\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_mission_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_team\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_team_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_milestones_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_milestones_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_milestones\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_milestones_locales\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`about_company\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_about_company\`;`)
}
