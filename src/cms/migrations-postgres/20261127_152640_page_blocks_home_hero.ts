import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_home_hero_actions_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum_pages_blocks_home_hero_cards_category" AS ENUM('drug', 'healthcare');
  CREATE TYPE "public"."enum_pages_blocks_home_hero_cards_icon" AS ENUM('activity', 'alert', 'award', 'baby', 'badge', 'beaker', 'book', 'briefcase', 'building', 'calendar-check', 'chart-up', 'check', 'clipboard-check', 'clock', 'code', 'database', 'droplet', 'file-text', 'flask', 'gauge', 'graduation-cap', 'hard-hat', 'dumbbell', 'globe', 'hand-heart', 'handshake', 'heart', 'heart-handshake', 'hospital', 'house', 'landmark', 'layers', 'mail', 'map-pin', 'lock', 'message', 'microscope', 'network', 'newspaper', 'phone', 'pill', 'scan', 'search-check', 'shield', 'shuffle', 'smartphone', 'laptop', 'leaf', 'lightbulb', 'piggy-bank', 'rocket', 'scale', 'sparkles', 'stethoscope', 'target', 'timer', 'trending', 'cycle', 'truck', 'user-check', 'users', 'video', 'wallet');
  CREATE TYPE "public"."enum_pages_blocks_home_hero_cards_product" AS ENUM('multi-17', 'multi-12', 'multi-10', 'thc-3', '3cmc', 'amp', 'coc', 'mdma', 'mdpv', 'met', 'mpd', '6mam', 'bup', 'fyl', 'opi', 'oxy', 'tra', 'acl', 'bzo', 'zol', 'zop', 'eddp', 'etg', 'gab', 'ket', 'pgb', 'thc', 'saliva-multi-7', 'manipulation-control', 'pregnancy', 'ovulation', 'utitest', 'vaginalph', 'menopause', 'ferritin', 'dvitamin', 'tsh', 'fob', 'hpylori', 'virustest');
  CREATE TYPE "public"."enum__pages_v_blocks_home_hero_actions_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum__pages_v_blocks_home_hero_cards_category" AS ENUM('drug', 'healthcare');
  CREATE TYPE "public"."enum__pages_v_blocks_home_hero_cards_icon" AS ENUM('activity', 'alert', 'award', 'baby', 'badge', 'beaker', 'book', 'briefcase', 'building', 'calendar-check', 'chart-up', 'check', 'clipboard-check', 'clock', 'code', 'database', 'droplet', 'file-text', 'flask', 'gauge', 'graduation-cap', 'hard-hat', 'dumbbell', 'globe', 'hand-heart', 'handshake', 'heart', 'heart-handshake', 'hospital', 'house', 'landmark', 'layers', 'mail', 'map-pin', 'lock', 'message', 'microscope', 'network', 'newspaper', 'phone', 'pill', 'scan', 'search-check', 'shield', 'shuffle', 'smartphone', 'laptop', 'leaf', 'lightbulb', 'piggy-bank', 'rocket', 'scale', 'sparkles', 'stethoscope', 'target', 'timer', 'trending', 'cycle', 'truck', 'user-check', 'users', 'video', 'wallet');
  CREATE TYPE "public"."enum__pages_v_blocks_home_hero_cards_product" AS ENUM('multi-17', 'multi-12', 'multi-10', 'thc-3', '3cmc', 'amp', 'coc', 'mdma', 'mdpv', 'met', 'mpd', '6mam', 'bup', 'fyl', 'opi', 'oxy', 'tra', 'acl', 'bzo', 'zol', 'zop', 'eddp', 'etg', 'gab', 'ket', 'pgb', 'thc', 'saliva-multi-7', 'manipulation-control', 'pregnancy', 'ovulation', 'utitest', 'vaginalph', 'menopause', 'ferritin', 'dvitamin', 'tsh', 'fob', 'hpylori', 'virustest');
  CREATE TABLE "pages_blocks_home_hero_headlines" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_home_hero_headlines_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_home_hero_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"variant" "enum_pages_blocks_home_hero_actions_variant" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_home_hero_actions_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_home_hero_cards_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_home_hero_cards_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_home_hero_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"category" "enum_pages_blocks_home_hero_cards_category" DEFAULT 'drug',
  	"icon" "enum_pages_blocks_home_hero_cards_icon",
  	"product" "enum_pages_blocks_home_hero_cards_product"
  );
  
  CREATE TABLE "pages_blocks_home_hero_cards_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_home_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_home_hero_locales" (
  	"badge" varchar,
  	"heading" varchar,
  	"description" varchar,
  	"carousel_label" varchar,
  	"learn_more" varchar,
  	"drug_category" varchar,
  	"healthcare_category" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_home_hero_headlines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_home_hero_headlines_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_home_hero_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"variant" "enum__pages_v_blocks_home_hero_actions_variant" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_home_hero_actions_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_home_hero_cards_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_home_hero_cards_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_home_hero_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"category" "enum__pages_v_blocks_home_hero_cards_category" DEFAULT 'drug',
  	"icon" "enum__pages_v_blocks_home_hero_cards_icon",
  	"product" "enum__pages_v_blocks_home_hero_cards_product",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_home_hero_cards_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_home_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_home_hero_locales" (
  	"badge" varchar,
  	"heading" varchar,
  	"description" varchar,
  	"carousel_label" varchar,
  	"learn_more" varchar,
  	"drug_category" varchar,
  	"healthcare_category" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_home_hero_headlines" ADD CONSTRAINT "pages_blocks_home_hero_headlines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_home_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_home_hero_headlines_locales" ADD CONSTRAINT "pages_blocks_home_hero_headlines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_home_hero_headlines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_home_hero_actions" ADD CONSTRAINT "pages_blocks_home_hero_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_home_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_home_hero_actions_locales" ADD CONSTRAINT "pages_blocks_home_hero_actions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_home_hero_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_home_hero_cards_stats" ADD CONSTRAINT "pages_blocks_home_hero_cards_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_home_hero_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_home_hero_cards_stats_locales" ADD CONSTRAINT "pages_blocks_home_hero_cards_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_home_hero_cards_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_home_hero_cards" ADD CONSTRAINT "pages_blocks_home_hero_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_home_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_home_hero_cards_locales" ADD CONSTRAINT "pages_blocks_home_hero_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_home_hero_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_home_hero" ADD CONSTRAINT "pages_blocks_home_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_home_hero_locales" ADD CONSTRAINT "pages_blocks_home_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_home_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_home_hero_headlines" ADD CONSTRAINT "_pages_v_blocks_home_hero_headlines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_home_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_home_hero_headlines_locales" ADD CONSTRAINT "_pages_v_blocks_home_hero_headlines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_home_hero_headlines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_home_hero_actions" ADD CONSTRAINT "_pages_v_blocks_home_hero_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_home_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_home_hero_actions_locales" ADD CONSTRAINT "_pages_v_blocks_home_hero_actions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_home_hero_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_home_hero_cards_stats" ADD CONSTRAINT "_pages_v_blocks_home_hero_cards_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_home_hero_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_home_hero_cards_stats_locales" ADD CONSTRAINT "_pages_v_blocks_home_hero_cards_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_home_hero_cards_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_home_hero_cards" ADD CONSTRAINT "_pages_v_blocks_home_hero_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_home_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_home_hero_cards_locales" ADD CONSTRAINT "_pages_v_blocks_home_hero_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_home_hero_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_home_hero" ADD CONSTRAINT "_pages_v_blocks_home_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_home_hero_locales" ADD CONSTRAINT "_pages_v_blocks_home_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_home_hero"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_home_hero_headlines_order_idx" ON "pages_blocks_home_hero_headlines" USING btree ("_order");
  CREATE INDEX "pages_blocks_home_hero_headlines_parent_id_idx" ON "pages_blocks_home_hero_headlines" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_home_hero_headlines_locales_locale_parent_id_un" ON "pages_blocks_home_hero_headlines_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_home_hero_actions_order_idx" ON "pages_blocks_home_hero_actions" USING btree ("_order");
  CREATE INDEX "pages_blocks_home_hero_actions_parent_id_idx" ON "pages_blocks_home_hero_actions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_home_hero_actions_locales_locale_parent_id_uniq" ON "pages_blocks_home_hero_actions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_home_hero_cards_stats_order_idx" ON "pages_blocks_home_hero_cards_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_home_hero_cards_stats_parent_id_idx" ON "pages_blocks_home_hero_cards_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_home_hero_cards_stats_locales_locale_parent_id_" ON "pages_blocks_home_hero_cards_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_home_hero_cards_order_idx" ON "pages_blocks_home_hero_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_home_hero_cards_parent_id_idx" ON "pages_blocks_home_hero_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_home_hero_cards_locales_locale_parent_id_unique" ON "pages_blocks_home_hero_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_home_hero_order_idx" ON "pages_blocks_home_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_home_hero_parent_id_idx" ON "pages_blocks_home_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_home_hero_path_idx" ON "pages_blocks_home_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_home_hero_locales_locale_parent_id_unique" ON "pages_blocks_home_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_home_hero_headlines_order_idx" ON "_pages_v_blocks_home_hero_headlines" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_home_hero_headlines_parent_id_idx" ON "_pages_v_blocks_home_hero_headlines" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_home_hero_headlines_locales_locale_parent_id" ON "_pages_v_blocks_home_hero_headlines_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_home_hero_actions_order_idx" ON "_pages_v_blocks_home_hero_actions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_home_hero_actions_parent_id_idx" ON "_pages_v_blocks_home_hero_actions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_home_hero_actions_locales_locale_parent_id_u" ON "_pages_v_blocks_home_hero_actions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_home_hero_cards_stats_order_idx" ON "_pages_v_blocks_home_hero_cards_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_home_hero_cards_stats_parent_id_idx" ON "_pages_v_blocks_home_hero_cards_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_home_hero_cards_stats_locales_locale_parent_" ON "_pages_v_blocks_home_hero_cards_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_home_hero_cards_order_idx" ON "_pages_v_blocks_home_hero_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_home_hero_cards_parent_id_idx" ON "_pages_v_blocks_home_hero_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_home_hero_cards_locales_locale_parent_id_uni" ON "_pages_v_blocks_home_hero_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_home_hero_order_idx" ON "_pages_v_blocks_home_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_home_hero_parent_id_idx" ON "_pages_v_blocks_home_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_home_hero_path_idx" ON "_pages_v_blocks_home_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_home_hero_locales_locale_parent_id_unique" ON "_pages_v_blocks_home_hero_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_home_hero_headlines" CASCADE;
  DROP TABLE "pages_blocks_home_hero_headlines_locales" CASCADE;
  DROP TABLE "pages_blocks_home_hero_actions" CASCADE;
  DROP TABLE "pages_blocks_home_hero_actions_locales" CASCADE;
  DROP TABLE "pages_blocks_home_hero_cards_stats" CASCADE;
  DROP TABLE "pages_blocks_home_hero_cards_stats_locales" CASCADE;
  DROP TABLE "pages_blocks_home_hero_cards" CASCADE;
  DROP TABLE "pages_blocks_home_hero_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_home_hero" CASCADE;
  DROP TABLE "pages_blocks_home_hero_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_home_hero_headlines" CASCADE;
  DROP TABLE "_pages_v_blocks_home_hero_headlines_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_home_hero_actions" CASCADE;
  DROP TABLE "_pages_v_blocks_home_hero_actions_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_home_hero_cards_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_home_hero_cards_stats_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_home_hero_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_home_hero_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_home_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_home_hero_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_home_hero_actions_variant";
  DROP TYPE "public"."enum_pages_blocks_home_hero_cards_category";
  DROP TYPE "public"."enum_pages_blocks_home_hero_cards_icon";
  DROP TYPE "public"."enum_pages_blocks_home_hero_cards_product";
  DROP TYPE "public"."enum__pages_v_blocks_home_hero_actions_variant";
  DROP TYPE "public"."enum__pages_v_blocks_home_hero_cards_category";
  DROP TYPE "public"."enum__pages_v_blocks_home_hero_cards_icon";
  DROP TYPE "public"."enum__pages_v_blocks_home_hero_cards_product";`)
}
