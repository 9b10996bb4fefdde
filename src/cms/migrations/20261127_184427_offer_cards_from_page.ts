import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_offer_cards\` ADD \`cards_from_page\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_offer_cards\` ADD \`cards_from_section\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_offer_cards\` ADD \`cards_from_page\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_offer_cards\` ADD \`cards_from_section\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_offer_cards\` DROP COLUMN \`cards_from_page\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_offer_cards\` DROP COLUMN \`cards_from_section\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_offer_cards\` DROP COLUMN \`cards_from_page\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_offer_cards\` DROP COLUMN \`cards_from_section\`;`)
}
