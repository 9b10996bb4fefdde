import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_metrics_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_metrics_action_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum_pages_blocks_comparison_rows_cells_value" AS ENUM('yes', 'no', 'text');
  CREATE TYPE "public"."enum_pages_blocks_comparison_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_trusted_by_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_trusted_by_testimonials" AS ENUM('home', 'solutions-healthcare', 'solutions-workplace', 'products-instaclear', 'products-circular-testing');
  CREATE TYPE "public"."enum_pages_blocks_steps_action_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum_pages_blocks_calculator_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_calculator_calculator" AS ENUM('savings');
  CREATE TYPE "public"."enum_pages_blocks_calculator_action_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum__pages_v_blocks_metrics_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_metrics_action_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum__pages_v_blocks_comparison_rows_cells_value" AS ENUM('yes', 'no', 'text');
  CREATE TYPE "public"."enum__pages_v_blocks_comparison_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_trusted_by_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_trusted_by_testimonials" AS ENUM('home', 'solutions-healthcare', 'solutions-workplace', 'products-instaclear', 'products-circular-testing');
  CREATE TYPE "public"."enum__pages_v_blocks_steps_action_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum__pages_v_blocks_calculator_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_calculator_calculator" AS ENUM('savings');
  CREATE TYPE "public"."enum__pages_v_blocks_calculator_action_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  ALTER TYPE "public"."enum_pages_blocks_feature_grid_layout" ADD VALUE 'checks';
  ALTER TYPE "public"."enum__pages_v_blocks_feature_grid_layout" ADD VALUE 'checks';
  CREATE TABLE "pages_blocks_metrics_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_metrics_items_locales" (
  	"value" varchar,
  	"label" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_metrics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_metrics_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"action_href" varchar,
  	"action_variant" "enum_pages_blocks_metrics_action_variant" DEFAULT 'primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_metrics_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"action_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_comparison_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_comparison_badges_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_comparison_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_comparison_columns_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_comparison_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" "enum_pages_blocks_comparison_rows_cells_value" DEFAULT 'yes'
  );
  
  CREATE TABLE "pages_blocks_comparison_rows_cells_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_comparison_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_comparison_rows_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_comparison_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_comparison_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_trusted_by_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_trusted_by_logos_locales" (
  	"name" varchar,
  	"kind" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_trusted_by" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_trusted_by_tone" DEFAULT 'brand',
  	"anchor" varchar,
  	"testimonials" "enum_pages_blocks_trusted_by_testimonials",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_trusted_by_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"logos_label" varchar,
  	"rating_value" varchar,
  	"rating_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_calculator_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"calculator" "enum_pages_blocks_calculator_calculator" DEFAULT 'savings',
  	"action_href" varchar,
  	"action_variant" "enum_pages_blocks_calculator_action_variant" DEFAULT 'primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_calculator_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"action_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_metrics_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_metrics_items_locales" (
  	"value" varchar,
  	"label" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_metrics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_metrics_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"action_href" varchar,
  	"action_variant" "enum__pages_v_blocks_metrics_action_variant" DEFAULT 'primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_metrics_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"action_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_badges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_badges_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_columns_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" "enum__pages_v_blocks_comparison_rows_cells_value" DEFAULT 'yes',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_rows_cells_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_rows_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_comparison_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_trusted_by_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trusted_by_logos_locales" (
  	"name" varchar,
  	"kind" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_trusted_by" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_trusted_by_tone" DEFAULT 'brand',
  	"anchor" varchar,
  	"testimonials" "enum__pages_v_blocks_trusted_by_testimonials",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trusted_by_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"logos_label" varchar,
  	"rating_value" varchar,
  	"rating_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_calculator_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"calculator" "enum__pages_v_blocks_calculator_calculator" DEFAULT 'savings',
  	"action_href" varchar,
  	"action_variant" "enum__pages_v_blocks_calculator_action_variant" DEFAULT 'primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_calculator_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"action_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_steps" ADD COLUMN "action_href" varchar;
  ALTER TABLE "pages_blocks_steps" ADD COLUMN "action_variant" "enum_pages_blocks_steps_action_variant" DEFAULT 'primary';
  ALTER TABLE "pages_blocks_steps_locales" ADD COLUMN "action_label" varchar;
  ALTER TABLE "_pages_v_blocks_steps" ADD COLUMN "action_href" varchar;
  ALTER TABLE "_pages_v_blocks_steps" ADD COLUMN "action_variant" "enum__pages_v_blocks_steps_action_variant" DEFAULT 'primary';
  ALTER TABLE "_pages_v_blocks_steps_locales" ADD COLUMN "action_label" varchar;
  ALTER TABLE "pages_blocks_metrics_items" ADD CONSTRAINT "pages_blocks_metrics_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_metrics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_metrics_items_locales" ADD CONSTRAINT "pages_blocks_metrics_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_metrics_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_metrics" ADD CONSTRAINT "pages_blocks_metrics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_metrics_locales" ADD CONSTRAINT "pages_blocks_metrics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_metrics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_badges" ADD CONSTRAINT "pages_blocks_comparison_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_badges_locales" ADD CONSTRAINT "pages_blocks_comparison_badges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison_badges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_columns" ADD CONSTRAINT "pages_blocks_comparison_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_columns_locales" ADD CONSTRAINT "pages_blocks_comparison_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_rows_cells" ADD CONSTRAINT "pages_blocks_comparison_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_rows_cells_locales" ADD CONSTRAINT "pages_blocks_comparison_rows_cells_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison_rows_cells"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_rows" ADD CONSTRAINT "pages_blocks_comparison_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_rows_locales" ADD CONSTRAINT "pages_blocks_comparison_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison" ADD CONSTRAINT "pages_blocks_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_locales" ADD CONSTRAINT "pages_blocks_comparison_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trusted_by_logos" ADD CONSTRAINT "pages_blocks_trusted_by_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trusted_by"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trusted_by_logos_locales" ADD CONSTRAINT "pages_blocks_trusted_by_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trusted_by_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trusted_by" ADD CONSTRAINT "pages_blocks_trusted_by_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trusted_by_locales" ADD CONSTRAINT "pages_blocks_trusted_by_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trusted_by"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_calculator" ADD CONSTRAINT "pages_blocks_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_calculator_locales" ADD CONSTRAINT "pages_blocks_calculator_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_calculator"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_metrics_items" ADD CONSTRAINT "_pages_v_blocks_metrics_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_metrics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_metrics_items_locales" ADD CONSTRAINT "_pages_v_blocks_metrics_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_metrics_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_metrics" ADD CONSTRAINT "_pages_v_blocks_metrics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_metrics_locales" ADD CONSTRAINT "_pages_v_blocks_metrics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_metrics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_badges" ADD CONSTRAINT "_pages_v_blocks_comparison_badges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_badges_locales" ADD CONSTRAINT "_pages_v_blocks_comparison_badges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison_badges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_columns" ADD CONSTRAINT "_pages_v_blocks_comparison_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_columns_locales" ADD CONSTRAINT "_pages_v_blocks_comparison_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_rows_cells" ADD CONSTRAINT "_pages_v_blocks_comparison_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_rows_cells_locales" ADD CONSTRAINT "_pages_v_blocks_comparison_rows_cells_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison_rows_cells"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_rows" ADD CONSTRAINT "_pages_v_blocks_comparison_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_rows_locales" ADD CONSTRAINT "_pages_v_blocks_comparison_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison" ADD CONSTRAINT "_pages_v_blocks_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_locales" ADD CONSTRAINT "_pages_v_blocks_comparison_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trusted_by_logos" ADD CONSTRAINT "_pages_v_blocks_trusted_by_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trusted_by"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trusted_by_logos_locales" ADD CONSTRAINT "_pages_v_blocks_trusted_by_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trusted_by_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trusted_by" ADD CONSTRAINT "_pages_v_blocks_trusted_by_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trusted_by_locales" ADD CONSTRAINT "_pages_v_blocks_trusted_by_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trusted_by"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_calculator" ADD CONSTRAINT "_pages_v_blocks_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_calculator_locales" ADD CONSTRAINT "_pages_v_blocks_calculator_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_calculator"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_metrics_items_order_idx" ON "pages_blocks_metrics_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_metrics_items_parent_id_idx" ON "pages_blocks_metrics_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_metrics_items_locales_locale_parent_id_unique" ON "pages_blocks_metrics_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_metrics_order_idx" ON "pages_blocks_metrics" USING btree ("_order");
  CREATE INDEX "pages_blocks_metrics_parent_id_idx" ON "pages_blocks_metrics" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_metrics_path_idx" ON "pages_blocks_metrics" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_metrics_locales_locale_parent_id_unique" ON "pages_blocks_metrics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_comparison_badges_order_idx" ON "pages_blocks_comparison_badges" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_badges_parent_id_idx" ON "pages_blocks_comparison_badges" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_comparison_badges_locales_locale_parent_id_uniq" ON "pages_blocks_comparison_badges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_comparison_columns_order_idx" ON "pages_blocks_comparison_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_columns_parent_id_idx" ON "pages_blocks_comparison_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_comparison_columns_locales_locale_parent_id_uni" ON "pages_blocks_comparison_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_comparison_rows_cells_order_idx" ON "pages_blocks_comparison_rows_cells" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_rows_cells_parent_id_idx" ON "pages_blocks_comparison_rows_cells" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_comparison_rows_cells_locales_locale_parent_id_" ON "pages_blocks_comparison_rows_cells_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_comparison_rows_order_idx" ON "pages_blocks_comparison_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_rows_parent_id_idx" ON "pages_blocks_comparison_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_comparison_rows_locales_locale_parent_id_unique" ON "pages_blocks_comparison_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_comparison_order_idx" ON "pages_blocks_comparison" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_parent_id_idx" ON "pages_blocks_comparison" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_comparison_path_idx" ON "pages_blocks_comparison" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_comparison_locales_locale_parent_id_unique" ON "pages_blocks_comparison_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_trusted_by_logos_order_idx" ON "pages_blocks_trusted_by_logos" USING btree ("_order");
  CREATE INDEX "pages_blocks_trusted_by_logos_parent_id_idx" ON "pages_blocks_trusted_by_logos" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_trusted_by_logos_locales_locale_parent_id_uniqu" ON "pages_blocks_trusted_by_logos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_trusted_by_order_idx" ON "pages_blocks_trusted_by" USING btree ("_order");
  CREATE INDEX "pages_blocks_trusted_by_parent_id_idx" ON "pages_blocks_trusted_by" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trusted_by_path_idx" ON "pages_blocks_trusted_by" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_trusted_by_locales_locale_parent_id_unique" ON "pages_blocks_trusted_by_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_calculator_order_idx" ON "pages_blocks_calculator" USING btree ("_order");
  CREATE INDEX "pages_blocks_calculator_parent_id_idx" ON "pages_blocks_calculator" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_calculator_path_idx" ON "pages_blocks_calculator" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_calculator_locales_locale_parent_id_unique" ON "pages_blocks_calculator_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_metrics_items_order_idx" ON "_pages_v_blocks_metrics_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_metrics_items_parent_id_idx" ON "_pages_v_blocks_metrics_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_metrics_items_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_metrics_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_metrics_order_idx" ON "_pages_v_blocks_metrics" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_metrics_parent_id_idx" ON "_pages_v_blocks_metrics" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_metrics_path_idx" ON "_pages_v_blocks_metrics" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_metrics_locales_locale_parent_id_unique" ON "_pages_v_blocks_metrics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_badges_order_idx" ON "_pages_v_blocks_comparison_badges" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_badges_parent_id_idx" ON "_pages_v_blocks_comparison_badges" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_comparison_badges_locales_locale_parent_id_u" ON "_pages_v_blocks_comparison_badges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_columns_order_idx" ON "_pages_v_blocks_comparison_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_columns_parent_id_idx" ON "_pages_v_blocks_comparison_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_comparison_columns_locales_locale_parent_id_" ON "_pages_v_blocks_comparison_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_rows_cells_order_idx" ON "_pages_v_blocks_comparison_rows_cells" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_rows_cells_parent_id_idx" ON "_pages_v_blocks_comparison_rows_cells" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_comparison_rows_cells_locales_locale_parent_" ON "_pages_v_blocks_comparison_rows_cells_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_rows_order_idx" ON "_pages_v_blocks_comparison_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_rows_parent_id_idx" ON "_pages_v_blocks_comparison_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_comparison_rows_locales_locale_parent_id_uni" ON "_pages_v_blocks_comparison_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_order_idx" ON "_pages_v_blocks_comparison" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_parent_id_idx" ON "_pages_v_blocks_comparison" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_path_idx" ON "_pages_v_blocks_comparison" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_comparison_locales_locale_parent_id_unique" ON "_pages_v_blocks_comparison_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_trusted_by_logos_order_idx" ON "_pages_v_blocks_trusted_by_logos" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trusted_by_logos_parent_id_idx" ON "_pages_v_blocks_trusted_by_logos" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_trusted_by_logos_locales_locale_parent_id_un" ON "_pages_v_blocks_trusted_by_logos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_trusted_by_order_idx" ON "_pages_v_blocks_trusted_by" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trusted_by_parent_id_idx" ON "_pages_v_blocks_trusted_by" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trusted_by_path_idx" ON "_pages_v_blocks_trusted_by" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_trusted_by_locales_locale_parent_id_unique" ON "_pages_v_blocks_trusted_by_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_calculator_order_idx" ON "_pages_v_blocks_calculator" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_calculator_parent_id_idx" ON "_pages_v_blocks_calculator" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_calculator_path_idx" ON "_pages_v_blocks_calculator" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_calculator_locales_locale_parent_id_unique" ON "_pages_v_blocks_calculator_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_metrics_items" CASCADE;
  DROP TABLE "pages_blocks_metrics_items_locales" CASCADE;
  DROP TABLE "pages_blocks_metrics" CASCADE;
  DROP TABLE "pages_blocks_metrics_locales" CASCADE;
  DROP TABLE "pages_blocks_comparison_badges" CASCADE;
  DROP TABLE "pages_blocks_comparison_badges_locales" CASCADE;
  DROP TABLE "pages_blocks_comparison_columns" CASCADE;
  DROP TABLE "pages_blocks_comparison_columns_locales" CASCADE;
  DROP TABLE "pages_blocks_comparison_rows_cells" CASCADE;
  DROP TABLE "pages_blocks_comparison_rows_cells_locales" CASCADE;
  DROP TABLE "pages_blocks_comparison_rows" CASCADE;
  DROP TABLE "pages_blocks_comparison_rows_locales" CASCADE;
  DROP TABLE "pages_blocks_comparison" CASCADE;
  DROP TABLE "pages_blocks_comparison_locales" CASCADE;
  DROP TABLE "pages_blocks_trusted_by_logos" CASCADE;
  DROP TABLE "pages_blocks_trusted_by_logos_locales" CASCADE;
  DROP TABLE "pages_blocks_trusted_by" CASCADE;
  DROP TABLE "pages_blocks_trusted_by_locales" CASCADE;
  DROP TABLE "pages_blocks_calculator" CASCADE;
  DROP TABLE "pages_blocks_calculator_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_metrics_items" CASCADE;
  DROP TABLE "_pages_v_blocks_metrics_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_metrics" CASCADE;
  DROP TABLE "_pages_v_blocks_metrics_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_badges" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_badges_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_columns_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_rows_cells" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_rows_cells_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_rows_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_trusted_by_logos" CASCADE;
  DROP TABLE "_pages_v_blocks_trusted_by_logos_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_trusted_by" CASCADE;
  DROP TABLE "_pages_v_blocks_trusted_by_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_calculator" CASCADE;
  DROP TABLE "_pages_v_blocks_calculator_locales" CASCADE;
  ALTER TABLE "pages_blocks_feature_grid" ALTER COLUMN "layout" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_feature_grid" ALTER COLUMN "layout" SET DEFAULT 'stacked'::text;
  DROP TYPE "public"."enum_pages_blocks_feature_grid_layout";
  CREATE TYPE "public"."enum_pages_blocks_feature_grid_layout" AS ENUM('stacked', 'inline');
  ALTER TABLE "pages_blocks_feature_grid" ALTER COLUMN "layout" SET DEFAULT 'stacked'::"public"."enum_pages_blocks_feature_grid_layout";
  ALTER TABLE "pages_blocks_feature_grid" ALTER COLUMN "layout" SET DATA TYPE "public"."enum_pages_blocks_feature_grid_layout" USING "layout"::"public"."enum_pages_blocks_feature_grid_layout";
  ALTER TABLE "_pages_v_blocks_feature_grid" ALTER COLUMN "layout" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_feature_grid" ALTER COLUMN "layout" SET DEFAULT 'stacked'::text;
  DROP TYPE "public"."enum__pages_v_blocks_feature_grid_layout";
  CREATE TYPE "public"."enum__pages_v_blocks_feature_grid_layout" AS ENUM('stacked', 'inline');
  ALTER TABLE "_pages_v_blocks_feature_grid" ALTER COLUMN "layout" SET DEFAULT 'stacked'::"public"."enum__pages_v_blocks_feature_grid_layout";
  ALTER TABLE "_pages_v_blocks_feature_grid" ALTER COLUMN "layout" SET DATA TYPE "public"."enum__pages_v_blocks_feature_grid_layout" USING "layout"::"public"."enum__pages_v_blocks_feature_grid_layout";
  ALTER TABLE "pages_blocks_steps" DROP COLUMN "action_href";
  ALTER TABLE "pages_blocks_steps" DROP COLUMN "action_variant";
  ALTER TABLE "pages_blocks_steps_locales" DROP COLUMN "action_label";
  ALTER TABLE "_pages_v_blocks_steps" DROP COLUMN "action_href";
  ALTER TABLE "_pages_v_blocks_steps" DROP COLUMN "action_variant";
  ALTER TABLE "_pages_v_blocks_steps_locales" DROP COLUMN "action_label";
  DROP TYPE "public"."enum_pages_blocks_metrics_tone";
  DROP TYPE "public"."enum_pages_blocks_metrics_action_variant";
  DROP TYPE "public"."enum_pages_blocks_comparison_rows_cells_value";
  DROP TYPE "public"."enum_pages_blocks_comparison_tone";
  DROP TYPE "public"."enum_pages_blocks_trusted_by_tone";
  DROP TYPE "public"."enum_pages_blocks_trusted_by_testimonials";
  DROP TYPE "public"."enum_pages_blocks_steps_action_variant";
  DROP TYPE "public"."enum_pages_blocks_calculator_tone";
  DROP TYPE "public"."enum_pages_blocks_calculator_calculator";
  DROP TYPE "public"."enum_pages_blocks_calculator_action_variant";
  DROP TYPE "public"."enum__pages_v_blocks_metrics_tone";
  DROP TYPE "public"."enum__pages_v_blocks_metrics_action_variant";
  DROP TYPE "public"."enum__pages_v_blocks_comparison_rows_cells_value";
  DROP TYPE "public"."enum__pages_v_blocks_comparison_tone";
  DROP TYPE "public"."enum__pages_v_blocks_trusted_by_tone";
  DROP TYPE "public"."enum__pages_v_blocks_trusted_by_testimonials";
  DROP TYPE "public"."enum__pages_v_blocks_steps_action_variant";
  DROP TYPE "public"."enum__pages_v_blocks_calculator_tone";
  DROP TYPE "public"."enum__pages_v_blocks_calculator_calculator";
  DROP TYPE "public"."enum__pages_v_blocks_calculator_action_variant";`)
}
