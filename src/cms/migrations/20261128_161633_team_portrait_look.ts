import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`look_hair\` text DEFAULT 'short';`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`look_hair_colour\` text DEFAULT 'brown';`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`look_skin\` text DEFAULT 'fair';`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`look_glasses\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`look_beard\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_team_members_v\` ADD \`version_look_hair\` text DEFAULT 'short';`)
  await db.run(sql`ALTER TABLE \`_team_members_v\` ADD \`version_look_hair_colour\` text DEFAULT 'brown';`)
  await db.run(sql`ALTER TABLE \`_team_members_v\` ADD \`version_look_skin\` text DEFAULT 'fair';`)
  await db.run(sql`ALTER TABLE \`_team_members_v\` ADD \`version_look_glasses\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_team_members_v\` ADD \`version_look_beard\` integer DEFAULT false;`)
  // The people seeded before portraits had a look keep their own one, not the defaults.
  await db.run(sql`UPDATE \`team_members\` SET \`look_hair\` = 'bob', \`look_hair_colour\` = 'blond', \`look_skin\` = 'light', \`look_glasses\` = true, \`look_beard\` = false WHERE \`key\` = 'karin-lindqvist';`)
  await db.run(sql`UPDATE \`_team_members_v\` SET \`version_look_hair\` = 'bob', \`version_look_hair_colour\` = 'blond', \`version_look_skin\` = 'light', \`version_look_glasses\` = true, \`version_look_beard\` = false WHERE \`version_key\` = 'karin-lindqvist';`)
  await db.run(sql`UPDATE \`team_members\` SET \`look_hair\` = 'side-part', \`look_hair_colour\` = 'brown', \`look_skin\` = 'fair', \`look_glasses\` = false, \`look_beard\` = true WHERE \`key\` = 'erik-sandberg';`)
  await db.run(sql`UPDATE \`_team_members_v\` SET \`version_look_hair\` = 'side-part', \`version_look_hair_colour\` = 'brown', \`version_look_skin\` = 'fair', \`version_look_glasses\` = false, \`version_look_beard\` = true WHERE \`version_key\` = 'erik-sandberg';`)
  await db.run(sql`UPDATE \`team_members\` SET \`look_hair\` = 'long', \`look_hair_colour\` = 'black', \`look_skin\` = 'tan', \`look_glasses\` = false, \`look_beard\` = false WHERE \`key\` = 'amira-haddad';`)
  await db.run(sql`UPDATE \`_team_members_v\` SET \`version_look_hair\` = 'long', \`version_look_hair_colour\` = 'black', \`version_look_skin\` = 'tan', \`version_look_glasses\` = false, \`version_look_beard\` = false WHERE \`version_key\` = 'amira-haddad';`)
  await db.run(sql`UPDATE \`team_members\` SET \`look_hair\` = 'receding', \`look_hair_colour\` = 'grey', \`look_skin\` = 'light', \`look_glasses\` = true, \`look_beard\` = false WHERE \`key\` = 'johan-berg';`)
  await db.run(sql`UPDATE \`_team_members_v\` SET \`version_look_hair\` = 'receding', \`version_look_hair_colour\` = 'grey', \`version_look_skin\` = 'light', \`version_look_glasses\` = true, \`version_look_beard\` = false WHERE \`version_key\` = 'johan-berg';`)
  await db.run(sql`UPDATE \`team_members\` SET \`look_hair\` = 'bun', \`look_hair_colour\` = 'grey', \`look_skin\` = 'fair', \`look_glasses\` = true, \`look_beard\` = false WHERE \`key\` = 'ingrid-halvorsen';`)
  await db.run(sql`UPDATE \`_team_members_v\` SET \`version_look_hair\` = 'bun', \`version_look_hair_colour\` = 'grey', \`version_look_skin\` = 'fair', \`version_look_glasses\` = true, \`version_look_beard\` = false WHERE \`version_key\` = 'ingrid-halvorsen';`)
  await db.run(sql`UPDATE \`team_members\` SET \`look_hair\` = 'short', \`look_hair_colour\` = 'dark-brown', \`look_skin\` = 'medium', \`look_glasses\` = false, \`look_beard\` = true WHERE \`key\` = 'mikael-virtanen';`)
  await db.run(sql`UPDATE \`_team_members_v\` SET \`version_look_hair\` = 'short', \`version_look_hair_colour\` = 'dark-brown', \`version_look_skin\` = 'medium', \`version_look_glasses\` = false, \`version_look_beard\` = true WHERE \`version_key\` = 'mikael-virtanen';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`look_hair\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`look_hair_colour\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`look_skin\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`look_glasses\`;`)
  await db.run(sql`ALTER TABLE \`team_members\` DROP COLUMN \`look_beard\`;`)
  await db.run(sql`ALTER TABLE \`_team_members_v\` DROP COLUMN \`version_look_hair\`;`)
  await db.run(sql`ALTER TABLE \`_team_members_v\` DROP COLUMN \`version_look_hair_colour\`;`)
  await db.run(sql`ALTER TABLE \`_team_members_v\` DROP COLUMN \`version_look_skin\`;`)
  await db.run(sql`ALTER TABLE \`_team_members_v\` DROP COLUMN \`version_look_glasses\`;`)
  await db.run(sql`ALTER TABLE \`_team_members_v\` DROP COLUMN \`version_look_beard\`;`)
}
