import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_blocks_feature_grid_layout" ADD VALUE 'ruled';
  ALTER TYPE "public"."enum__pages_v_blocks_feature_grid_layout" ADD VALUE 'ruled';
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "scene" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_hero_scene";
  CREATE TYPE "public"."enum_pages_blocks_hero_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/documents', '/resources/whitepapers', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind', '/drug-tests', '/healthcare-tests', '/products');
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "scene" SET DATA TYPE "public"."enum_pages_blocks_hero_scene" USING "scene"::"public"."enum_pages_blocks_hero_scene";
  ALTER TABLE "pages_blocks_product_hero" ALTER COLUMN "scene" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_product_hero_scene";
  CREATE TYPE "public"."enum_pages_blocks_product_hero_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/documents', '/resources/whitepapers', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind');
  ALTER TABLE "pages_blocks_product_hero" ALTER COLUMN "scene" SET DATA TYPE "public"."enum_pages_blocks_product_hero_scene" USING "scene"::"public"."enum_pages_blocks_product_hero_scene";
  ALTER TABLE "pages_blocks_banner" ALTER COLUMN "scene" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_banner_scene";
  CREATE TYPE "public"."enum_pages_blocks_banner_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/documents', '/resources/whitepapers', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind');
  ALTER TABLE "pages_blocks_banner" ALTER COLUMN "scene" SET DATA TYPE "public"."enum_pages_blocks_banner_scene" USING "scene"::"public"."enum_pages_blocks_banner_scene";
  ALTER TABLE "pages_blocks_checklist" ALTER COLUMN "scene" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_checklist_scene";
  CREATE TYPE "public"."enum_pages_blocks_checklist_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/documents', '/resources/whitepapers', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind');
  ALTER TABLE "pages_blocks_checklist" ALTER COLUMN "scene" SET DATA TYPE "public"."enum_pages_blocks_checklist_scene" USING "scene"::"public"."enum_pages_blocks_checklist_scene";
  ALTER TABLE "pages_blocks_figures_hero" ALTER COLUMN "scene" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_figures_hero_scene";
  CREATE TYPE "public"."enum_pages_blocks_figures_hero_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/documents', '/resources/whitepapers', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind');
  ALTER TABLE "pages_blocks_figures_hero" ALTER COLUMN "scene" SET DATA TYPE "public"."enum_pages_blocks_figures_hero_scene" USING "scene"::"public"."enum_pages_blocks_figures_hero_scene";
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "scene" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_hero_scene";
  CREATE TYPE "public"."enum__pages_v_blocks_hero_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/documents', '/resources/whitepapers', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind', '/drug-tests', '/healthcare-tests', '/products');
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "scene" SET DATA TYPE "public"."enum__pages_v_blocks_hero_scene" USING "scene"::"public"."enum__pages_v_blocks_hero_scene";
  ALTER TABLE "_pages_v_blocks_product_hero" ALTER COLUMN "scene" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_product_hero_scene";
  CREATE TYPE "public"."enum__pages_v_blocks_product_hero_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/documents', '/resources/whitepapers', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind');
  ALTER TABLE "_pages_v_blocks_product_hero" ALTER COLUMN "scene" SET DATA TYPE "public"."enum__pages_v_blocks_product_hero_scene" USING "scene"::"public"."enum__pages_v_blocks_product_hero_scene";
  ALTER TABLE "_pages_v_blocks_banner" ALTER COLUMN "scene" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_banner_scene";
  CREATE TYPE "public"."enum__pages_v_blocks_banner_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/documents', '/resources/whitepapers', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind');
  ALTER TABLE "_pages_v_blocks_banner" ALTER COLUMN "scene" SET DATA TYPE "public"."enum__pages_v_blocks_banner_scene" USING "scene"::"public"."enum__pages_v_blocks_banner_scene";
  ALTER TABLE "_pages_v_blocks_checklist" ALTER COLUMN "scene" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_checklist_scene";
  CREATE TYPE "public"."enum__pages_v_blocks_checklist_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/documents', '/resources/whitepapers', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind');
  ALTER TABLE "_pages_v_blocks_checklist" ALTER COLUMN "scene" SET DATA TYPE "public"."enum__pages_v_blocks_checklist_scene" USING "scene"::"public"."enum__pages_v_blocks_checklist_scene";
  ALTER TABLE "_pages_v_blocks_figures_hero" ALTER COLUMN "scene" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_figures_hero_scene";
  CREATE TYPE "public"."enum__pages_v_blocks_figures_hero_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/documents', '/resources/whitepapers', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind');
  ALTER TABLE "_pages_v_blocks_figures_hero" ALTER COLUMN "scene" SET DATA TYPE "public"."enum__pages_v_blocks_figures_hero_scene" USING "scene"::"public"."enum__pages_v_blocks_figures_hero_scene";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_blocks_product_hero_scene" ADD VALUE '/products' BEFORE '/products/instaclear';
  ALTER TYPE "public"."enum_pages_blocks_banner_scene" ADD VALUE '/products' BEFORE '/products/instaclear';
  ALTER TYPE "public"."enum_pages_blocks_checklist_scene" ADD VALUE '/products' BEFORE '/products/instaclear';
  ALTER TYPE "public"."enum_pages_blocks_figures_hero_scene" ADD VALUE '/products' BEFORE '/products/instaclear';
  ALTER TYPE "public"."enum__pages_v_blocks_product_hero_scene" ADD VALUE '/products' BEFORE '/products/instaclear';
  ALTER TYPE "public"."enum__pages_v_blocks_banner_scene" ADD VALUE '/products' BEFORE '/products/instaclear';
  ALTER TYPE "public"."enum__pages_v_blocks_checklist_scene" ADD VALUE '/products' BEFORE '/products/instaclear';
  ALTER TYPE "public"."enum__pages_v_blocks_figures_hero_scene" ADD VALUE '/products' BEFORE '/products/instaclear';
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "scene" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_hero_scene";
  CREATE TYPE "public"."enum_pages_blocks_hero_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/documents', '/resources/whitepapers', '/products', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind', '/healthcare-tests', '/drug-tests');
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "scene" SET DATA TYPE "public"."enum_pages_blocks_hero_scene" USING "scene"::"public"."enum_pages_blocks_hero_scene";
  ALTER TABLE "pages_blocks_feature_grid" ALTER COLUMN "layout" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_feature_grid" ALTER COLUMN "layout" SET DEFAULT 'stacked'::text;
  DROP TYPE "public"."enum_pages_blocks_feature_grid_layout";
  CREATE TYPE "public"."enum_pages_blocks_feature_grid_layout" AS ENUM('stacked', 'centered', 'inline', 'checks');
  ALTER TABLE "pages_blocks_feature_grid" ALTER COLUMN "layout" SET DEFAULT 'stacked'::"public"."enum_pages_blocks_feature_grid_layout";
  ALTER TABLE "pages_blocks_feature_grid" ALTER COLUMN "layout" SET DATA TYPE "public"."enum_pages_blocks_feature_grid_layout" USING "layout"::"public"."enum_pages_blocks_feature_grid_layout";
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "scene" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_hero_scene";
  CREATE TYPE "public"."enum__pages_v_blocks_hero_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/documents', '/resources/whitepapers', '/products', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind', '/healthcare-tests', '/drug-tests');
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "scene" SET DATA TYPE "public"."enum__pages_v_blocks_hero_scene" USING "scene"::"public"."enum__pages_v_blocks_hero_scene";
  ALTER TABLE "_pages_v_blocks_feature_grid" ALTER COLUMN "layout" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_feature_grid" ALTER COLUMN "layout" SET DEFAULT 'stacked'::text;
  DROP TYPE "public"."enum__pages_v_blocks_feature_grid_layout";
  CREATE TYPE "public"."enum__pages_v_blocks_feature_grid_layout" AS ENUM('stacked', 'centered', 'inline', 'checks');
  ALTER TABLE "_pages_v_blocks_feature_grid" ALTER COLUMN "layout" SET DEFAULT 'stacked'::"public"."enum__pages_v_blocks_feature_grid_layout";
  ALTER TABLE "_pages_v_blocks_feature_grid" ALTER COLUMN "layout" SET DATA TYPE "public"."enum__pages_v_blocks_feature_grid_layout" USING "layout"::"public"."enum__pages_v_blocks_feature_grid_layout";`)
}
