import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_checklist_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/resources/whitepapers', '/products', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind');
  CREATE TYPE "public"."enum_pages_blocks_checklist_download_document" AS ENUM('compliance-checklist');
  CREATE TYPE "public"."enum__pages_v_blocks_checklist_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/resources/whitepapers', '/products', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind');
  CREATE TYPE "public"."enum__pages_v_blocks_checklist_download_document" AS ENUM('compliance-checklist');
  CREATE TABLE "pages_blocks_checklist_sections_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"link_href" varchar
  );
  
  CREATE TABLE "pages_blocks_checklist_sections_items_locales" (
  	"text" varchar,
  	"detail" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_checklist_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"cut_off_table" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_checklist_sections_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"scene" "enum_pages_blocks_checklist_scene",
  	"updated" timestamp(3) with time zone,
  	"download_document" "enum_pages_blocks_checklist_download_document",
  	"cut_offs_link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_checklist_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"download_label" varchar,
  	"download_format" varchar,
  	"download_print_label" varchar,
  	"contents_label" varchar,
  	"disclaimer_title" varchar,
  	"disclaimer_text" varchar,
  	"cut_offs_caption" varchar,
  	"cut_offs_substance_column" varchar,
  	"cut_offs_urine_column" varchar,
  	"cut_offs_saliva_column" varchar,
  	"cut_offs_note" varchar,
  	"cut_offs_link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_checklist_sections_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_checklist_sections_items_locales" (
  	"text" varchar,
  	"detail" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_checklist_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"cut_off_table" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_checklist_sections_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"scene" "enum__pages_v_blocks_checklist_scene",
  	"updated" timestamp(3) with time zone,
  	"download_document" "enum__pages_v_blocks_checklist_download_document",
  	"cut_offs_link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_checklist_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"download_label" varchar,
  	"download_format" varchar,
  	"download_print_label" varchar,
  	"contents_label" varchar,
  	"disclaimer_title" varchar,
  	"disclaimer_text" varchar,
  	"cut_offs_caption" varchar,
  	"cut_offs_substance_column" varchar,
  	"cut_offs_urine_column" varchar,
  	"cut_offs_saliva_column" varchar,
  	"cut_offs_note" varchar,
  	"cut_offs_link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_checklist_sections_items" ADD CONSTRAINT "pages_blocks_checklist_sections_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_checklist_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist_sections_items_locales" ADD CONSTRAINT "pages_blocks_checklist_sections_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_checklist_sections_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist_sections" ADD CONSTRAINT "pages_blocks_checklist_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist_sections_locales" ADD CONSTRAINT "pages_blocks_checklist_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_checklist_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist" ADD CONSTRAINT "pages_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist_locales" ADD CONSTRAINT "pages_blocks_checklist_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checklist_sections_items" ADD CONSTRAINT "_pages_v_blocks_checklist_sections_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_checklist_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checklist_sections_items_locales" ADD CONSTRAINT "_pages_v_blocks_checklist_sections_items_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_checklist_sections_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checklist_sections" ADD CONSTRAINT "_pages_v_blocks_checklist_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checklist_sections_locales" ADD CONSTRAINT "_pages_v_blocks_checklist_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_checklist_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checklist" ADD CONSTRAINT "_pages_v_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checklist_locales" ADD CONSTRAINT "_pages_v_blocks_checklist_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_checklist_sections_items_order_idx" ON "pages_blocks_checklist_sections_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_checklist_sections_items_parent_id_idx" ON "pages_blocks_checklist_sections_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_checklist_sections_items_locales_locale_parent_" ON "pages_blocks_checklist_sections_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_checklist_sections_order_idx" ON "pages_blocks_checklist_sections" USING btree ("_order");
  CREATE INDEX "pages_blocks_checklist_sections_parent_id_idx" ON "pages_blocks_checklist_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_checklist_sections_locales_locale_parent_id_uni" ON "pages_blocks_checklist_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_checklist_order_idx" ON "pages_blocks_checklist" USING btree ("_order");
  CREATE INDEX "pages_blocks_checklist_parent_id_idx" ON "pages_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_checklist_path_idx" ON "pages_blocks_checklist" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_checklist_locales_locale_parent_id_unique" ON "pages_blocks_checklist_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_checklist_sections_items_order_idx" ON "_pages_v_blocks_checklist_sections_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_checklist_sections_items_parent_id_idx" ON "_pages_v_blocks_checklist_sections_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_checklist_sections_items_locales_locale_pare" ON "_pages_v_blocks_checklist_sections_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_checklist_sections_order_idx" ON "_pages_v_blocks_checklist_sections" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_checklist_sections_parent_id_idx" ON "_pages_v_blocks_checklist_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_checklist_sections_locales_locale_parent_id_" ON "_pages_v_blocks_checklist_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_checklist_order_idx" ON "_pages_v_blocks_checklist" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_checklist_parent_id_idx" ON "_pages_v_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_checklist_path_idx" ON "_pages_v_blocks_checklist" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_checklist_locales_locale_parent_id_unique" ON "_pages_v_blocks_checklist_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_checklist_sections_items" CASCADE;
  DROP TABLE "pages_blocks_checklist_sections_items_locales" CASCADE;
  DROP TABLE "pages_blocks_checklist_sections" CASCADE;
  DROP TABLE "pages_blocks_checklist_sections_locales" CASCADE;
  DROP TABLE "pages_blocks_checklist" CASCADE;
  DROP TABLE "pages_blocks_checklist_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_checklist_sections_items" CASCADE;
  DROP TABLE "_pages_v_blocks_checklist_sections_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_checklist_sections" CASCADE;
  DROP TABLE "_pages_v_blocks_checklist_sections_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_checklist" CASCADE;
  DROP TABLE "_pages_v_blocks_checklist_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_checklist_scene";
  DROP TYPE "public"."enum_pages_blocks_checklist_download_document";
  DROP TYPE "public"."enum__pages_v_blocks_checklist_scene";
  DROP TYPE "public"."enum__pages_v_blocks_checklist_download_document";`)
}
