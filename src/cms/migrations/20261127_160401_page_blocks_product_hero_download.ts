import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_product_hero_locales\` ADD \`download_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_hero_locales\` ADD \`download_note\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_hero_locales\` ADD \`download_href\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_hero_locales\` ADD \`download_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_hero_locales\` ADD \`download_note\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_hero_locales\` ADD \`download_href\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_product_hero_locales\` DROP COLUMN \`download_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_hero_locales\` DROP COLUMN \`download_note\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_hero_locales\` DROP COLUMN \`download_href\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_hero_locales\` DROP COLUMN \`download_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_hero_locales\` DROP COLUMN \`download_note\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_hero_locales\` DROP COLUMN \`download_href\`;`)
}
