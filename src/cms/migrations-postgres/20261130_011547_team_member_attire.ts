import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_team_members_look_attire" AS ENUM('blazer', 'lab-coat', 'sweater', 'open-collar');
  CREATE TYPE "public"."enum__team_members_v_version_look_attire" AS ENUM('blazer', 'lab-coat', 'sweater', 'open-collar');
  ALTER TABLE "team_members" ADD COLUMN "look_attire" "enum_team_members_look_attire" DEFAULT 'blazer';
  ALTER TABLE "_team_members_v" ADD COLUMN "version_look_attire" "enum__team_members_v_version_look_attire" DEFAULT 'blazer';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "team_members" DROP COLUMN "look_attire";
  ALTER TABLE "_team_members_v" DROP COLUMN "version_look_attire";
  DROP TYPE "public"."enum_team_members_look_attire";
  DROP TYPE "public"."enum__team_members_v_version_look_attire";`)
}
