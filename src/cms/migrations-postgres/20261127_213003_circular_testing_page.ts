import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_feature_grid_comparison_rows_cells_value" AS ENUM('yes', 'no', 'text');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_grid_comparison_rows_cells_value" AS ENUM('yes', 'no', 'text');
  ALTER TYPE "public"."enum_pages_blocks_calculator_calculator" ADD VALUE 'circular';
  ALTER TYPE "public"."enum_pages_blocks_lead_form_form" ADD VALUE 'circular-whitepaper';
  ALTER TYPE "public"."enum__pages_v_blocks_calculator_calculator" ADD VALUE 'circular';
  ALTER TYPE "public"."enum__pages_v_blocks_lead_form_form" ADD VALUE 'circular-whitepaper';
  CREATE TABLE "pages_blocks_feature_grid_comparison_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_feature_grid_comparison_columns_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_feature_grid_comparison_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" "enum_pages_blocks_feature_grid_comparison_rows_cells_value" DEFAULT 'yes'
  );
  
  CREATE TABLE "pages_blocks_feature_grid_comparison_rows_cells_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_feature_grid_comparison_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_feature_grid_comparison_rows_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_lead_form_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_lead_form_contents_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_floating_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_floating_action_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid_comparison_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid_comparison_columns_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid_comparison_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" "enum__pages_v_blocks_feature_grid_comparison_rows_cells_value" DEFAULT 'yes',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid_comparison_rows_cells_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid_comparison_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid_comparison_rows_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_lead_form_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_lead_form_contents_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_floating_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_floating_action_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_feature_grid_locales" ADD COLUMN "comparison_caption" varchar;
  ALTER TABLE "pages_blocks_lead_form_locales" ADD COLUMN "eyebrow" varchar;
  ALTER TABLE "_pages_v_blocks_feature_grid_locales" ADD COLUMN "comparison_caption" varchar;
  ALTER TABLE "_pages_v_blocks_lead_form_locales" ADD COLUMN "eyebrow" varchar;
  ALTER TABLE "pages_blocks_feature_grid_comparison_columns" ADD CONSTRAINT "pages_blocks_feature_grid_comparison_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid_comparison_columns_locales" ADD CONSTRAINT "pages_blocks_feature_grid_comparison_columns_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_grid_comparison_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid_comparison_rows_cells" ADD CONSTRAINT "pages_blocks_feature_grid_comparison_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_grid_comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid_comparison_rows_cells_locales" ADD CONSTRAINT "pages_blocks_feature_grid_comparison_rows_cells_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_grid_comparison_rows_cells"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid_comparison_rows" ADD CONSTRAINT "pages_blocks_feature_grid_comparison_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid_comparison_rows_locales" ADD CONSTRAINT "pages_blocks_feature_grid_comparison_rows_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_grid_comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_lead_form_contents" ADD CONSTRAINT "pages_blocks_lead_form_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_lead_form_contents_locales" ADD CONSTRAINT "pages_blocks_lead_form_contents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_lead_form_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_floating_action" ADD CONSTRAINT "pages_blocks_floating_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_floating_action_locales" ADD CONSTRAINT "pages_blocks_floating_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_floating_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_comparison_columns" ADD CONSTRAINT "_pages_v_blocks_feature_grid_comparison_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_comparison_columns_locales" ADD CONSTRAINT "_pages_v_blocks_feature_grid_comparison_columns_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid_comparison_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_comparison_rows_cells" ADD CONSTRAINT "_pages_v_blocks_feature_grid_comparison_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid_comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_comparison_rows_cells_locales" ADD CONSTRAINT "_pages_v_blocks_feature_grid_comparison_rows_cells_locale_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid_comparison_rows_cells"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_comparison_rows" ADD CONSTRAINT "_pages_v_blocks_feature_grid_comparison_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_comparison_rows_locales" ADD CONSTRAINT "_pages_v_blocks_feature_grid_comparison_rows_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid_comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form_contents" ADD CONSTRAINT "_pages_v_blocks_lead_form_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_lead_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form_contents_locales" ADD CONSTRAINT "_pages_v_blocks_lead_form_contents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_lead_form_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_floating_action" ADD CONSTRAINT "_pages_v_blocks_floating_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_floating_action_locales" ADD CONSTRAINT "_pages_v_blocks_floating_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_floating_action"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_feature_grid_comparison_columns_order_idx" ON "pages_blocks_feature_grid_comparison_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_grid_comparison_columns_parent_id_idx" ON "pages_blocks_feature_grid_comparison_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_feature_grid_comparison_columns_locales_locale_" ON "pages_blocks_feature_grid_comparison_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_feature_grid_comparison_rows_cells_order_idx" ON "pages_blocks_feature_grid_comparison_rows_cells" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_grid_comparison_rows_cells_parent_id_idx" ON "pages_blocks_feature_grid_comparison_rows_cells" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_feature_grid_comparison_rows_cells_locales_loca" ON "pages_blocks_feature_grid_comparison_rows_cells_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_feature_grid_comparison_rows_order_idx" ON "pages_blocks_feature_grid_comparison_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_grid_comparison_rows_parent_id_idx" ON "pages_blocks_feature_grid_comparison_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_feature_grid_comparison_rows_locales_locale_par" ON "pages_blocks_feature_grid_comparison_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_lead_form_contents_order_idx" ON "pages_blocks_lead_form_contents" USING btree ("_order");
  CREATE INDEX "pages_blocks_lead_form_contents_parent_id_idx" ON "pages_blocks_lead_form_contents" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_lead_form_contents_locales_locale_parent_id_uni" ON "pages_blocks_lead_form_contents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_floating_action_order_idx" ON "pages_blocks_floating_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_floating_action_parent_id_idx" ON "pages_blocks_floating_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_floating_action_path_idx" ON "pages_blocks_floating_action" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_floating_action_locales_locale_parent_id_unique" ON "pages_blocks_floating_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_comparison_columns_order_idx" ON "_pages_v_blocks_feature_grid_comparison_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_grid_comparison_columns_parent_id_idx" ON "_pages_v_blocks_feature_grid_comparison_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_feature_grid_comparison_columns_locales_loca" ON "_pages_v_blocks_feature_grid_comparison_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_comparison_rows_cells_order_idx" ON "_pages_v_blocks_feature_grid_comparison_rows_cells" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_grid_comparison_rows_cells_parent_id_idx" ON "_pages_v_blocks_feature_grid_comparison_rows_cells" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_feature_grid_comparison_rows_cells_locales_l" ON "_pages_v_blocks_feature_grid_comparison_rows_cells_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_comparison_rows_order_idx" ON "_pages_v_blocks_feature_grid_comparison_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_grid_comparison_rows_parent_id_idx" ON "_pages_v_blocks_feature_grid_comparison_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_feature_grid_comparison_rows_locales_locale_" ON "_pages_v_blocks_feature_grid_comparison_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_contents_order_idx" ON "_pages_v_blocks_lead_form_contents" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_lead_form_contents_parent_id_idx" ON "_pages_v_blocks_lead_form_contents" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_lead_form_contents_locales_locale_parent_id_" ON "_pages_v_blocks_lead_form_contents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_floating_action_order_idx" ON "_pages_v_blocks_floating_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_floating_action_parent_id_idx" ON "_pages_v_blocks_floating_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_floating_action_path_idx" ON "_pages_v_blocks_floating_action" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_floating_action_locales_locale_parent_id_uni" ON "_pages_v_blocks_floating_action_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_feature_grid_comparison_columns" CASCADE;
  DROP TABLE "pages_blocks_feature_grid_comparison_columns_locales" CASCADE;
  DROP TABLE "pages_blocks_feature_grid_comparison_rows_cells" CASCADE;
  DROP TABLE "pages_blocks_feature_grid_comparison_rows_cells_locales" CASCADE;
  DROP TABLE "pages_blocks_feature_grid_comparison_rows" CASCADE;
  DROP TABLE "pages_blocks_feature_grid_comparison_rows_locales" CASCADE;
  DROP TABLE "pages_blocks_lead_form_contents" CASCADE;
  DROP TABLE "pages_blocks_lead_form_contents_locales" CASCADE;
  DROP TABLE "pages_blocks_floating_action" CASCADE;
  DROP TABLE "pages_blocks_floating_action_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid_comparison_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid_comparison_columns_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid_comparison_rows_cells" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid_comparison_rows_cells_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid_comparison_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid_comparison_rows_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_lead_form_contents" CASCADE;
  DROP TABLE "_pages_v_blocks_lead_form_contents_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_floating_action" CASCADE;
  DROP TABLE "_pages_v_blocks_floating_action_locales" CASCADE;
  ALTER TABLE "pages_blocks_calculator" ALTER COLUMN "calculator" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_calculator" ALTER COLUMN "calculator" SET DEFAULT 'savings'::text;
  DROP TYPE "public"."enum_pages_blocks_calculator_calculator";
  CREATE TYPE "public"."enum_pages_blocks_calculator_calculator" AS ENUM('savings');
  ALTER TABLE "pages_blocks_calculator" ALTER COLUMN "calculator" SET DEFAULT 'savings'::"public"."enum_pages_blocks_calculator_calculator";
  ALTER TABLE "pages_blocks_calculator" ALTER COLUMN "calculator" SET DATA TYPE "public"."enum_pages_blocks_calculator_calculator" USING "calculator"::"public"."enum_pages_blocks_calculator_calculator";
  ALTER TABLE "pages_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_lead_form_form";
  CREATE TYPE "public"."enum_pages_blocks_lead_form_form" AS ENUM('contact', 'whitepapers', 'instaclear-whitepaper');
  ALTER TABLE "pages_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE "public"."enum_pages_blocks_lead_form_form" USING "form"::"public"."enum_pages_blocks_lead_form_form";
  ALTER TABLE "_pages_v_blocks_calculator" ALTER COLUMN "calculator" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_calculator" ALTER COLUMN "calculator" SET DEFAULT 'savings'::text;
  DROP TYPE "public"."enum__pages_v_blocks_calculator_calculator";
  CREATE TYPE "public"."enum__pages_v_blocks_calculator_calculator" AS ENUM('savings');
  ALTER TABLE "_pages_v_blocks_calculator" ALTER COLUMN "calculator" SET DEFAULT 'savings'::"public"."enum__pages_v_blocks_calculator_calculator";
  ALTER TABLE "_pages_v_blocks_calculator" ALTER COLUMN "calculator" SET DATA TYPE "public"."enum__pages_v_blocks_calculator_calculator" USING "calculator"::"public"."enum__pages_v_blocks_calculator_calculator";
  ALTER TABLE "_pages_v_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_lead_form_form";
  CREATE TYPE "public"."enum__pages_v_blocks_lead_form_form" AS ENUM('contact', 'whitepapers', 'instaclear-whitepaper');
  ALTER TABLE "_pages_v_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE "public"."enum__pages_v_blocks_lead_form_form" USING "form"::"public"."enum__pages_v_blocks_lead_form_form";
  ALTER TABLE "pages_blocks_feature_grid_locales" DROP COLUMN "comparison_caption";
  ALTER TABLE "pages_blocks_lead_form_locales" DROP COLUMN "eyebrow";
  ALTER TABLE "_pages_v_blocks_feature_grid_locales" DROP COLUMN "comparison_caption";
  ALTER TABLE "_pages_v_blocks_lead_form_locales" DROP COLUMN "eyebrow";
  DROP TYPE "public"."enum_pages_blocks_feature_grid_comparison_rows_cells_value";
  DROP TYPE "public"."enum__pages_v_blocks_feature_grid_comparison_rows_cells_value";`)
}
