import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_whitepaper_promo_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_whitepaper_promo_whitepaper" AS ENUM('instaclear', 'circular-testing', 'vdt', 'hair-analysis');
  CREATE TYPE "public"."enum_pages_blocks_whitepaper_promo_action_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum_pages_blocks_proof_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_proof_testimonials" AS ENUM('home', 'solutions-healthcare', 'solutions-workplace', 'products-instaclear', 'products-circular-testing');
  CREATE TYPE "public"."enum__pages_v_blocks_whitepaper_promo_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_whitepaper_promo_whitepaper" AS ENUM('instaclear', 'circular-testing', 'vdt', 'hair-analysis');
  CREATE TYPE "public"."enum__pages_v_blocks_whitepaper_promo_action_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum__pages_v_blocks_proof_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_proof_testimonials" AS ENUM('home', 'solutions-healthcare', 'solutions-workplace', 'products-instaclear', 'products-circular-testing');
  ALTER TYPE "public"."enum_pages_blocks_lead_form_form" ADD VALUE 'instaclear-whitepaper';
  ALTER TYPE "public"."enum__pages_v_blocks_lead_form_form" ADD VALUE 'instaclear-whitepaper';
  CREATE TABLE "pages_blocks_whitepaper_promo" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_whitepaper_promo_tone" DEFAULT 'brand',
  	"anchor" varchar,
  	"whitepaper" "enum_pages_blocks_whitepaper_promo_whitepaper",
  	"action_href" varchar,
  	"action_variant" "enum_pages_blocks_whitepaper_promo_action_variant" DEFAULT 'primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_whitepaper_promo_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"action_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_proof_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_proof_logos_locales" (
  	"name" varchar,
  	"kind" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_proof_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_proof_badges_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_proof" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_proof_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"testimonials" "enum_pages_blocks_proof_testimonials",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_proof_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_whitepaper_promo" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_whitepaper_promo_tone" DEFAULT 'brand',
  	"anchor" varchar,
  	"whitepaper" "enum__pages_v_blocks_whitepaper_promo_whitepaper",
  	"action_href" varchar,
  	"action_variant" "enum__pages_v_blocks_whitepaper_promo_action_variant" DEFAULT 'primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_whitepaper_promo_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"action_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_proof_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_proof_logos_locales" (
  	"name" varchar,
  	"kind" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_proof_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_proof_badges_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_proof" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_proof_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"testimonials" "enum__pages_v_blocks_proof_testimonials",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_proof_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_whitepaper_promo" ADD CONSTRAINT "pages_blocks_whitepaper_promo_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_whitepaper_promo_locales" ADD CONSTRAINT "pages_blocks_whitepaper_promo_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_whitepaper_promo"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_proof_logos" ADD CONSTRAINT "pages_blocks_proof_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_proof"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_proof_logos_locales" ADD CONSTRAINT "pages_blocks_proof_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_proof_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_proof_badges" ADD CONSTRAINT "pages_blocks_proof_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_proof"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_proof_badges_locales" ADD CONSTRAINT "pages_blocks_proof_badges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_proof_badges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_proof" ADD CONSTRAINT "pages_blocks_proof_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_proof_locales" ADD CONSTRAINT "pages_blocks_proof_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_proof"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_whitepaper_promo" ADD CONSTRAINT "_pages_v_blocks_whitepaper_promo_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_whitepaper_promo_locales" ADD CONSTRAINT "_pages_v_blocks_whitepaper_promo_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_whitepaper_promo"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_proof_logos" ADD CONSTRAINT "_pages_v_blocks_proof_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_proof"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_proof_logos_locales" ADD CONSTRAINT "_pages_v_blocks_proof_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_proof_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_proof_badges" ADD CONSTRAINT "_pages_v_blocks_proof_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_proof"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_proof_badges_locales" ADD CONSTRAINT "_pages_v_blocks_proof_badges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_proof_badges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_proof" ADD CONSTRAINT "_pages_v_blocks_proof_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_proof_locales" ADD CONSTRAINT "_pages_v_blocks_proof_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_proof"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_whitepaper_promo_order_idx" ON "pages_blocks_whitepaper_promo" USING btree ("_order");
  CREATE INDEX "pages_blocks_whitepaper_promo_parent_id_idx" ON "pages_blocks_whitepaper_promo" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_whitepaper_promo_path_idx" ON "pages_blocks_whitepaper_promo" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_whitepaper_promo_locales_locale_parent_id_uniqu" ON "pages_blocks_whitepaper_promo_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_proof_logos_order_idx" ON "pages_blocks_proof_logos" USING btree ("_order");
  CREATE INDEX "pages_blocks_proof_logos_parent_id_idx" ON "pages_blocks_proof_logos" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_proof_logos_locales_locale_parent_id_unique" ON "pages_blocks_proof_logos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_proof_badges_order_idx" ON "pages_blocks_proof_badges" USING btree ("_order");
  CREATE INDEX "pages_blocks_proof_badges_parent_id_idx" ON "pages_blocks_proof_badges" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_proof_badges_locales_locale_parent_id_unique" ON "pages_blocks_proof_badges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_proof_order_idx" ON "pages_blocks_proof" USING btree ("_order");
  CREATE INDEX "pages_blocks_proof_parent_id_idx" ON "pages_blocks_proof" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_proof_path_idx" ON "pages_blocks_proof" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_proof_locales_locale_parent_id_unique" ON "pages_blocks_proof_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_whitepaper_promo_order_idx" ON "_pages_v_blocks_whitepaper_promo" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_whitepaper_promo_parent_id_idx" ON "_pages_v_blocks_whitepaper_promo" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_whitepaper_promo_path_idx" ON "_pages_v_blocks_whitepaper_promo" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_whitepaper_promo_locales_locale_parent_id_un" ON "_pages_v_blocks_whitepaper_promo_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_proof_logos_order_idx" ON "_pages_v_blocks_proof_logos" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_proof_logos_parent_id_idx" ON "_pages_v_blocks_proof_logos" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_proof_logos_locales_locale_parent_id_unique" ON "_pages_v_blocks_proof_logos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_proof_badges_order_idx" ON "_pages_v_blocks_proof_badges" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_proof_badges_parent_id_idx" ON "_pages_v_blocks_proof_badges" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_proof_badges_locales_locale_parent_id_unique" ON "_pages_v_blocks_proof_badges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_proof_order_idx" ON "_pages_v_blocks_proof" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_proof_parent_id_idx" ON "_pages_v_blocks_proof" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_proof_path_idx" ON "_pages_v_blocks_proof" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_proof_locales_locale_parent_id_unique" ON "_pages_v_blocks_proof_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_whitepaper_promo" CASCADE;
  DROP TABLE "pages_blocks_whitepaper_promo_locales" CASCADE;
  DROP TABLE "pages_blocks_proof_logos" CASCADE;
  DROP TABLE "pages_blocks_proof_logos_locales" CASCADE;
  DROP TABLE "pages_blocks_proof_badges" CASCADE;
  DROP TABLE "pages_blocks_proof_badges_locales" CASCADE;
  DROP TABLE "pages_blocks_proof" CASCADE;
  DROP TABLE "pages_blocks_proof_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_whitepaper_promo" CASCADE;
  DROP TABLE "_pages_v_blocks_whitepaper_promo_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_proof_logos" CASCADE;
  DROP TABLE "_pages_v_blocks_proof_logos_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_proof_badges" CASCADE;
  DROP TABLE "_pages_v_blocks_proof_badges_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_proof" CASCADE;
  DROP TABLE "_pages_v_blocks_proof_locales" CASCADE;
  ALTER TABLE "pages_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_lead_form_form";
  CREATE TYPE "public"."enum_pages_blocks_lead_form_form" AS ENUM('contact', 'whitepapers');
  ALTER TABLE "pages_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE "public"."enum_pages_blocks_lead_form_form" USING "form"::"public"."enum_pages_blocks_lead_form_form";
  ALTER TABLE "_pages_v_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_lead_form_form";
  CREATE TYPE "public"."enum__pages_v_blocks_lead_form_form" AS ENUM('contact', 'whitepapers');
  ALTER TABLE "_pages_v_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE "public"."enum__pages_v_blocks_lead_form_form" USING "form"::"public"."enum__pages_v_blocks_lead_form_form";
  DROP TYPE "public"."enum_pages_blocks_whitepaper_promo_tone";
  DROP TYPE "public"."enum_pages_blocks_whitepaper_promo_whitepaper";
  DROP TYPE "public"."enum_pages_blocks_whitepaper_promo_action_variant";
  DROP TYPE "public"."enum_pages_blocks_proof_tone";
  DROP TYPE "public"."enum_pages_blocks_proof_testimonials";
  DROP TYPE "public"."enum__pages_v_blocks_whitepaper_promo_tone";
  DROP TYPE "public"."enum__pages_v_blocks_whitepaper_promo_whitepaper";
  DROP TYPE "public"."enum__pages_v_blocks_whitepaper_promo_action_variant";
  DROP TYPE "public"."enum__pages_v_blocks_proof_tone";
  DROP TYPE "public"."enum__pages_v_blocks_proof_testimonials";`)
}
