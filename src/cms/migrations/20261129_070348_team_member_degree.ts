import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`team_members_locales\` ADD \`degree\` text;`)
  await db.run(sql`ALTER TABLE \`_team_members_v_locales\` ADD \`version_degree\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`team_members_locales\` DROP COLUMN \`degree\`;`)
  await db.run(sql`ALTER TABLE \`_team_members_v_locales\` DROP COLUMN \`version_degree\`;`)
}
