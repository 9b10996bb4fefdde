import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_mission_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_team_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_milestones_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_mission_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_team_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_milestones_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TABLE "pages_blocks_mission_differentiators" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_mission_differentiators_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_mission" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_mission_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_mission_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"mission_title" varchar,
  	"vision_title" varchar,
  	"mission" varchar,
  	"vision" varchar,
  	"differentiators_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_team_tone" DEFAULT 'brand',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_team_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"tabs_label" varchar,
  	"executive_tab" varchar,
  	"advisory_tab" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_milestones_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric
  );
  
  CREATE TABLE "pages_blocks_milestones_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_milestones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_milestones_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_milestones_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_mission_differentiators" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_mission_differentiators_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_mission" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_mission_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_mission_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"mission_title" varchar,
  	"vision_title" varchar,
  	"mission" varchar,
  	"vision" varchar,
  	"differentiators_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_team_tone" DEFAULT 'brand',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_team_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"tabs_label" varchar,
  	"executive_tab" varchar,
  	"advisory_tab" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_milestones_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_milestones_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_milestones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_milestones_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_milestones_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "about_company" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_about_company" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_mission_differentiators" ADD CONSTRAINT "pages_blocks_mission_differentiators_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_mission"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_mission_differentiators_locales" ADD CONSTRAINT "pages_blocks_mission_differentiators_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_mission_differentiators"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_mission" ADD CONSTRAINT "pages_blocks_mission_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_mission_locales" ADD CONSTRAINT "pages_blocks_mission_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_mission"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team" ADD CONSTRAINT "pages_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_locales" ADD CONSTRAINT "pages_blocks_team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_milestones_items" ADD CONSTRAINT "pages_blocks_milestones_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_milestones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_milestones_items_locales" ADD CONSTRAINT "pages_blocks_milestones_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_milestones_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_milestones" ADD CONSTRAINT "pages_blocks_milestones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_milestones_locales" ADD CONSTRAINT "pages_blocks_milestones_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_milestones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mission_differentiators" ADD CONSTRAINT "_pages_v_blocks_mission_differentiators_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_mission"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mission_differentiators_locales" ADD CONSTRAINT "_pages_v_blocks_mission_differentiators_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_mission_differentiators"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mission" ADD CONSTRAINT "_pages_v_blocks_mission_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mission_locales" ADD CONSTRAINT "_pages_v_blocks_mission_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_mission"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team" ADD CONSTRAINT "_pages_v_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team_locales" ADD CONSTRAINT "_pages_v_blocks_team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_milestones_items" ADD CONSTRAINT "_pages_v_blocks_milestones_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_milestones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_milestones_items_locales" ADD CONSTRAINT "_pages_v_blocks_milestones_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_milestones_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_milestones" ADD CONSTRAINT "_pages_v_blocks_milestones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_milestones_locales" ADD CONSTRAINT "_pages_v_blocks_milestones_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_milestones"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_mission_differentiators_order_idx" ON "pages_blocks_mission_differentiators" USING btree ("_order");
  CREATE INDEX "pages_blocks_mission_differentiators_parent_id_idx" ON "pages_blocks_mission_differentiators" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_mission_differentiators_locales_locale_parent_i" ON "pages_blocks_mission_differentiators_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_mission_order_idx" ON "pages_blocks_mission" USING btree ("_order");
  CREATE INDEX "pages_blocks_mission_parent_id_idx" ON "pages_blocks_mission" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_mission_path_idx" ON "pages_blocks_mission" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_mission_locales_locale_parent_id_unique" ON "pages_blocks_mission_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_team_order_idx" ON "pages_blocks_team" USING btree ("_order");
  CREATE INDEX "pages_blocks_team_parent_id_idx" ON "pages_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_team_path_idx" ON "pages_blocks_team" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_team_locales_locale_parent_id_unique" ON "pages_blocks_team_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_milestones_items_order_idx" ON "pages_blocks_milestones_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_milestones_items_parent_id_idx" ON "pages_blocks_milestones_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_milestones_items_locales_locale_parent_id_uniqu" ON "pages_blocks_milestones_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_milestones_order_idx" ON "pages_blocks_milestones" USING btree ("_order");
  CREATE INDEX "pages_blocks_milestones_parent_id_idx" ON "pages_blocks_milestones" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_milestones_path_idx" ON "pages_blocks_milestones" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_milestones_locales_locale_parent_id_unique" ON "pages_blocks_milestones_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_mission_differentiators_order_idx" ON "_pages_v_blocks_mission_differentiators" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_mission_differentiators_parent_id_idx" ON "_pages_v_blocks_mission_differentiators" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_mission_differentiators_locales_locale_paren" ON "_pages_v_blocks_mission_differentiators_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_mission_order_idx" ON "_pages_v_blocks_mission" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_mission_parent_id_idx" ON "_pages_v_blocks_mission" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_mission_path_idx" ON "_pages_v_blocks_mission" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_mission_locales_locale_parent_id_unique" ON "_pages_v_blocks_mission_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_team_order_idx" ON "_pages_v_blocks_team" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_team_parent_id_idx" ON "_pages_v_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_team_path_idx" ON "_pages_v_blocks_team" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_team_locales_locale_parent_id_unique" ON "_pages_v_blocks_team_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_milestones_items_order_idx" ON "_pages_v_blocks_milestones_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_milestones_items_parent_id_idx" ON "_pages_v_blocks_milestones_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_milestones_items_locales_locale_parent_id_un" ON "_pages_v_blocks_milestones_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_milestones_order_idx" ON "_pages_v_blocks_milestones" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_milestones_parent_id_idx" ON "_pages_v_blocks_milestones" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_milestones_path_idx" ON "_pages_v_blocks_milestones" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_milestones_locales_locale_parent_id_unique" ON "_pages_v_blocks_milestones_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_mission_differentiators" CASCADE;
  DROP TABLE "pages_blocks_mission_differentiators_locales" CASCADE;
  DROP TABLE "pages_blocks_mission" CASCADE;
  DROP TABLE "pages_blocks_mission_locales" CASCADE;
  DROP TABLE "pages_blocks_team" CASCADE;
  DROP TABLE "pages_blocks_team_locales" CASCADE;
  DROP TABLE "pages_blocks_milestones_items" CASCADE;
  DROP TABLE "pages_blocks_milestones_items_locales" CASCADE;
  DROP TABLE "pages_blocks_milestones" CASCADE;
  DROP TABLE "pages_blocks_milestones_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_mission_differentiators" CASCADE;
  DROP TABLE "_pages_v_blocks_mission_differentiators_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_mission" CASCADE;
  DROP TABLE "_pages_v_blocks_mission_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_team" CASCADE;
  DROP TABLE "_pages_v_blocks_team_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_milestones_items" CASCADE;
  DROP TABLE "_pages_v_blocks_milestones_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_milestones" CASCADE;
  DROP TABLE "_pages_v_blocks_milestones_locales" CASCADE;
  ALTER TABLE "pages" DROP COLUMN "about_company";
  ALTER TABLE "_pages_v" DROP COLUMN "version_about_company";
  DROP TYPE "public"."enum_pages_blocks_mission_tone";
  DROP TYPE "public"."enum_pages_blocks_team_tone";
  DROP TYPE "public"."enum_pages_blocks_milestones_tone";
  DROP TYPE "public"."enum__pages_v_blocks_mission_tone";
  DROP TYPE "public"."enum__pages_v_blocks_team_tone";
  DROP TYPE "public"."enum__pages_v_blocks_milestones_tone";`)
}
