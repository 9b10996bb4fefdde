import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`catalogue_single_panels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`abbreviation\` text,
  	\`article_nr\` text,
  	\`cut_off_ng_ml\` numeric,
  	\`group\` text,
  	\`icon\` text,
  	\`image\` text,
  	\`in_menu\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`catalogue_single_panels_order_idx\` ON \`catalogue_single_panels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_single_panels_parent_id_idx\` ON \`catalogue_single_panels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`catalogue_single_panels_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`catalogue_single_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`catalogue_single_panels_locales_locale_parent_id_unique\` ON \`catalogue_single_panels_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`catalogue_multi_panels_substances\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`single_panel\` text,
  	\`cut_off_ng_ml\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`catalogue_multi_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`catalogue_multi_panels_substances_order_idx\` ON \`catalogue_multi_panels_substances\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_multi_panels_substances_parent_id_idx\` ON \`catalogue_multi_panels_substances\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`catalogue_multi_panels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`article_nr\` text,
  	\`icon\` text,
  	\`image\` text,
  	\`in_menu\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`catalogue_multi_panels_order_idx\` ON \`catalogue_multi_panels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_multi_panels_parent_id_idx\` ON \`catalogue_multi_panels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`catalogue_multi_panels_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`additional_info\` text,
  	\`marker_info\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`catalogue_multi_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`catalogue_multi_panels_locales_locale_parent_id_unique\` ON \`catalogue_multi_panels_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`catalogue_saliva_substances\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`single_panel\` text,
  	\`cut_off_ng_ml\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`catalogue_saliva_substances_order_idx\` ON \`catalogue_saliva_substances\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_saliva_substances_parent_id_idx\` ON \`catalogue_saliva_substances\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`catalogue_manipulation_control_markers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`catalogue_manipulation_control_markers_order_idx\` ON \`catalogue_manipulation_control_markers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_manipulation_control_markers_parent_id_idx\` ON \`catalogue_manipulation_control_markers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`catalogue_manipulation_control_markers_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`catalogue_manipulation_control_markers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`catalogue_manipulation_control_markers_locales_locale_parent\` ON \`catalogue_manipulation_control_markers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`catalogue_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'text',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`catalogue_self_tests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`catalogue_features_order_idx\` ON \`catalogue_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_features_parent_id_idx\` ON \`catalogue_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`catalogue_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`catalogue_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`catalogue_features_locales_locale_parent_id_unique\` ON \`catalogue_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`catalogue_self_tests\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`article_nr\` text,
  	\`result_minutes\` numeric,
  	\`icon\` text,
  	\`image\` text,
  	\`in_menu\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`catalogue_families\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`catalogue_self_tests_order_idx\` ON \`catalogue_self_tests\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_self_tests_parent_id_idx\` ON \`catalogue_self_tests\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`catalogue_self_tests_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`catalogue_self_tests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`catalogue_self_tests_locales_locale_parent_id_unique\` ON \`catalogue_self_tests_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`catalogue_families\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`catalogue_families_order_idx\` ON \`catalogue_families\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_families_parent_id_idx\` ON \`catalogue_families\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`catalogue_families_locales\` (
  	\`badge\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`catalogue_families\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`catalogue_families_locales_locale_parent_id_unique\` ON \`catalogue_families_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`catalogue\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`saliva_article_nr\` text,
  	\`saliva_icon\` text,
  	\`saliva_image\` text,
  	\`saliva_in_menu\` integer DEFAULT false,
  	\`manipulation_control_article_nr\` text,
  	\`manipulation_control_icon\` text,
  	\`manipulation_control_image\` text,
  	\`manipulation_control_in_menu\` integer DEFAULT false,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`catalogue__status_idx\` ON \`catalogue\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`catalogue_locales\` (
  	\`saliva_name\` text,
  	\`saliva_description\` text,
  	\`saliva_menu_name\` text,
  	\`manipulation_control_name\` text,
  	\`manipulation_control_description\` text,
  	\`manipulation_control_explanation\` text,
  	\`manipulation_control_caveat\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`catalogue_locales_locale_parent_id_unique\` ON \`catalogue_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_catalogue_v_version_single_panels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`abbreviation\` text,
  	\`article_nr\` text,
  	\`cut_off_ng_ml\` numeric,
  	\`group\` text,
  	\`icon\` text,
  	\`image\` text,
  	\`in_menu\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_catalogue_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_catalogue_v_version_single_panels_order_idx\` ON \`_catalogue_v_version_single_panels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_v_version_single_panels_parent_id_idx\` ON \`_catalogue_v_version_single_panels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_catalogue_v_version_single_panels_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_catalogue_v_version_single_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_catalogue_v_version_single_panels_locales_locale_parent_id_\` ON \`_catalogue_v_version_single_panels_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_catalogue_v_version_multi_panels_substances\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`single_panel\` text,
  	\`cut_off_ng_ml\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_catalogue_v_version_multi_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_catalogue_v_version_multi_panels_substances_order_idx\` ON \`_catalogue_v_version_multi_panels_substances\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_v_version_multi_panels_substances_parent_id_idx\` ON \`_catalogue_v_version_multi_panels_substances\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_catalogue_v_version_multi_panels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`article_nr\` text,
  	\`icon\` text,
  	\`image\` text,
  	\`in_menu\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_catalogue_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_catalogue_v_version_multi_panels_order_idx\` ON \`_catalogue_v_version_multi_panels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_v_version_multi_panels_parent_id_idx\` ON \`_catalogue_v_version_multi_panels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_catalogue_v_version_multi_panels_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`additional_info\` text,
  	\`marker_info\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_catalogue_v_version_multi_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_catalogue_v_version_multi_panels_locales_locale_parent_id_u\` ON \`_catalogue_v_version_multi_panels_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_catalogue_v_version_saliva_substances\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`single_panel\` text,
  	\`cut_off_ng_ml\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_catalogue_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_catalogue_v_version_saliva_substances_order_idx\` ON \`_catalogue_v_version_saliva_substances\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_v_version_saliva_substances_parent_id_idx\` ON \`_catalogue_v_version_saliva_substances\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_catalogue_v_version_manipulation_control_markers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_catalogue_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_catalogue_v_version_manipulation_control_markers_order_idx\` ON \`_catalogue_v_version_manipulation_control_markers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_v_version_manipulation_control_markers_parent_id_idx\` ON \`_catalogue_v_version_manipulation_control_markers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_catalogue_v_version_manipulation_control_markers_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_catalogue_v_version_manipulation_control_markers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_catalogue_v_version_manipulation_control_markers_locales_lo\` ON \`_catalogue_v_version_manipulation_control_markers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_catalogue_features_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'text',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_catalogue_self_tests_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_catalogue_features_v_order_idx\` ON \`_catalogue_features_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_features_v_parent_id_idx\` ON \`_catalogue_features_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_catalogue_features_v_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_catalogue_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_catalogue_features_v_locales_locale_parent_id_unique\` ON \`_catalogue_features_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_catalogue_self_tests_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`article_nr\` text,
  	\`result_minutes\` numeric,
  	\`icon\` text,
  	\`image\` text,
  	\`in_menu\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_catalogue_families_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_catalogue_self_tests_v_order_idx\` ON \`_catalogue_self_tests_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_self_tests_v_parent_id_idx\` ON \`_catalogue_self_tests_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_catalogue_self_tests_v_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_catalogue_self_tests_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_catalogue_self_tests_v_locales_locale_parent_id_unique\` ON \`_catalogue_self_tests_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_catalogue_families_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_catalogue_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_catalogue_families_v_order_idx\` ON \`_catalogue_families_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_families_v_parent_id_idx\` ON \`_catalogue_families_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_catalogue_families_v_locales\` (
  	\`badge\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_catalogue_families_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_catalogue_families_v_locales_locale_parent_id_unique\` ON \`_catalogue_families_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_catalogue_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_saliva_article_nr\` text,
  	\`version_saliva_icon\` text,
  	\`version_saliva_image\` text,
  	\`version_saliva_in_menu\` integer DEFAULT false,
  	\`version_manipulation_control_article_nr\` text,
  	\`version_manipulation_control_icon\` text,
  	\`version_manipulation_control_image\` text,
  	\`version_manipulation_control_in_menu\` integer DEFAULT false,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_catalogue_v_version_version__status_idx\` ON \`_catalogue_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_v_created_at_idx\` ON \`_catalogue_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_v_updated_at_idx\` ON \`_catalogue_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_v_snapshot_idx\` ON \`_catalogue_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_v_published_locale_idx\` ON \`_catalogue_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_v_latest_idx\` ON \`_catalogue_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_catalogue_v_locales\` (
  	\`version_saliva_name\` text,
  	\`version_saliva_description\` text,
  	\`version_saliva_menu_name\` text,
  	\`version_manipulation_control_name\` text,
  	\`version_manipulation_control_description\` text,
  	\`version_manipulation_control_explanation\` text,
  	\`version_manipulation_control_caveat\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_catalogue_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_catalogue_v_locales_locale_parent_id_unique\` ON \`_catalogue_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`catalogue_single_panels\`;`)
  await db.run(sql`DROP TABLE \`catalogue_single_panels_locales\`;`)
  await db.run(sql`DROP TABLE \`catalogue_multi_panels_substances\`;`)
  await db.run(sql`DROP TABLE \`catalogue_multi_panels\`;`)
  await db.run(sql`DROP TABLE \`catalogue_multi_panels_locales\`;`)
  await db.run(sql`DROP TABLE \`catalogue_saliva_substances\`;`)
  await db.run(sql`DROP TABLE \`catalogue_manipulation_control_markers\`;`)
  await db.run(sql`DROP TABLE \`catalogue_manipulation_control_markers_locales\`;`)
  await db.run(sql`DROP TABLE \`catalogue_features\`;`)
  await db.run(sql`DROP TABLE \`catalogue_features_locales\`;`)
  await db.run(sql`DROP TABLE \`catalogue_self_tests\`;`)
  await db.run(sql`DROP TABLE \`catalogue_self_tests_locales\`;`)
  await db.run(sql`DROP TABLE \`catalogue_families\`;`)
  await db.run(sql`DROP TABLE \`catalogue_families_locales\`;`)
  await db.run(sql`DROP TABLE \`catalogue\`;`)
  await db.run(sql`DROP TABLE \`catalogue_locales\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_v_version_single_panels\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_v_version_single_panels_locales\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_v_version_multi_panels_substances\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_v_version_multi_panels\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_v_version_multi_panels_locales\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_v_version_saliva_substances\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_v_version_manipulation_control_markers\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_v_version_manipulation_control_markers_locales\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_features_v\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_features_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_self_tests_v\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_self_tests_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_families_v\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_families_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_v\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_v_locales\`;`)
}
