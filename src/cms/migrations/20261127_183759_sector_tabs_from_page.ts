import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_sector_tabs_tabs\` ADD \`from_page\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_sector_tabs_tabs\` ADD \`from_page\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_sector_tabs_tabs\` DROP COLUMN \`from_page\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_sector_tabs_tabs\` DROP COLUMN \`from_page\`;`)
}
