import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "navigation_header" ALTER COLUMN "page" SET DATA TYPE varchar;
  ALTER TABLE "navigation_footer_columns_links" ALTER COLUMN "page" SET DATA TYPE varchar;
  ALTER TABLE "navigation_legal" ALTER COLUMN "page" SET DATA TYPE varchar;
  ALTER TABLE "_navigation_v_version_header" ALTER COLUMN "page" SET DATA TYPE varchar;
  ALTER TABLE "_navigation_v_version_footer_columns_links" ALTER COLUMN "page" SET DATA TYPE varchar;
  ALTER TABLE "_navigation_v_version_legal" ALTER COLUMN "page" SET DATA TYPE varchar;
  DROP TYPE "public"."enum_navigation_header_page";
  DROP TYPE "public"."enum_navigation_footer_columns_links_page";
  DROP TYPE "public"."enum_navigation_legal_page";
  DROP TYPE "public"."enum__navigation_v_version_header_page";
  DROP TYPE "public"."enum__navigation_v_version_footer_columns_links_page";
  DROP TYPE "public"."enum__navigation_v_version_legal_page";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_navigation_header_page" AS ENUM('/', '/drug-tests', '/healthcare-tests', '/contact', '/privacy-policy', '/terms-of-service', '/cookie-policy', '/resources/compliance-checklist', '/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/news', '/careers', '/investors', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products', '/products/instaclear', '/products/instacheck', '/products/instafind', '/resources/whitepapers', '/documents');
  CREATE TYPE "public"."enum_navigation_footer_columns_links_page" AS ENUM('/', '/drug-tests', '/healthcare-tests', '/contact', '/privacy-policy', '/terms-of-service', '/cookie-policy', '/resources/compliance-checklist', '/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/news', '/careers', '/investors', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products', '/products/instaclear', '/products/instacheck', '/products/instafind', '/resources/whitepapers', '/documents');
  CREATE TYPE "public"."enum_navigation_legal_page" AS ENUM('/', '/drug-tests', '/healthcare-tests', '/contact', '/privacy-policy', '/terms-of-service', '/cookie-policy', '/resources/compliance-checklist', '/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/news', '/careers', '/investors', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products', '/products/instaclear', '/products/instacheck', '/products/instafind', '/resources/whitepapers', '/documents');
  CREATE TYPE "public"."enum__navigation_v_version_header_page" AS ENUM('/', '/drug-tests', '/healthcare-tests', '/contact', '/privacy-policy', '/terms-of-service', '/cookie-policy', '/resources/compliance-checklist', '/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/news', '/careers', '/investors', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products', '/products/instaclear', '/products/instacheck', '/products/instafind', '/resources/whitepapers', '/documents');
  CREATE TYPE "public"."enum__navigation_v_version_footer_columns_links_page" AS ENUM('/', '/drug-tests', '/healthcare-tests', '/contact', '/privacy-policy', '/terms-of-service', '/cookie-policy', '/resources/compliance-checklist', '/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/news', '/careers', '/investors', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products', '/products/instaclear', '/products/instacheck', '/products/instafind', '/resources/whitepapers', '/documents');
  CREATE TYPE "public"."enum__navigation_v_version_legal_page" AS ENUM('/', '/drug-tests', '/healthcare-tests', '/contact', '/privacy-policy', '/terms-of-service', '/cookie-policy', '/resources/compliance-checklist', '/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/news', '/careers', '/investors', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products', '/products/instaclear', '/products/instacheck', '/products/instafind', '/resources/whitepapers', '/documents');
  ALTER TABLE "navigation_header" ALTER COLUMN "page" SET DATA TYPE "public"."enum_navigation_header_page" USING "page"::"public"."enum_navigation_header_page";
  ALTER TABLE "navigation_footer_columns_links" ALTER COLUMN "page" SET DATA TYPE "public"."enum_navigation_footer_columns_links_page" USING "page"::"public"."enum_navigation_footer_columns_links_page";
  ALTER TABLE "navigation_legal" ALTER COLUMN "page" SET DATA TYPE "public"."enum_navigation_legal_page" USING "page"::"public"."enum_navigation_legal_page";
  ALTER TABLE "_navigation_v_version_header" ALTER COLUMN "page" SET DATA TYPE "public"."enum__navigation_v_version_header_page" USING "page"::"public"."enum__navigation_v_version_header_page";
  ALTER TABLE "_navigation_v_version_footer_columns_links" ALTER COLUMN "page" SET DATA TYPE "public"."enum__navigation_v_version_footer_columns_links_page" USING "page"::"public"."enum__navigation_v_version_footer_columns_links_page";
  ALTER TABLE "_navigation_v_version_legal" ALTER COLUMN "page" SET DATA TYPE "public"."enum__navigation_v_version_legal_page" USING "page"::"public"."enum__navigation_v_version_legal_page";`)
}
