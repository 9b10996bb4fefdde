import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`whitepapers_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`whitepapers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`whitepapers_highlights_order_idx\` ON \`whitepapers_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`whitepapers_highlights_parent_id_idx\` ON \`whitepapers_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`whitepapers_highlights_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`whitepapers_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`whitepapers_highlights_locales_locale_parent_id_unique\` ON \`whitepapers_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`whitepapers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`whitepapers_key_idx\` ON \`whitepapers\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`whitepapers_updated_at_idx\` ON \`whitepapers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`whitepapers_created_at_idx\` ON \`whitepapers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`whitepapers__status_idx\` ON \`whitepapers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`whitepapers_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`whitepapers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`whitepapers_locales_locale_parent_id_unique\` ON \`whitepapers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_whitepapers_v_version_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_whitepapers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_version_highlights_order_idx\` ON \`_whitepapers_v_version_highlights\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_version_highlights_parent_id_idx\` ON \`_whitepapers_v_version_highlights\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_whitepapers_v_version_highlights_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_whitepapers_v_version_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_whitepapers_v_version_highlights_locales_locale_parent_id_u\` ON \`_whitepapers_v_version_highlights_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_whitepapers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_key\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`whitepapers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_parent_idx\` ON \`_whitepapers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_version_version_key_idx\` ON \`_whitepapers_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_version_version_updated_at_idx\` ON \`_whitepapers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_version_version_created_at_idx\` ON \`_whitepapers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_version_version__status_idx\` ON \`_whitepapers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_created_at_idx\` ON \`_whitepapers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_updated_at_idx\` ON \`_whitepapers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_snapshot_idx\` ON \`_whitepapers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_published_locale_idx\` ON \`_whitepapers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_whitepapers_v_latest_idx\` ON \`_whitepapers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_whitepapers_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_whitepapers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_whitepapers_v_locales_locale_parent_id_unique\` ON \`_whitepapers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`whitepapers_id\` integer REFERENCES whitepapers(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_whitepapers_id_idx\` ON \`payload_locked_documents_rels\` (\`whitepapers_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`whitepapers_highlights\`;`)
  await db.run(sql`DROP TABLE \`whitepapers_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`whitepapers\`;`)
  await db.run(sql`DROP TABLE \`whitepapers_locales\`;`)
  await db.run(sql`DROP TABLE \`_whitepapers_v_version_highlights\`;`)
  await db.run(sql`DROP TABLE \`_whitepapers_v_version_highlights_locales\`;`)
  await db.run(sql`DROP TABLE \`_whitepapers_v\`;`)
  await db.run(sql`DROP TABLE \`_whitepapers_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`news_id\` integer,
  	\`team_members_id\` integer,
  	\`testimonials_id\` integer,
  	\`instruction_editions_id\` integer,
  	\`media_id\` integer,
  	\`search_misses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`instruction_editions_id\`) REFERENCES \`instruction_editions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_misses_id\`) REFERENCES \`search_misses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "pages_id", "products_id", "news_id", "team_members_id", "testimonials_id", "instruction_editions_id", "media_id", "search_misses_id") SELECT "id", "order", "parent_id", "path", "users_id", "pages_id", "products_id", "news_id", "team_members_id", "testimonials_id", "instruction_editions_id", "media_id", "search_misses_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_instruction_editions_id_idx\` ON \`payload_locked_documents_rels\` (\`instruction_editions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_misses_id_idx\` ON \`payload_locked_documents_rels\` (\`search_misses_id\`);`)
}
