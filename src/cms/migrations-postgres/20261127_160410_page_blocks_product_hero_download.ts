import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_product_hero_locales" ADD COLUMN "download_label" varchar;
  ALTER TABLE "pages_blocks_product_hero_locales" ADD COLUMN "download_note" varchar;
  ALTER TABLE "pages_blocks_product_hero_locales" ADD COLUMN "download_href" varchar;
  ALTER TABLE "_pages_v_blocks_product_hero_locales" ADD COLUMN "download_label" varchar;
  ALTER TABLE "_pages_v_blocks_product_hero_locales" ADD COLUMN "download_note" varchar;
  ALTER TABLE "_pages_v_blocks_product_hero_locales" ADD COLUMN "download_href" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_product_hero_locales" DROP COLUMN "download_label";
  ALTER TABLE "pages_blocks_product_hero_locales" DROP COLUMN "download_note";
  ALTER TABLE "pages_blocks_product_hero_locales" DROP COLUMN "download_href";
  ALTER TABLE "_pages_v_blocks_product_hero_locales" DROP COLUMN "download_label";
  ALTER TABLE "_pages_v_blocks_product_hero_locales" DROP COLUMN "download_note";
  ALTER TABLE "_pages_v_blocks_product_hero_locales" DROP COLUMN "download_href";`)
}
