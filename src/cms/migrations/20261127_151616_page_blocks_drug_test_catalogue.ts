import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_grid_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_badges_order_idx\` ON \`pages_blocks_feature_grid_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_badges_parent_id_idx\` ON \`pages_blocks_feature_grid_badges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_grid_badges_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_grid_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_feature_grid_badges_locales_locale_parent_id_un\` ON \`pages_blocks_feature_grid_badges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_drug_test_catalogue_saliva_advantages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_drug_test_catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_drug_test_catalogue_saliva_advantages_order_idx\` ON \`pages_blocks_drug_test_catalogue_saliva_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_drug_test_catalogue_saliva_advantages_parent_id_idx\` ON \`pages_blocks_drug_test_catalogue_saliva_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_drug_test_catalogue_saliva_advantages_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_drug_test_catalogue_saliva_advantages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_drug_test_catalogue_saliva_advantages_locales_l\` ON \`pages_blocks_drug_test_catalogue_saliva_advantages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_drug_test_catalogue\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`saliva_contact_href\` text,
  	\`saliva_contact_variant\` text DEFAULT 'primary',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_drug_test_catalogue_order_idx\` ON \`pages_blocks_drug_test_catalogue\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_drug_test_catalogue_parent_id_idx\` ON \`pages_blocks_drug_test_catalogue\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_drug_test_catalogue_path_idx\` ON \`pages_blocks_drug_test_catalogue\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_drug_test_catalogue_locales\` (
  	\`list_name\` text,
  	\`urine_title\` text,
  	\`urine_intro\` text,
  	\`urine_multi_title\` text,
  	\`urine_single_title\` text,
  	\`urine_multi_intro\` text,
  	\`urine_single_intro\` text,
  	\`saliva_title\` text,
  	\`saliva_intro\` text,
  	\`saliva_advantages_title\` text,
  	\`saliva_contact_text\` text,
  	\`saliva_contact_label\` text,
  	\`saliva_product_intro\` text,
  	\`saliva_product_link\` text,
  	\`manipulation_title\` text,
  	\`manipulation_intro\` text,
  	\`manipulation_explanation_title\` text,
  	\`manipulation_product_link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_drug_test_catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_drug_test_catalogue_locales_locale_parent_id_un\` ON \`pages_blocks_drug_test_catalogue_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_grid_badges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_badges_order_idx\` ON \`_pages_v_blocks_feature_grid_badges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_badges_parent_id_idx\` ON \`_pages_v_blocks_feature_grid_badges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_grid_badges_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_grid_badges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_feature_grid_badges_locales_locale_parent_id\` ON \`_pages_v_blocks_feature_grid_badges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_drug_test_catalogue_saliva_advantages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_drug_test_catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_drug_test_catalogue_saliva_advantages_order_idx\` ON \`_pages_v_blocks_drug_test_catalogue_saliva_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_drug_test_catalogue_saliva_advantages_parent_id_idx\` ON \`_pages_v_blocks_drug_test_catalogue_saliva_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_drug_test_catalogue_saliva_advantages_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_drug_test_catalogue_saliva_advantages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_drug_test_catalogue_saliva_advantages_locale\` ON \`_pages_v_blocks_drug_test_catalogue_saliva_advantages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_drug_test_catalogue\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`saliva_contact_href\` text,
  	\`saliva_contact_variant\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_drug_test_catalogue_order_idx\` ON \`_pages_v_blocks_drug_test_catalogue\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_drug_test_catalogue_parent_id_idx\` ON \`_pages_v_blocks_drug_test_catalogue\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_drug_test_catalogue_path_idx\` ON \`_pages_v_blocks_drug_test_catalogue\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_drug_test_catalogue_locales\` (
  	\`list_name\` text,
  	\`urine_title\` text,
  	\`urine_intro\` text,
  	\`urine_multi_title\` text,
  	\`urine_single_title\` text,
  	\`urine_multi_intro\` text,
  	\`urine_single_intro\` text,
  	\`saliva_title\` text,
  	\`saliva_intro\` text,
  	\`saliva_advantages_title\` text,
  	\`saliva_contact_text\` text,
  	\`saliva_contact_label\` text,
  	\`saliva_product_intro\` text,
  	\`saliva_product_link\` text,
  	\`manipulation_title\` text,
  	\`manipulation_intro\` text,
  	\`manipulation_explanation_title\` text,
  	\`manipulation_product_link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_drug_test_catalogue\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_drug_test_catalogue_locales_locale_parent_id\` ON \`_pages_v_blocks_drug_test_catalogue_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_feature_grid_badges\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_grid_badges_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_drug_test_catalogue_saliva_advantages\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_drug_test_catalogue_saliva_advantages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_drug_test_catalogue\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_drug_test_catalogue_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_grid_badges\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_grid_badges_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_drug_test_catalogue_saliva_advantages\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_drug_test_catalogue_saliva_advantages_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_drug_test_catalogue\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_drug_test_catalogue_locales\`;`)
}
