import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_product_hero_actions_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum_pages_blocks_product_hero_product" AS ENUM('instaclear', 'circular-testing', 'vdt', 'hair-analysis', 'instacheck', 'instafind');
  CREATE TYPE "public"."enum_pages_blocks_product_hero_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/resources/whitepapers', '/products', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind');
  CREATE TYPE "public"."enum_pages_blocks_product_hero_glow" AS ENUM('top-right', 'bottom-left');
  CREATE TYPE "public"."enum_pages_blocks_specs_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_retailers_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_product_hero_actions_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum__pages_v_blocks_product_hero_product" AS ENUM('instaclear', 'circular-testing', 'vdt', 'hair-analysis', 'instacheck', 'instafind');
  CREATE TYPE "public"."enum__pages_v_blocks_product_hero_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/resources/whitepapers', '/products', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind');
  CREATE TYPE "public"."enum__pages_v_blocks_product_hero_glow" AS ENUM('top-right', 'bottom-left');
  CREATE TYPE "public"."enum__pages_v_blocks_specs_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_retailers_tone" AS ENUM('white', 'muted', 'brand');
  ALTER TYPE "public"."enum_pages_blocks_feature_grid_layout" ADD VALUE 'centered' BEFORE 'inline';
  ALTER TYPE "public"."enum__pages_v_blocks_feature_grid_layout" ADD VALUE 'centered' BEFORE 'inline';
  CREATE TABLE "pages_blocks_product_hero_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"variant" "enum_pages_blocks_product_hero_actions_variant" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_product_hero_actions_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_product_hero_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_product_hero_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_product_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" "enum_pages_blocks_product_hero_product",
  	"scene" "enum_pages_blocks_product_hero_scene",
  	"glow" "enum_pages_blocks_product_hero_glow" DEFAULT 'top-right',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_hero_locales" (
  	"badge" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_specs_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_specs_rows_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_specs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_specs_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_specs_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_retailers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_retailers_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_retailers_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_hero_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"variant" "enum__pages_v_blocks_product_hero_actions_variant" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_hero_actions_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_hero_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_hero_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product" "enum__pages_v_blocks_product_hero_product",
  	"scene" "enum__pages_v_blocks_product_hero_scene",
  	"glow" "enum__pages_v_blocks_product_hero_glow" DEFAULT 'top-right',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_hero_locales" (
  	"badge" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_specs_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_specs_rows_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_specs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_specs_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_specs_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_retailers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_retailers_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_retailers_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_product_hero_actions" ADD CONSTRAINT "pages_blocks_product_hero_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_hero_actions_locales" ADD CONSTRAINT "pages_blocks_product_hero_actions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_hero_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_hero_stats" ADD CONSTRAINT "pages_blocks_product_hero_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_hero_stats_locales" ADD CONSTRAINT "pages_blocks_product_hero_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_hero_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_hero" ADD CONSTRAINT "pages_blocks_product_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_hero_locales" ADD CONSTRAINT "pages_blocks_product_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_specs_rows" ADD CONSTRAINT "pages_blocks_specs_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_specs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_specs_rows_locales" ADD CONSTRAINT "pages_blocks_specs_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_specs_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_specs" ADD CONSTRAINT "pages_blocks_specs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_specs_locales" ADD CONSTRAINT "pages_blocks_specs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_specs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_retailers" ADD CONSTRAINT "pages_blocks_retailers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_retailers_locales" ADD CONSTRAINT "pages_blocks_retailers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_retailers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_hero_actions" ADD CONSTRAINT "_pages_v_blocks_product_hero_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_hero_actions_locales" ADD CONSTRAINT "_pages_v_blocks_product_hero_actions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_hero_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_hero_stats" ADD CONSTRAINT "_pages_v_blocks_product_hero_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_hero_stats_locales" ADD CONSTRAINT "_pages_v_blocks_product_hero_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_hero_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_hero" ADD CONSTRAINT "_pages_v_blocks_product_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_hero_locales" ADD CONSTRAINT "_pages_v_blocks_product_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_specs_rows" ADD CONSTRAINT "_pages_v_blocks_specs_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_specs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_specs_rows_locales" ADD CONSTRAINT "_pages_v_blocks_specs_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_specs_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_specs" ADD CONSTRAINT "_pages_v_blocks_specs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_specs_locales" ADD CONSTRAINT "_pages_v_blocks_specs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_specs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_retailers" ADD CONSTRAINT "_pages_v_blocks_retailers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_retailers_locales" ADD CONSTRAINT "_pages_v_blocks_retailers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_retailers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_product_hero_actions_order_idx" ON "pages_blocks_product_hero_actions" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_hero_actions_parent_id_idx" ON "pages_blocks_product_hero_actions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_product_hero_actions_locales_locale_parent_id_u" ON "pages_blocks_product_hero_actions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_product_hero_stats_order_idx" ON "pages_blocks_product_hero_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_hero_stats_parent_id_idx" ON "pages_blocks_product_hero_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_product_hero_stats_locales_locale_parent_id_uni" ON "pages_blocks_product_hero_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_product_hero_order_idx" ON "pages_blocks_product_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_hero_parent_id_idx" ON "pages_blocks_product_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_hero_path_idx" ON "pages_blocks_product_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_product_hero_locales_locale_parent_id_unique" ON "pages_blocks_product_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_specs_rows_order_idx" ON "pages_blocks_specs_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_specs_rows_parent_id_idx" ON "pages_blocks_specs_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_specs_rows_locales_locale_parent_id_unique" ON "pages_blocks_specs_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_specs_order_idx" ON "pages_blocks_specs" USING btree ("_order");
  CREATE INDEX "pages_blocks_specs_parent_id_idx" ON "pages_blocks_specs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_specs_path_idx" ON "pages_blocks_specs" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_specs_locales_locale_parent_id_unique" ON "pages_blocks_specs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_retailers_order_idx" ON "pages_blocks_retailers" USING btree ("_order");
  CREATE INDEX "pages_blocks_retailers_parent_id_idx" ON "pages_blocks_retailers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_retailers_path_idx" ON "pages_blocks_retailers" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_retailers_locales_locale_parent_id_unique" ON "pages_blocks_retailers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_hero_actions_order_idx" ON "_pages_v_blocks_product_hero_actions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_hero_actions_parent_id_idx" ON "_pages_v_blocks_product_hero_actions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_hero_actions_locales_locale_parent_i" ON "_pages_v_blocks_product_hero_actions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_hero_stats_order_idx" ON "_pages_v_blocks_product_hero_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_hero_stats_parent_id_idx" ON "_pages_v_blocks_product_hero_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_hero_stats_locales_locale_parent_id_" ON "_pages_v_blocks_product_hero_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_hero_order_idx" ON "_pages_v_blocks_product_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_hero_parent_id_idx" ON "_pages_v_blocks_product_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_hero_path_idx" ON "_pages_v_blocks_product_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_hero_locales_locale_parent_id_unique" ON "_pages_v_blocks_product_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_specs_rows_order_idx" ON "_pages_v_blocks_specs_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_specs_rows_parent_id_idx" ON "_pages_v_blocks_specs_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_specs_rows_locales_locale_parent_id_unique" ON "_pages_v_blocks_specs_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_specs_order_idx" ON "_pages_v_blocks_specs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_specs_parent_id_idx" ON "_pages_v_blocks_specs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_specs_path_idx" ON "_pages_v_blocks_specs" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_specs_locales_locale_parent_id_unique" ON "_pages_v_blocks_specs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_retailers_order_idx" ON "_pages_v_blocks_retailers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_retailers_parent_id_idx" ON "_pages_v_blocks_retailers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_retailers_path_idx" ON "_pages_v_blocks_retailers" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_retailers_locales_locale_parent_id_unique" ON "_pages_v_blocks_retailers_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_product_hero_actions" CASCADE;
  DROP TABLE "pages_blocks_product_hero_actions_locales" CASCADE;
  DROP TABLE "pages_blocks_product_hero_stats" CASCADE;
  DROP TABLE "pages_blocks_product_hero_stats_locales" CASCADE;
  DROP TABLE "pages_blocks_product_hero" CASCADE;
  DROP TABLE "pages_blocks_product_hero_locales" CASCADE;
  DROP TABLE "pages_blocks_specs_rows" CASCADE;
  DROP TABLE "pages_blocks_specs_rows_locales" CASCADE;
  DROP TABLE "pages_blocks_specs" CASCADE;
  DROP TABLE "pages_blocks_specs_locales" CASCADE;
  DROP TABLE "pages_blocks_retailers" CASCADE;
  DROP TABLE "pages_blocks_retailers_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_hero_actions" CASCADE;
  DROP TABLE "_pages_v_blocks_product_hero_actions_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_hero_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_product_hero_stats_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_product_hero_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_specs_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_specs_rows_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_specs" CASCADE;
  DROP TABLE "_pages_v_blocks_specs_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_retailers" CASCADE;
  DROP TABLE "_pages_v_blocks_retailers_locales" CASCADE;
  ALTER TABLE "pages_blocks_feature_grid" ALTER COLUMN "layout" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_feature_grid" ALTER COLUMN "layout" SET DEFAULT 'stacked'::text;
  DROP TYPE "public"."enum_pages_blocks_feature_grid_layout";
  CREATE TYPE "public"."enum_pages_blocks_feature_grid_layout" AS ENUM('stacked', 'inline', 'checks');
  ALTER TABLE "pages_blocks_feature_grid" ALTER COLUMN "layout" SET DEFAULT 'stacked'::"public"."enum_pages_blocks_feature_grid_layout";
  ALTER TABLE "pages_blocks_feature_grid" ALTER COLUMN "layout" SET DATA TYPE "public"."enum_pages_blocks_feature_grid_layout" USING "layout"::"public"."enum_pages_blocks_feature_grid_layout";
  ALTER TABLE "_pages_v_blocks_feature_grid" ALTER COLUMN "layout" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_feature_grid" ALTER COLUMN "layout" SET DEFAULT 'stacked'::text;
  DROP TYPE "public"."enum__pages_v_blocks_feature_grid_layout";
  CREATE TYPE "public"."enum__pages_v_blocks_feature_grid_layout" AS ENUM('stacked', 'inline', 'checks');
  ALTER TABLE "_pages_v_blocks_feature_grid" ALTER COLUMN "layout" SET DEFAULT 'stacked'::"public"."enum__pages_v_blocks_feature_grid_layout";
  ALTER TABLE "_pages_v_blocks_feature_grid" ALTER COLUMN "layout" SET DATA TYPE "public"."enum__pages_v_blocks_feature_grid_layout" USING "layout"::"public"."enum__pages_v_blocks_feature_grid_layout";
  DROP TYPE "public"."enum_pages_blocks_product_hero_actions_variant";
  DROP TYPE "public"."enum_pages_blocks_product_hero_product";
  DROP TYPE "public"."enum_pages_blocks_product_hero_scene";
  DROP TYPE "public"."enum_pages_blocks_product_hero_glow";
  DROP TYPE "public"."enum_pages_blocks_specs_tone";
  DROP TYPE "public"."enum_pages_blocks_retailers_tone";
  DROP TYPE "public"."enum__pages_v_blocks_product_hero_actions_variant";
  DROP TYPE "public"."enum__pages_v_blocks_product_hero_product";
  DROP TYPE "public"."enum__pages_v_blocks_product_hero_scene";
  DROP TYPE "public"."enum__pages_v_blocks_product_hero_glow";
  DROP TYPE "public"."enum__pages_v_blocks_specs_tone";
  DROP TYPE "public"."enum__pages_v_blocks_retailers_tone";`)
}
