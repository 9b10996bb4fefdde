import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`instruction_editions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`article\` text,
  	\`version\` text,
  	\`effective\` text,
  	\`features_result_pictures\` integer DEFAULT true,
  	\`features_latest_reading_time\` integer DEFAULT true,
  	\`key\` text,
  	\`content\` text,
  	\`approved_by\` text,
  	\`approved_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`instruction_editions_article_idx\` ON \`instruction_editions\` (\`article\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`instruction_editions_key_idx\` ON \`instruction_editions\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`instruction_editions_updated_at_idx\` ON \`instruction_editions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`instruction_editions_created_at_idx\` ON \`instruction_editions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`instruction_editions__status_idx\` ON \`instruction_editions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`instruction_editions_locales\` (
  	\`change\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`instruction_editions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`instruction_editions_locales_locale_parent_id_unique\` ON \`instruction_editions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_instruction_editions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_article\` text,
  	\`version_version\` text,
  	\`version_effective\` text,
  	\`version_features_result_pictures\` integer DEFAULT true,
  	\`version_features_latest_reading_time\` integer DEFAULT true,
  	\`version_key\` text,
  	\`version_content\` text,
  	\`version_approved_by\` text,
  	\`version_approved_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`instruction_editions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_instruction_editions_v_parent_idx\` ON \`_instruction_editions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_instruction_editions_v_version_version_article_idx\` ON \`_instruction_editions_v\` (\`version_article\`);`)
  await db.run(sql`CREATE INDEX \`_instruction_editions_v_version_version_key_idx\` ON \`_instruction_editions_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_instruction_editions_v_version_version_updated_at_idx\` ON \`_instruction_editions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_instruction_editions_v_version_version_created_at_idx\` ON \`_instruction_editions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_instruction_editions_v_version_version__status_idx\` ON \`_instruction_editions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_instruction_editions_v_created_at_idx\` ON \`_instruction_editions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_instruction_editions_v_updated_at_idx\` ON \`_instruction_editions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_instruction_editions_v_snapshot_idx\` ON \`_instruction_editions_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_instruction_editions_v_published_locale_idx\` ON \`_instruction_editions_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_instruction_editions_v_latest_idx\` ON \`_instruction_editions_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_instruction_editions_v_locales\` (
  	\`version_change\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_instruction_editions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_instruction_editions_v_locales_locale_parent_id_unique\` ON \`_instruction_editions_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`instruction_shared_sections\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`instruction_shared_sections_locales\` (
  	\`manufacturer\` text NOT NULL,
  	\`storage_professional\` text NOT NULL,
  	\`storage_self_test\` text NOT NULL,
  	\`warnings_professional\` text NOT NULL,
  	\`warnings_self_test\` text NOT NULL,
  	\`ce_professional\` text NOT NULL,
  	\`ce_self_test\` text NOT NULL,
  	\`self_test_care\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`instruction_shared_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`instruction_shared_sections_locales_locale_parent_id_unique\` ON \`instruction_shared_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`instruction_editions_id\` integer REFERENCES instruction_editions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_instruction_editions_id_idx\` ON \`payload_locked_documents_rels\` (\`instruction_editions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`instruction_editions\`;`)
  await db.run(sql`DROP TABLE \`instruction_editions_locales\`;`)
  await db.run(sql`DROP TABLE \`_instruction_editions_v\`;`)
  await db.run(sql`DROP TABLE \`_instruction_editions_v_locales\`;`)
  await db.run(sql`DROP TABLE \`instruction_shared_sections\`;`)
  await db.run(sql`DROP TABLE \`instruction_shared_sections_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`products_id\` integer,
  	\`news_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "products_id", "news_id") SELECT "id", "order", "parent_id", "path", "users_id", "products_id", "news_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
}
