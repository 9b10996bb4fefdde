import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_catalogue\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`catalogue\` text DEFAULT 'healthcare',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_catalogue_order_idx\` ON \`pages_blocks_catalogue\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_catalogue_parent_id_idx\` ON \`pages_blocks_catalogue\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_catalogue_path_idx\` ON \`pages_blocks_catalogue\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_catalogue_locales\` (
  	\`list_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_catalogue_locales_locale_parent_id_unique\` ON \`pages_blocks_catalogue_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_catalogue\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`catalogue\` text DEFAULT 'healthcare',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_catalogue_order_idx\` ON \`_pages_v_blocks_catalogue\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_catalogue_parent_id_idx\` ON \`_pages_v_blocks_catalogue\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_catalogue_path_idx\` ON \`_pages_v_blocks_catalogue\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_catalogue_locales\` (
  	\`list_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_catalogue_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_catalogue_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_retailers\` ADD \`look\` text DEFAULT 'logos';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_retailers\` ADD \`look\` text DEFAULT 'logos';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_catalogue\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_catalogue_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_catalogue\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_catalogue_locales\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_retailers\` DROP COLUMN \`look\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_retailers\` DROP COLUMN \`look\`;`)
}
