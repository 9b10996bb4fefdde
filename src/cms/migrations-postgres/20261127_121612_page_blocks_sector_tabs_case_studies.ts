import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_sector_tabs_tabs_benefits_icon" AS ENUM('activity', 'alert', 'award', 'baby', 'badge', 'beaker', 'book', 'briefcase', 'building', 'calendar-check', 'chart-up', 'check', 'clipboard-check', 'clock', 'code', 'database', 'droplet', 'file-text', 'flask', 'gauge', 'graduation-cap', 'hard-hat', 'dumbbell', 'globe', 'hand-heart', 'handshake', 'heart', 'heart-handshake', 'hospital', 'house', 'landmark', 'layers', 'mail', 'map-pin', 'lock', 'message', 'microscope', 'network', 'newspaper', 'phone', 'pill', 'scan', 'search-check', 'shield', 'shuffle', 'smartphone', 'laptop', 'leaf', 'lightbulb', 'piggy-bank', 'rocket', 'scale', 'sparkles', 'stethoscope', 'target', 'timer', 'trending', 'cycle', 'truck', 'user-check', 'users', 'video', 'wallet');
  CREATE TYPE "public"."enum_pages_blocks_sector_tabs_tabs_icon" AS ENUM('activity', 'alert', 'award', 'baby', 'badge', 'beaker', 'book', 'briefcase', 'building', 'calendar-check', 'chart-up', 'check', 'clipboard-check', 'clock', 'code', 'database', 'droplet', 'file-text', 'flask', 'gauge', 'graduation-cap', 'hard-hat', 'dumbbell', 'globe', 'hand-heart', 'handshake', 'heart', 'heart-handshake', 'hospital', 'house', 'landmark', 'layers', 'mail', 'map-pin', 'lock', 'message', 'microscope', 'network', 'newspaper', 'phone', 'pill', 'scan', 'search-check', 'shield', 'shuffle', 'smartphone', 'laptop', 'leaf', 'lightbulb', 'piggy-bank', 'rocket', 'scale', 'sparkles', 'stethoscope', 'target', 'timer', 'trending', 'cycle', 'truck', 'user-check', 'users', 'video', 'wallet');
  CREATE TYPE "public"."enum_pages_blocks_sector_tabs_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_case_studies_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_sector_tabs_tabs_benefits_icon" AS ENUM('activity', 'alert', 'award', 'baby', 'badge', 'beaker', 'book', 'briefcase', 'building', 'calendar-check', 'chart-up', 'check', 'clipboard-check', 'clock', 'code', 'database', 'droplet', 'file-text', 'flask', 'gauge', 'graduation-cap', 'hard-hat', 'dumbbell', 'globe', 'hand-heart', 'handshake', 'heart', 'heart-handshake', 'hospital', 'house', 'landmark', 'layers', 'mail', 'map-pin', 'lock', 'message', 'microscope', 'network', 'newspaper', 'phone', 'pill', 'scan', 'search-check', 'shield', 'shuffle', 'smartphone', 'laptop', 'leaf', 'lightbulb', 'piggy-bank', 'rocket', 'scale', 'sparkles', 'stethoscope', 'target', 'timer', 'trending', 'cycle', 'truck', 'user-check', 'users', 'video', 'wallet');
  CREATE TYPE "public"."enum__pages_v_blocks_sector_tabs_tabs_icon" AS ENUM('activity', 'alert', 'award', 'baby', 'badge', 'beaker', 'book', 'briefcase', 'building', 'calendar-check', 'chart-up', 'check', 'clipboard-check', 'clock', 'code', 'database', 'droplet', 'file-text', 'flask', 'gauge', 'graduation-cap', 'hard-hat', 'dumbbell', 'globe', 'hand-heart', 'handshake', 'heart', 'heart-handshake', 'hospital', 'house', 'landmark', 'layers', 'mail', 'map-pin', 'lock', 'message', 'microscope', 'network', 'newspaper', 'phone', 'pill', 'scan', 'search-check', 'shield', 'shuffle', 'smartphone', 'laptop', 'leaf', 'lightbulb', 'piggy-bank', 'rocket', 'scale', 'sparkles', 'stethoscope', 'target', 'timer', 'trending', 'cycle', 'truck', 'user-check', 'users', 'video', 'wallet');
  CREATE TYPE "public"."enum__pages_v_blocks_sector_tabs_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_case_studies_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TABLE "pages_blocks_sector_tabs_tabs_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_sector_tabs_tabs_benefits_icon"
  );
  
  CREATE TABLE "pages_blocks_sector_tabs_tabs_benefits_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_sector_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"icon" "enum_pages_blocks_sector_tabs_tabs_icon",
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_sector_tabs_tabs_locales" (
  	"label" varchar,
  	"title" varchar,
  	"summary" varchar,
  	"ideal_for_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_sector_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_sector_tabs_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sector_tabs_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"tabs_label" varchar,
  	"key_benefits" varchar,
  	"ideal_for" varchar,
  	"learn_more" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_case_studies_items_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_case_studies_items_results_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_case_studies_items_story" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_case_studies_items_story_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_case_studies_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "pages_blocks_case_studies_items_locales" (
  	"company" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_case_studies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_case_studies_tone" DEFAULT 'brand',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_case_studies_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"results_label" varchar,
  	"read_full" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_sector_tabs_tabs_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_sector_tabs_tabs_benefits_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sector_tabs_tabs_benefits_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_sector_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"icon" "enum__pages_v_blocks_sector_tabs_tabs_icon",
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sector_tabs_tabs_locales" (
  	"label" varchar,
  	"title" varchar,
  	"summary" varchar,
  	"ideal_for_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_sector_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_sector_tabs_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sector_tabs_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"tabs_label" varchar,
  	"key_benefits" varchar,
  	"ideal_for" varchar,
  	"learn_more" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_case_studies_items_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_case_studies_items_results_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_case_studies_items_story" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_case_studies_items_story_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_case_studies_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_case_studies_items_locales" (
  	"company" varchar,
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_case_studies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_case_studies_tone" DEFAULT 'brand',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_case_studies_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"results_label" varchar,
  	"read_full" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_sector_tabs_tabs_benefits" ADD CONSTRAINT "pages_blocks_sector_tabs_tabs_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sector_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sector_tabs_tabs_benefits_locales" ADD CONSTRAINT "pages_blocks_sector_tabs_tabs_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sector_tabs_tabs_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sector_tabs_tabs" ADD CONSTRAINT "pages_blocks_sector_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sector_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sector_tabs_tabs_locales" ADD CONSTRAINT "pages_blocks_sector_tabs_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sector_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sector_tabs" ADD CONSTRAINT "pages_blocks_sector_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sector_tabs_locales" ADD CONSTRAINT "pages_blocks_sector_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sector_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_studies_items_results" ADD CONSTRAINT "pages_blocks_case_studies_items_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_case_studies_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_studies_items_results_locales" ADD CONSTRAINT "pages_blocks_case_studies_items_results_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_case_studies_items_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_studies_items_story" ADD CONSTRAINT "pages_blocks_case_studies_items_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_case_studies_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_studies_items_story_locales" ADD CONSTRAINT "pages_blocks_case_studies_items_story_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_case_studies_items_story"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_studies_items" ADD CONSTRAINT "pages_blocks_case_studies_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_studies_items_locales" ADD CONSTRAINT "pages_blocks_case_studies_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_case_studies_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_studies" ADD CONSTRAINT "pages_blocks_case_studies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_studies_locales" ADD CONSTRAINT "pages_blocks_case_studies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sector_tabs_tabs_benefits" ADD CONSTRAINT "_pages_v_blocks_sector_tabs_tabs_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_sector_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sector_tabs_tabs_benefits_locales" ADD CONSTRAINT "_pages_v_blocks_sector_tabs_tabs_benefits_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_sector_tabs_tabs_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sector_tabs_tabs" ADD CONSTRAINT "_pages_v_blocks_sector_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_sector_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sector_tabs_tabs_locales" ADD CONSTRAINT "_pages_v_blocks_sector_tabs_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_sector_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sector_tabs" ADD CONSTRAINT "_pages_v_blocks_sector_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sector_tabs_locales" ADD CONSTRAINT "_pages_v_blocks_sector_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_sector_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_studies_items_results" ADD CONSTRAINT "_pages_v_blocks_case_studies_items_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_case_studies_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_studies_items_results_locales" ADD CONSTRAINT "_pages_v_blocks_case_studies_items_results_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_case_studies_items_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_studies_items_story" ADD CONSTRAINT "_pages_v_blocks_case_studies_items_story_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_case_studies_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_studies_items_story_locales" ADD CONSTRAINT "_pages_v_blocks_case_studies_items_story_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_case_studies_items_story"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_studies_items" ADD CONSTRAINT "_pages_v_blocks_case_studies_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_studies_items_locales" ADD CONSTRAINT "_pages_v_blocks_case_studies_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_case_studies_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_studies" ADD CONSTRAINT "_pages_v_blocks_case_studies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_studies_locales" ADD CONSTRAINT "_pages_v_blocks_case_studies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_case_studies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_sector_tabs_tabs_benefits_order_idx" ON "pages_blocks_sector_tabs_tabs_benefits" USING btree ("_order");
  CREATE INDEX "pages_blocks_sector_tabs_tabs_benefits_parent_id_idx" ON "pages_blocks_sector_tabs_tabs_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_sector_tabs_tabs_benefits_locales_locale_parent" ON "pages_blocks_sector_tabs_tabs_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_sector_tabs_tabs_order_idx" ON "pages_blocks_sector_tabs_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_sector_tabs_tabs_parent_id_idx" ON "pages_blocks_sector_tabs_tabs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_sector_tabs_tabs_locales_locale_parent_id_uniqu" ON "pages_blocks_sector_tabs_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_sector_tabs_order_idx" ON "pages_blocks_sector_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_sector_tabs_parent_id_idx" ON "pages_blocks_sector_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sector_tabs_path_idx" ON "pages_blocks_sector_tabs" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_sector_tabs_locales_locale_parent_id_unique" ON "pages_blocks_sector_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_case_studies_items_results_order_idx" ON "pages_blocks_case_studies_items_results" USING btree ("_order");
  CREATE INDEX "pages_blocks_case_studies_items_results_parent_id_idx" ON "pages_blocks_case_studies_items_results" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_case_studies_items_results_locales_locale_paren" ON "pages_blocks_case_studies_items_results_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_case_studies_items_story_order_idx" ON "pages_blocks_case_studies_items_story" USING btree ("_order");
  CREATE INDEX "pages_blocks_case_studies_items_story_parent_id_idx" ON "pages_blocks_case_studies_items_story" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_case_studies_items_story_locales_locale_parent_" ON "pages_blocks_case_studies_items_story_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_case_studies_items_order_idx" ON "pages_blocks_case_studies_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_case_studies_items_parent_id_idx" ON "pages_blocks_case_studies_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_case_studies_items_locales_locale_parent_id_uni" ON "pages_blocks_case_studies_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_case_studies_order_idx" ON "pages_blocks_case_studies" USING btree ("_order");
  CREATE INDEX "pages_blocks_case_studies_parent_id_idx" ON "pages_blocks_case_studies" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_case_studies_path_idx" ON "pages_blocks_case_studies" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_case_studies_locales_locale_parent_id_unique" ON "pages_blocks_case_studies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_sector_tabs_tabs_benefits_order_idx" ON "_pages_v_blocks_sector_tabs_tabs_benefits" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sector_tabs_tabs_benefits_parent_id_idx" ON "_pages_v_blocks_sector_tabs_tabs_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_sector_tabs_tabs_benefits_locales_locale_par" ON "_pages_v_blocks_sector_tabs_tabs_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_sector_tabs_tabs_order_idx" ON "_pages_v_blocks_sector_tabs_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sector_tabs_tabs_parent_id_idx" ON "_pages_v_blocks_sector_tabs_tabs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_sector_tabs_tabs_locales_locale_parent_id_un" ON "_pages_v_blocks_sector_tabs_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_sector_tabs_order_idx" ON "_pages_v_blocks_sector_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sector_tabs_parent_id_idx" ON "_pages_v_blocks_sector_tabs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sector_tabs_path_idx" ON "_pages_v_blocks_sector_tabs" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_sector_tabs_locales_locale_parent_id_unique" ON "_pages_v_blocks_sector_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_case_studies_items_results_order_idx" ON "_pages_v_blocks_case_studies_items_results" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_case_studies_items_results_parent_id_idx" ON "_pages_v_blocks_case_studies_items_results" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_case_studies_items_results_locales_locale_pa" ON "_pages_v_blocks_case_studies_items_results_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_case_studies_items_story_order_idx" ON "_pages_v_blocks_case_studies_items_story" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_case_studies_items_story_parent_id_idx" ON "_pages_v_blocks_case_studies_items_story" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_case_studies_items_story_locales_locale_pare" ON "_pages_v_blocks_case_studies_items_story_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_case_studies_items_order_idx" ON "_pages_v_blocks_case_studies_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_case_studies_items_parent_id_idx" ON "_pages_v_blocks_case_studies_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_case_studies_items_locales_locale_parent_id_" ON "_pages_v_blocks_case_studies_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_case_studies_order_idx" ON "_pages_v_blocks_case_studies" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_case_studies_parent_id_idx" ON "_pages_v_blocks_case_studies" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_case_studies_path_idx" ON "_pages_v_blocks_case_studies" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_case_studies_locales_locale_parent_id_unique" ON "_pages_v_blocks_case_studies_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_sector_tabs_tabs_benefits" CASCADE;
  DROP TABLE "pages_blocks_sector_tabs_tabs_benefits_locales" CASCADE;
  DROP TABLE "pages_blocks_sector_tabs_tabs" CASCADE;
  DROP TABLE "pages_blocks_sector_tabs_tabs_locales" CASCADE;
  DROP TABLE "pages_blocks_sector_tabs" CASCADE;
  DROP TABLE "pages_blocks_sector_tabs_locales" CASCADE;
  DROP TABLE "pages_blocks_case_studies_items_results" CASCADE;
  DROP TABLE "pages_blocks_case_studies_items_results_locales" CASCADE;
  DROP TABLE "pages_blocks_case_studies_items_story" CASCADE;
  DROP TABLE "pages_blocks_case_studies_items_story_locales" CASCADE;
  DROP TABLE "pages_blocks_case_studies_items" CASCADE;
  DROP TABLE "pages_blocks_case_studies_items_locales" CASCADE;
  DROP TABLE "pages_blocks_case_studies" CASCADE;
  DROP TABLE "pages_blocks_case_studies_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_sector_tabs_tabs_benefits" CASCADE;
  DROP TABLE "_pages_v_blocks_sector_tabs_tabs_benefits_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_sector_tabs_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_sector_tabs_tabs_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_sector_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_sector_tabs_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_case_studies_items_results" CASCADE;
  DROP TABLE "_pages_v_blocks_case_studies_items_results_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_case_studies_items_story" CASCADE;
  DROP TABLE "_pages_v_blocks_case_studies_items_story_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_case_studies_items" CASCADE;
  DROP TABLE "_pages_v_blocks_case_studies_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_case_studies" CASCADE;
  DROP TABLE "_pages_v_blocks_case_studies_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_sector_tabs_tabs_benefits_icon";
  DROP TYPE "public"."enum_pages_blocks_sector_tabs_tabs_icon";
  DROP TYPE "public"."enum_pages_blocks_sector_tabs_tone";
  DROP TYPE "public"."enum_pages_blocks_case_studies_tone";
  DROP TYPE "public"."enum__pages_v_blocks_sector_tabs_tabs_benefits_icon";
  DROP TYPE "public"."enum__pages_v_blocks_sector_tabs_tabs_icon";
  DROP TYPE "public"."enum__pages_v_blocks_sector_tabs_tone";
  DROP TYPE "public"."enum__pages_v_blocks_case_studies_tone";`)
}
