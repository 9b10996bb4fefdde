import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_product_cards_groups_audience" AS ENUM('workplace', 'consumer');
  CREATE TYPE "public"."enum_pages_blocks_product_cards_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_product_fit_groups_audience" AS ENUM('workplace', 'consumer');
  CREATE TYPE "public"."enum_pages_blocks_product_fit_best_for_product" AS ENUM('instaclear', 'circular-testing', 'vdt', 'hair-analysis', 'instacheck', 'instafind');
  CREATE TYPE "public"."enum_pages_blocks_product_fit_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_product_cards_groups_audience" AS ENUM('workplace', 'consumer');
  CREATE TYPE "public"."enum__pages_v_blocks_product_cards_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_product_fit_groups_audience" AS ENUM('workplace', 'consumer');
  CREATE TYPE "public"."enum__pages_v_blocks_product_fit_best_for_product" AS ENUM('instaclear', 'circular-testing', 'vdt', 'hair-analysis', 'instacheck', 'instafind');
  CREATE TYPE "public"."enum__pages_v_blocks_product_fit_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TABLE "pages_blocks_product_cards_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audience" "enum_pages_blocks_product_cards_groups_audience"
  );
  
  CREATE TABLE "pages_blocks_product_cards_groups_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_product_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_product_cards_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_cards_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"features_label" varchar,
  	"learn_more" varchar,
  	"coming_soon" varchar,
  	"list_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_product_fit_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audience" "enum_pages_blocks_product_fit_groups_audience"
  );
  
  CREATE TABLE "pages_blocks_product_fit_groups_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_product_fit_best_for" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" "enum_pages_blocks_product_fit_best_for_product"
  );
  
  CREATE TABLE "pages_blocks_product_fit_best_for_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_product_fit" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_product_fit_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_fit_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"learn_more" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_cards_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum__pages_v_blocks_product_cards_groups_audience",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_cards_groups_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_product_cards_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_cards_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"features_label" varchar,
  	"learn_more" varchar,
  	"coming_soon" varchar,
  	"list_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_fit_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"audience" "enum__pages_v_blocks_product_fit_groups_audience",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_fit_groups_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_fit_best_for" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product" "enum__pages_v_blocks_product_fit_best_for_product",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_fit_best_for_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_fit" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_product_fit_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_fit_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"learn_more" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_comparison" ADD COLUMN "wide" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_comparison" ADD COLUMN "wide" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_product_cards_groups" ADD CONSTRAINT "pages_blocks_product_cards_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_cards_groups_locales" ADD CONSTRAINT "pages_blocks_product_cards_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_cards_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_cards" ADD CONSTRAINT "pages_blocks_product_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_cards_locales" ADD CONSTRAINT "pages_blocks_product_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_fit_groups" ADD CONSTRAINT "pages_blocks_product_fit_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_fit"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_fit_groups_locales" ADD CONSTRAINT "pages_blocks_product_fit_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_fit_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_fit_best_for" ADD CONSTRAINT "pages_blocks_product_fit_best_for_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_fit"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_fit_best_for_locales" ADD CONSTRAINT "pages_blocks_product_fit_best_for_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_fit_best_for"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_fit" ADD CONSTRAINT "pages_blocks_product_fit_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_fit_locales" ADD CONSTRAINT "pages_blocks_product_fit_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_fit"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_cards_groups" ADD CONSTRAINT "_pages_v_blocks_product_cards_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_cards_groups_locales" ADD CONSTRAINT "_pages_v_blocks_product_cards_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_cards_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_cards" ADD CONSTRAINT "_pages_v_blocks_product_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_cards_locales" ADD CONSTRAINT "_pages_v_blocks_product_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_fit_groups" ADD CONSTRAINT "_pages_v_blocks_product_fit_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_fit"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_fit_groups_locales" ADD CONSTRAINT "_pages_v_blocks_product_fit_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_fit_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_fit_best_for" ADD CONSTRAINT "_pages_v_blocks_product_fit_best_for_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_fit"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_fit_best_for_locales" ADD CONSTRAINT "_pages_v_blocks_product_fit_best_for_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_fit_best_for"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_fit" ADD CONSTRAINT "_pages_v_blocks_product_fit_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_fit_locales" ADD CONSTRAINT "_pages_v_blocks_product_fit_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_fit"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_product_cards_groups_order_idx" ON "pages_blocks_product_cards_groups" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_cards_groups_parent_id_idx" ON "pages_blocks_product_cards_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_product_cards_groups_locales_locale_parent_id_u" ON "pages_blocks_product_cards_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_product_cards_order_idx" ON "pages_blocks_product_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_cards_parent_id_idx" ON "pages_blocks_product_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_cards_path_idx" ON "pages_blocks_product_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_product_cards_locales_locale_parent_id_unique" ON "pages_blocks_product_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_product_fit_groups_order_idx" ON "pages_blocks_product_fit_groups" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_fit_groups_parent_id_idx" ON "pages_blocks_product_fit_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_product_fit_groups_locales_locale_parent_id_uni" ON "pages_blocks_product_fit_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_product_fit_best_for_order_idx" ON "pages_blocks_product_fit_best_for" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_fit_best_for_parent_id_idx" ON "pages_blocks_product_fit_best_for" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_product_fit_best_for_locales_locale_parent_id_u" ON "pages_blocks_product_fit_best_for_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_product_fit_order_idx" ON "pages_blocks_product_fit" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_fit_parent_id_idx" ON "pages_blocks_product_fit" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_fit_path_idx" ON "pages_blocks_product_fit" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_product_fit_locales_locale_parent_id_unique" ON "pages_blocks_product_fit_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_cards_groups_order_idx" ON "_pages_v_blocks_product_cards_groups" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_cards_groups_parent_id_idx" ON "_pages_v_blocks_product_cards_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_cards_groups_locales_locale_parent_i" ON "_pages_v_blocks_product_cards_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_cards_order_idx" ON "_pages_v_blocks_product_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_cards_parent_id_idx" ON "_pages_v_blocks_product_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_cards_path_idx" ON "_pages_v_blocks_product_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_cards_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_product_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_fit_groups_order_idx" ON "_pages_v_blocks_product_fit_groups" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_fit_groups_parent_id_idx" ON "_pages_v_blocks_product_fit_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_fit_groups_locales_locale_parent_id_" ON "_pages_v_blocks_product_fit_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_fit_best_for_order_idx" ON "_pages_v_blocks_product_fit_best_for" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_fit_best_for_parent_id_idx" ON "_pages_v_blocks_product_fit_best_for" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_fit_best_for_locales_locale_parent_i" ON "_pages_v_blocks_product_fit_best_for_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_fit_order_idx" ON "_pages_v_blocks_product_fit" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_fit_parent_id_idx" ON "_pages_v_blocks_product_fit" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_fit_path_idx" ON "_pages_v_blocks_product_fit" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_fit_locales_locale_parent_id_unique" ON "_pages_v_blocks_product_fit_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_product_cards_groups" CASCADE;
  DROP TABLE "pages_blocks_product_cards_groups_locales" CASCADE;
  DROP TABLE "pages_blocks_product_cards" CASCADE;
  DROP TABLE "pages_blocks_product_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_product_fit_groups" CASCADE;
  DROP TABLE "pages_blocks_product_fit_groups_locales" CASCADE;
  DROP TABLE "pages_blocks_product_fit_best_for" CASCADE;
  DROP TABLE "pages_blocks_product_fit_best_for_locales" CASCADE;
  DROP TABLE "pages_blocks_product_fit" CASCADE;
  DROP TABLE "pages_blocks_product_fit_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_cards_groups" CASCADE;
  DROP TABLE "_pages_v_blocks_product_cards_groups_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_product_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_fit_groups" CASCADE;
  DROP TABLE "_pages_v_blocks_product_fit_groups_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_fit_best_for" CASCADE;
  DROP TABLE "_pages_v_blocks_product_fit_best_for_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_fit" CASCADE;
  DROP TABLE "_pages_v_blocks_product_fit_locales" CASCADE;
  ALTER TABLE "pages_blocks_comparison" DROP COLUMN "wide";
  ALTER TABLE "_pages_v_blocks_comparison" DROP COLUMN "wide";
  DROP TYPE "public"."enum_pages_blocks_product_cards_groups_audience";
  DROP TYPE "public"."enum_pages_blocks_product_cards_tone";
  DROP TYPE "public"."enum_pages_blocks_product_fit_groups_audience";
  DROP TYPE "public"."enum_pages_blocks_product_fit_best_for_product";
  DROP TYPE "public"."enum_pages_blocks_product_fit_tone";
  DROP TYPE "public"."enum__pages_v_blocks_product_cards_groups_audience";
  DROP TYPE "public"."enum__pages_v_blocks_product_cards_tone";
  DROP TYPE "public"."enum__pages_v_blocks_product_fit_groups_audience";
  DROP TYPE "public"."enum__pages_v_blocks_product_fit_best_for_product";
  DROP TYPE "public"."enum__pages_v_blocks_product_fit_tone";`)
}
