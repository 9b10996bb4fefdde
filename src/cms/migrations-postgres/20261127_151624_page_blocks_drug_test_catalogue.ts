import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_drug_test_catalogue_saliva_contact_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum__pages_v_blocks_drug_test_catalogue_saliva_contact_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TABLE "pages_blocks_feature_grid_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_feature_grid_badges_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_drug_test_catalogue_saliva_advantages" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_drug_test_catalogue_saliva_advantages_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_drug_test_catalogue" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"saliva_contact_href" varchar,
  	"saliva_contact_variant" "enum_pages_blocks_drug_test_catalogue_saliva_contact_variant" DEFAULT 'primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_drug_test_catalogue_locales" (
  	"list_name" varchar,
  	"urine_title" varchar,
  	"urine_intro" varchar,
  	"urine_multi_title" varchar,
  	"urine_single_title" varchar,
  	"urine_multi_intro" varchar,
  	"urine_single_intro" varchar,
  	"saliva_title" varchar,
  	"saliva_intro" varchar,
  	"saliva_advantages_title" varchar,
  	"saliva_contact_text" varchar,
  	"saliva_contact_label" varchar,
  	"saliva_product_intro" varchar,
  	"saliva_product_link" varchar,
  	"manipulation_title" varchar,
  	"manipulation_intro" varchar,
  	"manipulation_explanation_title" varchar,
  	"manipulation_product_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid_badges_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_drug_test_catalogue_saliva_advantages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_drug_test_catalogue_saliva_advantages_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_drug_test_catalogue" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"saliva_contact_href" varchar,
  	"saliva_contact_variant" "enum__pages_v_blocks_drug_test_catalogue_saliva_contact_variant" DEFAULT 'primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_drug_test_catalogue_locales" (
  	"list_name" varchar,
  	"urine_title" varchar,
  	"urine_intro" varchar,
  	"urine_multi_title" varchar,
  	"urine_single_title" varchar,
  	"urine_multi_intro" varchar,
  	"urine_single_intro" varchar,
  	"saliva_title" varchar,
  	"saliva_intro" varchar,
  	"saliva_advantages_title" varchar,
  	"saliva_contact_text" varchar,
  	"saliva_contact_label" varchar,
  	"saliva_product_intro" varchar,
  	"saliva_product_link" varchar,
  	"manipulation_title" varchar,
  	"manipulation_intro" varchar,
  	"manipulation_explanation_title" varchar,
  	"manipulation_product_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_feature_grid_badges" ADD CONSTRAINT "pages_blocks_feature_grid_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid_badges_locales" ADD CONSTRAINT "pages_blocks_feature_grid_badges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_grid_badges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_drug_test_catalogue_saliva_advantages" ADD CONSTRAINT "pages_blocks_drug_test_catalogue_saliva_advantages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_drug_test_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_drug_test_catalogue_saliva_advantages_locales" ADD CONSTRAINT "pages_blocks_drug_test_catalogue_saliva_advantages_locale_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_drug_test_catalogue_saliva_advantages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_drug_test_catalogue" ADD CONSTRAINT "pages_blocks_drug_test_catalogue_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_drug_test_catalogue_locales" ADD CONSTRAINT "pages_blocks_drug_test_catalogue_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_drug_test_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_badges" ADD CONSTRAINT "_pages_v_blocks_feature_grid_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_badges_locales" ADD CONSTRAINT "_pages_v_blocks_feature_grid_badges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid_badges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_drug_test_catalogue_saliva_advantages" ADD CONSTRAINT "_pages_v_blocks_drug_test_catalogue_saliva_advantages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_drug_test_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_drug_test_catalogue_saliva_advantages_locales" ADD CONSTRAINT "_pages_v_blocks_drug_test_catalogue_saliva_advantages_loc_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_drug_test_catalogue_saliva_advantages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_drug_test_catalogue" ADD CONSTRAINT "_pages_v_blocks_drug_test_catalogue_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_drug_test_catalogue_locales" ADD CONSTRAINT "_pages_v_blocks_drug_test_catalogue_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_drug_test_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_feature_grid_badges_order_idx" ON "pages_blocks_feature_grid_badges" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_grid_badges_parent_id_idx" ON "pages_blocks_feature_grid_badges" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_feature_grid_badges_locales_locale_parent_id_un" ON "pages_blocks_feature_grid_badges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_drug_test_catalogue_saliva_advantages_order_idx" ON "pages_blocks_drug_test_catalogue_saliva_advantages" USING btree ("_order");
  CREATE INDEX "pages_blocks_drug_test_catalogue_saliva_advantages_parent_id_idx" ON "pages_blocks_drug_test_catalogue_saliva_advantages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_drug_test_catalogue_saliva_advantages_locales_l" ON "pages_blocks_drug_test_catalogue_saliva_advantages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_drug_test_catalogue_order_idx" ON "pages_blocks_drug_test_catalogue" USING btree ("_order");
  CREATE INDEX "pages_blocks_drug_test_catalogue_parent_id_idx" ON "pages_blocks_drug_test_catalogue" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_drug_test_catalogue_path_idx" ON "pages_blocks_drug_test_catalogue" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_drug_test_catalogue_locales_locale_parent_id_un" ON "pages_blocks_drug_test_catalogue_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_badges_order_idx" ON "_pages_v_blocks_feature_grid_badges" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_grid_badges_parent_id_idx" ON "_pages_v_blocks_feature_grid_badges" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_feature_grid_badges_locales_locale_parent_id" ON "_pages_v_blocks_feature_grid_badges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_drug_test_catalogue_saliva_advantages_order_idx" ON "_pages_v_blocks_drug_test_catalogue_saliva_advantages" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_drug_test_catalogue_saliva_advantages_parent_id_idx" ON "_pages_v_blocks_drug_test_catalogue_saliva_advantages" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_drug_test_catalogue_saliva_advantages_locale" ON "_pages_v_blocks_drug_test_catalogue_saliva_advantages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_drug_test_catalogue_order_idx" ON "_pages_v_blocks_drug_test_catalogue" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_drug_test_catalogue_parent_id_idx" ON "_pages_v_blocks_drug_test_catalogue" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_drug_test_catalogue_path_idx" ON "_pages_v_blocks_drug_test_catalogue" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_drug_test_catalogue_locales_locale_parent_id" ON "_pages_v_blocks_drug_test_catalogue_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_feature_grid_badges" CASCADE;
  DROP TABLE "pages_blocks_feature_grid_badges_locales" CASCADE;
  DROP TABLE "pages_blocks_drug_test_catalogue_saliva_advantages" CASCADE;
  DROP TABLE "pages_blocks_drug_test_catalogue_saliva_advantages_locales" CASCADE;
  DROP TABLE "pages_blocks_drug_test_catalogue" CASCADE;
  DROP TABLE "pages_blocks_drug_test_catalogue_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid_badges" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid_badges_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_drug_test_catalogue_saliva_advantages" CASCADE;
  DROP TABLE "_pages_v_blocks_drug_test_catalogue_saliva_advantages_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_drug_test_catalogue" CASCADE;
  DROP TABLE "_pages_v_blocks_drug_test_catalogue_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_drug_test_catalogue_saliva_contact_variant";
  DROP TYPE "public"."enum__pages_v_blocks_drug_test_catalogue_saliva_contact_variant";`)
}
