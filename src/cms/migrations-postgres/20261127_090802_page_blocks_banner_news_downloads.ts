import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_banner_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/resources/whitepapers', '/products', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind');
  CREATE TYPE "public"."enum_pages_blocks_downloads_files_icon" AS ENUM('activity', 'alert', 'award', 'baby', 'badge', 'beaker', 'book', 'briefcase', 'building', 'calendar-check', 'chart-up', 'check', 'clipboard-check', 'clock', 'code', 'database', 'droplet', 'file-text', 'flask', 'gauge', 'graduation-cap', 'hard-hat', 'dumbbell', 'globe', 'hand-heart', 'handshake', 'heart', 'heart-handshake', 'hospital', 'house', 'landmark', 'layers', 'mail', 'map-pin', 'lock', 'message', 'microscope', 'network', 'newspaper', 'phone', 'pill', 'scan', 'search-check', 'shield', 'shuffle', 'smartphone', 'laptop', 'leaf', 'lightbulb', 'piggy-bank', 'rocket', 'scale', 'sparkles', 'stethoscope', 'target', 'timer', 'trending', 'cycle', 'truck', 'user-check', 'users', 'video', 'wallet');
  CREATE TYPE "public"."enum_pages_blocks_downloads_files_format" AS ENUM('PDF', 'SVG');
  CREATE TYPE "public"."enum_pages_blocks_downloads_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_banner_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/resources/whitepapers', '/products', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind');
  CREATE TYPE "public"."enum__pages_v_blocks_downloads_files_icon" AS ENUM('activity', 'alert', 'award', 'baby', 'badge', 'beaker', 'book', 'briefcase', 'building', 'calendar-check', 'chart-up', 'check', 'clipboard-check', 'clock', 'code', 'database', 'droplet', 'file-text', 'flask', 'gauge', 'graduation-cap', 'hard-hat', 'dumbbell', 'globe', 'hand-heart', 'handshake', 'heart', 'heart-handshake', 'hospital', 'house', 'landmark', 'layers', 'mail', 'map-pin', 'lock', 'message', 'microscope', 'network', 'newspaper', 'phone', 'pill', 'scan', 'search-check', 'shield', 'shuffle', 'smartphone', 'laptop', 'leaf', 'lightbulb', 'piggy-bank', 'rocket', 'scale', 'sparkles', 'stethoscope', 'target', 'timer', 'trending', 'cycle', 'truck', 'user-check', 'users', 'video', 'wallet');
  CREATE TYPE "public"."enum__pages_v_blocks_downloads_files_format" AS ENUM('PDF', 'SVG');
  CREATE TYPE "public"."enum__pages_v_blocks_downloads_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TABLE "pages_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"scene" "enum_pages_blocks_banner_scene",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_banner_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_news_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_news_cards_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_downloads_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_downloads_files_icon",
  	"format" "enum_pages_blocks_downloads_files_format" DEFAULT 'PDF'
  );
  
  CREATE TABLE "pages_blocks_downloads_files_locales" (
  	"title" varchar,
  	"description" varchar,
  	"href" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_downloads_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_downloads_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"scene" "enum__pages_v_blocks_banner_scene",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_banner_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_news_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_news_cards_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_downloads_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_downloads_files_icon",
  	"format" "enum__pages_v_blocks_downloads_files_format" DEFAULT 'PDF',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_downloads_files_locales" (
  	"title" varchar,
  	"description" varchar,
  	"href" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_downloads_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_downloads_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_banner" ADD CONSTRAINT "pages_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner_locales" ADD CONSTRAINT "pages_blocks_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_news_cards" ADD CONSTRAINT "pages_blocks_news_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_news_cards_locales" ADD CONSTRAINT "pages_blocks_news_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_news_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_downloads_files" ADD CONSTRAINT "pages_blocks_downloads_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_downloads_files_locales" ADD CONSTRAINT "pages_blocks_downloads_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_downloads_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_downloads" ADD CONSTRAINT "pages_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_downloads_locales" ADD CONSTRAINT "pages_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner" ADD CONSTRAINT "_pages_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner_locales" ADD CONSTRAINT "_pages_v_blocks_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_news_cards" ADD CONSTRAINT "_pages_v_blocks_news_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_news_cards_locales" ADD CONSTRAINT "_pages_v_blocks_news_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_news_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_downloads_files" ADD CONSTRAINT "_pages_v_blocks_downloads_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_downloads_files_locales" ADD CONSTRAINT "_pages_v_blocks_downloads_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_downloads_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_downloads" ADD CONSTRAINT "_pages_v_blocks_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_downloads_locales" ADD CONSTRAINT "_pages_v_blocks_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_downloads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_banner_order_idx" ON "pages_blocks_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_banner_parent_id_idx" ON "pages_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_banner_path_idx" ON "pages_blocks_banner" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_banner_locales_locale_parent_id_unique" ON "pages_blocks_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_news_cards_order_idx" ON "pages_blocks_news_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_news_cards_parent_id_idx" ON "pages_blocks_news_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_news_cards_path_idx" ON "pages_blocks_news_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_news_cards_locales_locale_parent_id_unique" ON "pages_blocks_news_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_downloads_files_order_idx" ON "pages_blocks_downloads_files" USING btree ("_order");
  CREATE INDEX "pages_blocks_downloads_files_parent_id_idx" ON "pages_blocks_downloads_files" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_downloads_files_locales_locale_parent_id_unique" ON "pages_blocks_downloads_files_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_downloads_order_idx" ON "pages_blocks_downloads" USING btree ("_order");
  CREATE INDEX "pages_blocks_downloads_parent_id_idx" ON "pages_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_downloads_path_idx" ON "pages_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_downloads_locales_locale_parent_id_unique" ON "pages_blocks_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_banner_order_idx" ON "_pages_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_banner_parent_id_idx" ON "_pages_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_banner_path_idx" ON "_pages_v_blocks_banner" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_banner_locales_locale_parent_id_unique" ON "_pages_v_blocks_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_news_cards_order_idx" ON "_pages_v_blocks_news_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_news_cards_parent_id_idx" ON "_pages_v_blocks_news_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_news_cards_path_idx" ON "_pages_v_blocks_news_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_news_cards_locales_locale_parent_id_unique" ON "_pages_v_blocks_news_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_downloads_files_order_idx" ON "_pages_v_blocks_downloads_files" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_downloads_files_parent_id_idx" ON "_pages_v_blocks_downloads_files" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_downloads_files_locales_locale_parent_id_uni" ON "_pages_v_blocks_downloads_files_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_downloads_order_idx" ON "_pages_v_blocks_downloads" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_downloads_parent_id_idx" ON "_pages_v_blocks_downloads" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_downloads_path_idx" ON "_pages_v_blocks_downloads" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_downloads_locales_locale_parent_id_unique" ON "_pages_v_blocks_downloads_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_banner" CASCADE;
  DROP TABLE "pages_blocks_banner_locales" CASCADE;
  DROP TABLE "pages_blocks_news_cards" CASCADE;
  DROP TABLE "pages_blocks_news_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_downloads_files" CASCADE;
  DROP TABLE "pages_blocks_downloads_files_locales" CASCADE;
  DROP TABLE "pages_blocks_downloads" CASCADE;
  DROP TABLE "pages_blocks_downloads_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_banner_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_news_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_news_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_downloads_files" CASCADE;
  DROP TABLE "_pages_v_blocks_downloads_files_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_downloads" CASCADE;
  DROP TABLE "_pages_v_blocks_downloads_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_banner_scene";
  DROP TYPE "public"."enum_pages_blocks_downloads_files_icon";
  DROP TYPE "public"."enum_pages_blocks_downloads_files_format";
  DROP TYPE "public"."enum_pages_blocks_downloads_tone";
  DROP TYPE "public"."enum__pages_v_blocks_banner_scene";
  DROP TYPE "public"."enum__pages_v_blocks_downloads_files_icon";
  DROP TYPE "public"."enum__pages_v_blocks_downloads_files_format";
  DROP TYPE "public"."enum__pages_v_blocks_downloads_tone";`)
}
