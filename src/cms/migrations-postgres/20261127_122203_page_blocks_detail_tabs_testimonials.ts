import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_detail_tabs_tabs_samples_language" AS ENUM('http', 'json');
  CREATE TYPE "public"."enum_pages_blocks_detail_tabs_tabs_icon" AS ENUM('activity', 'alert', 'award', 'baby', 'badge', 'beaker', 'book', 'briefcase', 'building', 'calendar-check', 'chart-up', 'check', 'clipboard-check', 'clock', 'code', 'database', 'droplet', 'file-text', 'flask', 'gauge', 'graduation-cap', 'hard-hat', 'dumbbell', 'globe', 'hand-heart', 'handshake', 'heart', 'heart-handshake', 'hospital', 'house', 'landmark', 'layers', 'mail', 'map-pin', 'lock', 'message', 'microscope', 'network', 'newspaper', 'phone', 'pill', 'scan', 'search-check', 'shield', 'shuffle', 'smartphone', 'laptop', 'leaf', 'lightbulb', 'piggy-bank', 'rocket', 'scale', 'sparkles', 'stethoscope', 'target', 'timer', 'trending', 'cycle', 'truck', 'user-check', 'users', 'video', 'wallet');
  CREATE TYPE "public"."enum_pages_blocks_detail_tabs_tabs_action_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum_pages_blocks_detail_tabs_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_testimonials_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_testimonials_placement" AS ENUM('home', 'solutions-healthcare', 'solutions-workplace', 'products-instaclear', 'products-circular-testing');
  CREATE TYPE "public"."enum__pages_v_blocks_detail_tabs_tabs_samples_language" AS ENUM('http', 'json');
  CREATE TYPE "public"."enum__pages_v_blocks_detail_tabs_tabs_icon" AS ENUM('activity', 'alert', 'award', 'baby', 'badge', 'beaker', 'book', 'briefcase', 'building', 'calendar-check', 'chart-up', 'check', 'clipboard-check', 'clock', 'code', 'database', 'droplet', 'file-text', 'flask', 'gauge', 'graduation-cap', 'hard-hat', 'dumbbell', 'globe', 'hand-heart', 'handshake', 'heart', 'heart-handshake', 'hospital', 'house', 'landmark', 'layers', 'mail', 'map-pin', 'lock', 'message', 'microscope', 'network', 'newspaper', 'phone', 'pill', 'scan', 'search-check', 'shield', 'shuffle', 'smartphone', 'laptop', 'leaf', 'lightbulb', 'piggy-bank', 'rocket', 'scale', 'sparkles', 'stethoscope', 'target', 'timer', 'trending', 'cycle', 'truck', 'user-check', 'users', 'video', 'wallet');
  CREATE TYPE "public"."enum__pages_v_blocks_detail_tabs_tabs_action_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum__pages_v_blocks_detail_tabs_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonials_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonials_placement" AS ENUM('home', 'solutions-healthcare', 'solutions-workplace', 'products-instaclear', 'products-circular-testing');
  CREATE TABLE "pages_blocks_detail_tabs_tabs_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_detail_tabs_tabs_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_detail_tabs_tabs_samples" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"language" "enum_pages_blocks_detail_tabs_tabs_samples_language" DEFAULT 'http',
  	"code" varchar
  );
  
  CREATE TABLE "pages_blocks_detail_tabs_tabs_samples_locales" (
  	"title" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_detail_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"icon" "enum_pages_blocks_detail_tabs_tabs_icon",
  	"action_href" varchar,
  	"action_variant" "enum_pages_blocks_detail_tabs_tabs_action_variant" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_detail_tabs_tabs_locales" (
  	"label" varchar,
  	"title" varchar,
  	"description" varchar,
  	"action_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_detail_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_detail_tabs_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"address_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_detail_tabs_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"tabs_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_testimonials_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"placement" "enum_pages_blocks_testimonials_placement",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_detail_tabs_tabs_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_detail_tabs_tabs_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_detail_tabs_tabs_samples" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"language" "enum__pages_v_blocks_detail_tabs_tabs_samples_language" DEFAULT 'http',
  	"code" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_detail_tabs_tabs_samples_locales" (
  	"title" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_detail_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"icon" "enum__pages_v_blocks_detail_tabs_tabs_icon",
  	"action_href" varchar,
  	"action_variant" "enum__pages_v_blocks_detail_tabs_tabs_action_variant" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_detail_tabs_tabs_locales" (
  	"label" varchar,
  	"title" varchar,
  	"description" varchar,
  	"action_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_detail_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_detail_tabs_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"address_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_detail_tabs_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"tabs_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_testimonials_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"placement" "enum__pages_v_blocks_testimonials_placement",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_detail_tabs_tabs_points" ADD CONSTRAINT "pages_blocks_detail_tabs_tabs_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_detail_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_detail_tabs_tabs_points_locales" ADD CONSTRAINT "pages_blocks_detail_tabs_tabs_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_detail_tabs_tabs_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_detail_tabs_tabs_samples" ADD CONSTRAINT "pages_blocks_detail_tabs_tabs_samples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_detail_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_detail_tabs_tabs_samples_locales" ADD CONSTRAINT "pages_blocks_detail_tabs_tabs_samples_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_detail_tabs_tabs_samples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_detail_tabs_tabs" ADD CONSTRAINT "pages_blocks_detail_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_detail_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_detail_tabs_tabs_locales" ADD CONSTRAINT "pages_blocks_detail_tabs_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_detail_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_detail_tabs" ADD CONSTRAINT "pages_blocks_detail_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_detail_tabs_locales" ADD CONSTRAINT "pages_blocks_detail_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_detail_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials" ADD CONSTRAINT "pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_locales" ADD CONSTRAINT "pages_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_detail_tabs_tabs_points" ADD CONSTRAINT "_pages_v_blocks_detail_tabs_tabs_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_detail_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_detail_tabs_tabs_points_locales" ADD CONSTRAINT "_pages_v_blocks_detail_tabs_tabs_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_detail_tabs_tabs_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_detail_tabs_tabs_samples" ADD CONSTRAINT "_pages_v_blocks_detail_tabs_tabs_samples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_detail_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_detail_tabs_tabs_samples_locales" ADD CONSTRAINT "_pages_v_blocks_detail_tabs_tabs_samples_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_detail_tabs_tabs_samples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_detail_tabs_tabs" ADD CONSTRAINT "_pages_v_blocks_detail_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_detail_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_detail_tabs_tabs_locales" ADD CONSTRAINT "_pages_v_blocks_detail_tabs_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_detail_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_detail_tabs" ADD CONSTRAINT "_pages_v_blocks_detail_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_detail_tabs_locales" ADD CONSTRAINT "_pages_v_blocks_detail_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_detail_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD CONSTRAINT "_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_locales" ADD CONSTRAINT "_pages_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_detail_tabs_tabs_points_order_idx" ON "pages_blocks_detail_tabs_tabs_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_detail_tabs_tabs_points_parent_id_idx" ON "pages_blocks_detail_tabs_tabs_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_detail_tabs_tabs_points_locales_locale_parent_i" ON "pages_blocks_detail_tabs_tabs_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_detail_tabs_tabs_samples_order_idx" ON "pages_blocks_detail_tabs_tabs_samples" USING btree ("_order");
  CREATE INDEX "pages_blocks_detail_tabs_tabs_samples_parent_id_idx" ON "pages_blocks_detail_tabs_tabs_samples" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_detail_tabs_tabs_samples_locales_locale_parent_" ON "pages_blocks_detail_tabs_tabs_samples_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_detail_tabs_tabs_order_idx" ON "pages_blocks_detail_tabs_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_detail_tabs_tabs_parent_id_idx" ON "pages_blocks_detail_tabs_tabs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_detail_tabs_tabs_locales_locale_parent_id_uniqu" ON "pages_blocks_detail_tabs_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_detail_tabs_order_idx" ON "pages_blocks_detail_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_detail_tabs_parent_id_idx" ON "pages_blocks_detail_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_detail_tabs_path_idx" ON "pages_blocks_detail_tabs" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_detail_tabs_locales_locale_parent_id_unique" ON "pages_blocks_detail_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_testimonials_order_idx" ON "pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_parent_id_idx" ON "pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_path_idx" ON "pages_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_testimonials_locales_locale_parent_id_unique" ON "pages_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_detail_tabs_tabs_points_order_idx" ON "_pages_v_blocks_detail_tabs_tabs_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_detail_tabs_tabs_points_parent_id_idx" ON "_pages_v_blocks_detail_tabs_tabs_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_detail_tabs_tabs_points_locales_locale_paren" ON "_pages_v_blocks_detail_tabs_tabs_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_detail_tabs_tabs_samples_order_idx" ON "_pages_v_blocks_detail_tabs_tabs_samples" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_detail_tabs_tabs_samples_parent_id_idx" ON "_pages_v_blocks_detail_tabs_tabs_samples" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_detail_tabs_tabs_samples_locales_locale_pare" ON "_pages_v_blocks_detail_tabs_tabs_samples_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_detail_tabs_tabs_order_idx" ON "_pages_v_blocks_detail_tabs_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_detail_tabs_tabs_parent_id_idx" ON "_pages_v_blocks_detail_tabs_tabs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_detail_tabs_tabs_locales_locale_parent_id_un" ON "_pages_v_blocks_detail_tabs_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_detail_tabs_order_idx" ON "_pages_v_blocks_detail_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_detail_tabs_parent_id_idx" ON "_pages_v_blocks_detail_tabs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_detail_tabs_path_idx" ON "_pages_v_blocks_detail_tabs" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_detail_tabs_locales_locale_parent_id_unique" ON "_pages_v_blocks_detail_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_order_idx" ON "_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_parent_id_idx" ON "_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_path_idx" ON "_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_testimonials_locales_locale_parent_id_unique" ON "_pages_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_detail_tabs_tabs_points" CASCADE;
  DROP TABLE "pages_blocks_detail_tabs_tabs_points_locales" CASCADE;
  DROP TABLE "pages_blocks_detail_tabs_tabs_samples" CASCADE;
  DROP TABLE "pages_blocks_detail_tabs_tabs_samples_locales" CASCADE;
  DROP TABLE "pages_blocks_detail_tabs_tabs" CASCADE;
  DROP TABLE "pages_blocks_detail_tabs_tabs_locales" CASCADE;
  DROP TABLE "pages_blocks_detail_tabs" CASCADE;
  DROP TABLE "pages_blocks_detail_tabs_locales" CASCADE;
  DROP TABLE "pages_blocks_testimonials" CASCADE;
  DROP TABLE "pages_blocks_testimonials_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_detail_tabs_tabs_points" CASCADE;
  DROP TABLE "_pages_v_blocks_detail_tabs_tabs_points_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_detail_tabs_tabs_samples" CASCADE;
  DROP TABLE "_pages_v_blocks_detail_tabs_tabs_samples_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_detail_tabs_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_detail_tabs_tabs_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_detail_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_detail_tabs_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_detail_tabs_tabs_samples_language";
  DROP TYPE "public"."enum_pages_blocks_detail_tabs_tabs_icon";
  DROP TYPE "public"."enum_pages_blocks_detail_tabs_tabs_action_variant";
  DROP TYPE "public"."enum_pages_blocks_detail_tabs_tone";
  DROP TYPE "public"."enum_pages_blocks_testimonials_tone";
  DROP TYPE "public"."enum_pages_blocks_testimonials_placement";
  DROP TYPE "public"."enum__pages_v_blocks_detail_tabs_tabs_samples_language";
  DROP TYPE "public"."enum__pages_v_blocks_detail_tabs_tabs_icon";
  DROP TYPE "public"."enum__pages_v_blocks_detail_tabs_tabs_action_variant";
  DROP TYPE "public"."enum__pages_v_blocks_detail_tabs_tone";
  DROP TYPE "public"."enum__pages_v_blocks_testimonials_tone";
  DROP TYPE "public"."enum__pages_v_blocks_testimonials_placement";`)
}
