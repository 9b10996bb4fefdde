import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_stat_strip\` ADD \`show_heading\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stat_strip_locales\` ADD \`eyebrow\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stat_strip_locales\` ADD \`intro\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stat_strip\` ADD \`show_heading\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stat_strip_locales\` ADD \`eyebrow\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stat_strip_locales\` ADD \`intro\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_stat_strip\` DROP COLUMN \`show_heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stat_strip_locales\` DROP COLUMN \`eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_stat_strip_locales\` DROP COLUMN \`intro\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stat_strip\` DROP COLUMN \`show_heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stat_strip_locales\` DROP COLUMN \`eyebrow\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stat_strip_locales\` DROP COLUMN \`intro\`;`)
}
