import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`look_attire\` text DEFAULT 'blazer';`)
  await db.run(sql`ALTER TABLE \`_team_members_v\` ADD \`version_look_attire\` text DEFAULT 'blazer';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`look_attire\`;`)
  await db.run(sql`ALTER TABLE \`_team_members_v\` DROP COLUMN \`version_look_attire\`;`)
}
