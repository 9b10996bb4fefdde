import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_offer_cards" ADD COLUMN "cards_from_page" varchar;
  ALTER TABLE "pages_blocks_offer_cards" ADD COLUMN "cards_from_section" varchar;
  ALTER TABLE "_pages_v_blocks_offer_cards" ADD COLUMN "cards_from_page" varchar;
  ALTER TABLE "_pages_v_blocks_offer_cards" ADD COLUMN "cards_from_section" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_offer_cards" DROP COLUMN "cards_from_page";
  ALTER TABLE "pages_blocks_offer_cards" DROP COLUMN "cards_from_section";
  ALTER TABLE "_pages_v_blocks_offer_cards" DROP COLUMN "cards_from_page";
  ALTER TABLE "_pages_v_blocks_offer_cards" DROP COLUMN "cards_from_section";`)
}
