import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_lead_form_form" AS ENUM('contact', 'whitepapers');
  CREATE TYPE "public"."enum_pages_blocks_whitepaper_list_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_button_section_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_button_section_action_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum__pages_v_blocks_lead_form_form" AS ENUM('contact', 'whitepapers');
  CREATE TYPE "public"."enum__pages_v_blocks_whitepaper_list_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_button_section_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_button_section_action_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TABLE "pages_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form" "enum_pages_blocks_lead_form_form",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_lead_form_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_whitepaper_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_whitepaper_list_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_whitepaper_list_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"highlights_label" varchar,
  	"product_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_button_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_button_section_tone" DEFAULT 'brand',
  	"anchor" varchar,
  	"action_href" varchar,
  	"action_variant" "enum_pages_blocks_button_section_action_variant" DEFAULT 'primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_button_section_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"action_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form" "enum__pages_v_blocks_lead_form_form",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_lead_form_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_whitepaper_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_whitepaper_list_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_whitepaper_list_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"highlights_label" varchar,
  	"product_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_button_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_button_section_tone" DEFAULT 'brand',
  	"anchor" varchar,
  	"action_href" varchar,
  	"action_variant" "enum__pages_v_blocks_button_section_action_variant" DEFAULT 'primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_button_section_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"action_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_lead_form" ADD CONSTRAINT "pages_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_lead_form_locales" ADD CONSTRAINT "pages_blocks_lead_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_whitepaper_list" ADD CONSTRAINT "pages_blocks_whitepaper_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_whitepaper_list_locales" ADD CONSTRAINT "pages_blocks_whitepaper_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_whitepaper_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_button_section" ADD CONSTRAINT "pages_blocks_button_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_button_section_locales" ADD CONSTRAINT "pages_blocks_button_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_button_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form" ADD CONSTRAINT "_pages_v_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form_locales" ADD CONSTRAINT "_pages_v_blocks_lead_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_whitepaper_list" ADD CONSTRAINT "_pages_v_blocks_whitepaper_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_whitepaper_list_locales" ADD CONSTRAINT "_pages_v_blocks_whitepaper_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_whitepaper_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_button_section" ADD CONSTRAINT "_pages_v_blocks_button_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_button_section_locales" ADD CONSTRAINT "_pages_v_blocks_button_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_button_section"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_lead_form_order_idx" ON "pages_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_lead_form_parent_id_idx" ON "pages_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_lead_form_path_idx" ON "pages_blocks_lead_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_lead_form_locales_locale_parent_id_unique" ON "pages_blocks_lead_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_whitepaper_list_order_idx" ON "pages_blocks_whitepaper_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_whitepaper_list_parent_id_idx" ON "pages_blocks_whitepaper_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_whitepaper_list_path_idx" ON "pages_blocks_whitepaper_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_whitepaper_list_locales_locale_parent_id_unique" ON "pages_blocks_whitepaper_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_button_section_order_idx" ON "pages_blocks_button_section" USING btree ("_order");
  CREATE INDEX "pages_blocks_button_section_parent_id_idx" ON "pages_blocks_button_section" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_button_section_path_idx" ON "pages_blocks_button_section" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_button_section_locales_locale_parent_id_unique" ON "pages_blocks_button_section_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_order_idx" ON "_pages_v_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_lead_form_parent_id_idx" ON "_pages_v_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_path_idx" ON "_pages_v_blocks_lead_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_lead_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_lead_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_whitepaper_list_order_idx" ON "_pages_v_blocks_whitepaper_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_whitepaper_list_parent_id_idx" ON "_pages_v_blocks_whitepaper_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_whitepaper_list_path_idx" ON "_pages_v_blocks_whitepaper_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_whitepaper_list_locales_locale_parent_id_uni" ON "_pages_v_blocks_whitepaper_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_button_section_order_idx" ON "_pages_v_blocks_button_section" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_button_section_parent_id_idx" ON "_pages_v_blocks_button_section" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_button_section_path_idx" ON "_pages_v_blocks_button_section" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_button_section_locales_locale_parent_id_uniq" ON "_pages_v_blocks_button_section_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_lead_form" CASCADE;
  DROP TABLE "pages_blocks_lead_form_locales" CASCADE;
  DROP TABLE "pages_blocks_whitepaper_list" CASCADE;
  DROP TABLE "pages_blocks_whitepaper_list_locales" CASCADE;
  DROP TABLE "pages_blocks_button_section" CASCADE;
  DROP TABLE "pages_blocks_button_section_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_lead_form" CASCADE;
  DROP TABLE "_pages_v_blocks_lead_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_whitepaper_list" CASCADE;
  DROP TABLE "_pages_v_blocks_whitepaper_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_button_section" CASCADE;
  DROP TABLE "_pages_v_blocks_button_section_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_lead_form_form";
  DROP TYPE "public"."enum_pages_blocks_whitepaper_list_tone";
  DROP TYPE "public"."enum_pages_blocks_button_section_tone";
  DROP TYPE "public"."enum_pages_blocks_button_section_action_variant";
  DROP TYPE "public"."enum__pages_v_blocks_lead_form_form";
  DROP TYPE "public"."enum__pages_v_blocks_whitepaper_list_tone";
  DROP TYPE "public"."enum__pages_v_blocks_button_section_tone";
  DROP TYPE "public"."enum__pages_v_blocks_button_section_action_variant";`)
}
