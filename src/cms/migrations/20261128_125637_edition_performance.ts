import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`instruction_editions\` ADD \`features_performance\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_instruction_editions_v\` ADD \`version_features_performance\` integer DEFAULT true;`)
  // Editions published before the box existed have no performance section.
  await db.run(sql`UPDATE \`instruction_editions\` SET \`features_performance\` = false;`)
  await db.run(sql`UPDATE \`_instruction_editions_v\` SET \`version_features_performance\` = false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`instruction_editions\` DROP COLUMN \`features_performance\`;`)
  await db.run(sql`ALTER TABLE \`_instruction_editions_v\` DROP COLUMN \`version_features_performance\`;`)
}
