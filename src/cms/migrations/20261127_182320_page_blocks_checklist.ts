import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_checklist_sections_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`link_href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_checklist_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_sections_items_order_idx\` ON \`pages_blocks_checklist_sections_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_sections_items_parent_id_idx\` ON \`pages_blocks_checklist_sections_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_checklist_sections_items_locales\` (
  	\`text\` text,
  	\`detail\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_checklist_sections_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_checklist_sections_items_locales_locale_parent_\` ON \`pages_blocks_checklist_sections_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_checklist_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`cut_off_table\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_checklist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_sections_order_idx\` ON \`pages_blocks_checklist_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_sections_parent_id_idx\` ON \`pages_blocks_checklist_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_checklist_sections_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_checklist_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_checklist_sections_locales_locale_parent_id_uni\` ON \`pages_blocks_checklist_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_checklist\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`scene\` text,
  	\`updated\` text,
  	\`download_document\` text,
  	\`cut_offs_link_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_order_idx\` ON \`pages_blocks_checklist\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_parent_id_idx\` ON \`pages_blocks_checklist\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_path_idx\` ON \`pages_blocks_checklist\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_checklist_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`download_label\` text,
  	\`download_format\` text,
  	\`download_print_label\` text,
  	\`contents_label\` text,
  	\`disclaimer_title\` text,
  	\`disclaimer_text\` text,
  	\`cut_offs_caption\` text,
  	\`cut_offs_substance_column\` text,
  	\`cut_offs_urine_column\` text,
  	\`cut_offs_saliva_column\` text,
  	\`cut_offs_note\` text,
  	\`cut_offs_link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_checklist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_checklist_locales_locale_parent_id_unique\` ON \`pages_blocks_checklist_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_checklist_sections_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`link_href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_checklist_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_sections_items_order_idx\` ON \`_pages_v_blocks_checklist_sections_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_sections_items_parent_id_idx\` ON \`_pages_v_blocks_checklist_sections_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_checklist_sections_items_locales\` (
  	\`text\` text,
  	\`detail\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_checklist_sections_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_checklist_sections_items_locales_locale_pare\` ON \`_pages_v_blocks_checklist_sections_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_checklist_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`cut_off_table\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_checklist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_sections_order_idx\` ON \`_pages_v_blocks_checklist_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_sections_parent_id_idx\` ON \`_pages_v_blocks_checklist_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_checklist_sections_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_checklist_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_checklist_sections_locales_locale_parent_id_\` ON \`_pages_v_blocks_checklist_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_checklist\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`scene\` text,
  	\`updated\` text,
  	\`download_document\` text,
  	\`cut_offs_link_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_order_idx\` ON \`_pages_v_blocks_checklist\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_parent_id_idx\` ON \`_pages_v_blocks_checklist\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_path_idx\` ON \`_pages_v_blocks_checklist\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_checklist_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`download_label\` text,
  	\`download_format\` text,
  	\`download_print_label\` text,
  	\`contents_label\` text,
  	\`disclaimer_title\` text,
  	\`disclaimer_text\` text,
  	\`cut_offs_caption\` text,
  	\`cut_offs_substance_column\` text,
  	\`cut_offs_urine_column\` text,
  	\`cut_offs_saliva_column\` text,
  	\`cut_offs_note\` text,
  	\`cut_offs_link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_checklist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_checklist_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_checklist_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_checklist_sections_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_checklist_sections_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_checklist_sections\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_checklist_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_checklist\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_checklist_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_checklist_sections_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_checklist_sections_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_checklist_sections\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_checklist_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_checklist\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_checklist_locales\`;`)
}
