import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_retailers_look" AS ENUM('logos', 'names');
  CREATE TYPE "public"."enum_pages_blocks_catalogue_catalogue" AS ENUM('healthcare');
  CREATE TYPE "public"."enum__pages_v_blocks_retailers_look" AS ENUM('logos', 'names');
  CREATE TYPE "public"."enum__pages_v_blocks_catalogue_catalogue" AS ENUM('healthcare');
  ALTER TYPE "public"."enum_pages_blocks_hero_scene" ADD VALUE '/healthcare-tests';
  ALTER TYPE "public"."enum_pages_blocks_hero_scene" ADD VALUE '/drug-tests';
  ALTER TYPE "public"."enum__pages_v_blocks_hero_scene" ADD VALUE '/healthcare-tests';
  ALTER TYPE "public"."enum__pages_v_blocks_hero_scene" ADD VALUE '/drug-tests';
  CREATE TABLE "pages_blocks_catalogue" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"catalogue" "enum_pages_blocks_catalogue_catalogue" DEFAULT 'healthcare',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_catalogue_locales" (
  	"list_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_catalogue" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"catalogue" "enum__pages_v_blocks_catalogue_catalogue" DEFAULT 'healthcare',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_catalogue_locales" (
  	"list_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_retailers" ADD COLUMN "look" "enum_pages_blocks_retailers_look" DEFAULT 'logos';
  ALTER TABLE "_pages_v_blocks_retailers" ADD COLUMN "look" "enum__pages_v_blocks_retailers_look" DEFAULT 'logos';
  ALTER TABLE "pages_blocks_catalogue" ADD CONSTRAINT "pages_blocks_catalogue_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_catalogue_locales" ADD CONSTRAINT "pages_blocks_catalogue_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_catalogue" ADD CONSTRAINT "_pages_v_blocks_catalogue_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_catalogue_locales" ADD CONSTRAINT "_pages_v_blocks_catalogue_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_catalogue"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_catalogue_order_idx" ON "pages_blocks_catalogue" USING btree ("_order");
  CREATE INDEX "pages_blocks_catalogue_parent_id_idx" ON "pages_blocks_catalogue" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_catalogue_path_idx" ON "pages_blocks_catalogue" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_catalogue_locales_locale_parent_id_unique" ON "pages_blocks_catalogue_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_catalogue_order_idx" ON "_pages_v_blocks_catalogue" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_catalogue_parent_id_idx" ON "_pages_v_blocks_catalogue" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_catalogue_path_idx" ON "_pages_v_blocks_catalogue" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_catalogue_locales_locale_parent_id_unique" ON "_pages_v_blocks_catalogue_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_catalogue" CASCADE;
  DROP TABLE "pages_blocks_catalogue_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_catalogue" CASCADE;
  DROP TABLE "_pages_v_blocks_catalogue_locales" CASCADE;
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "scene" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_hero_scene";
  CREATE TYPE "public"."enum_pages_blocks_hero_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/resources/whitepapers', '/products', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind');
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "scene" SET DATA TYPE "public"."enum_pages_blocks_hero_scene" USING "scene"::"public"."enum_pages_blocks_hero_scene";
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "scene" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_hero_scene";
  CREATE TYPE "public"."enum__pages_v_blocks_hero_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/resources/whitepapers', '/products', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind');
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "scene" SET DATA TYPE "public"."enum__pages_v_blocks_hero_scene" USING "scene"::"public"."enum__pages_v_blocks_hero_scene";
  ALTER TABLE "pages_blocks_retailers" DROP COLUMN "look";
  ALTER TABLE "_pages_v_blocks_retailers" DROP COLUMN "look";
  DROP TYPE "public"."enum_pages_blocks_retailers_look";
  DROP TYPE "public"."enum_pages_blocks_catalogue_catalogue";
  DROP TYPE "public"."enum__pages_v_blocks_retailers_look";
  DROP TYPE "public"."enum__pages_v_blocks_catalogue_catalogue";`)
}
