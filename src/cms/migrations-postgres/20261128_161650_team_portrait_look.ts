import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_team_members_look_hair" AS ENUM('short', 'side-part', 'curly', 'receding', 'bob', 'long', 'bun');
  CREATE TYPE "public"."enum_team_members_look_hair_colour" AS ENUM('black', 'dark-brown', 'brown', 'auburn', 'blond', 'grey');
  CREATE TYPE "public"."enum_team_members_look_skin" AS ENUM('light', 'fair', 'medium', 'tan', 'brown', 'deep');
  CREATE TYPE "public"."enum__team_members_v_version_look_hair" AS ENUM('short', 'side-part', 'curly', 'receding', 'bob', 'long', 'bun');
  CREATE TYPE "public"."enum__team_members_v_version_look_hair_colour" AS ENUM('black', 'dark-brown', 'brown', 'auburn', 'blond', 'grey');
  CREATE TYPE "public"."enum__team_members_v_version_look_skin" AS ENUM('light', 'fair', 'medium', 'tan', 'brown', 'deep');
  ALTER TABLE "team_members" ADD COLUMN "look_hair" "enum_team_members_look_hair" DEFAULT 'short';
  ALTER TABLE "team_members" ADD COLUMN "look_hair_colour" "enum_team_members_look_hair_colour" DEFAULT 'brown';
  ALTER TABLE "team_members" ADD COLUMN "look_skin" "enum_team_members_look_skin" DEFAULT 'fair';
  ALTER TABLE "team_members" ADD COLUMN "look_glasses" boolean DEFAULT false;
  ALTER TABLE "team_members" ADD COLUMN "look_beard" boolean DEFAULT false;
  ALTER TABLE "_team_members_v" ADD COLUMN "version_look_hair" "enum__team_members_v_version_look_hair" DEFAULT 'short';
  ALTER TABLE "_team_members_v" ADD COLUMN "version_look_hair_colour" "enum__team_members_v_version_look_hair_colour" DEFAULT 'brown';
  ALTER TABLE "_team_members_v" ADD COLUMN "version_look_skin" "enum__team_members_v_version_look_skin" DEFAULT 'fair';
  ALTER TABLE "_team_members_v" ADD COLUMN "version_look_glasses" boolean DEFAULT false;
  ALTER TABLE "_team_members_v" ADD COLUMN "version_look_beard" boolean DEFAULT false;
  -- The people seeded before portraits had a look keep their own one, not the defaults.
  UPDATE "team_members" SET "look_hair" = 'bob', "look_hair_colour" = 'blond', "look_skin" = 'light', "look_glasses" = true, "look_beard" = false WHERE "key" = 'karin-lindqvist';
  UPDATE "_team_members_v" SET "version_look_hair" = 'bob', "version_look_hair_colour" = 'blond', "version_look_skin" = 'light', "version_look_glasses" = true, "version_look_beard" = false WHERE "version_key" = 'karin-lindqvist';
  UPDATE "team_members" SET "look_hair" = 'side-part', "look_hair_colour" = 'brown', "look_skin" = 'fair', "look_glasses" = false, "look_beard" = true WHERE "key" = 'erik-sandberg';
  UPDATE "_team_members_v" SET "version_look_hair" = 'side-part', "version_look_hair_colour" = 'brown', "version_look_skin" = 'fair', "version_look_glasses" = false, "version_look_beard" = true WHERE "version_key" = 'erik-sandberg';
  UPDATE "team_members" SET "look_hair" = 'long', "look_hair_colour" = 'black', "look_skin" = 'tan', "look_glasses" = false, "look_beard" = false WHERE "key" = 'amira-haddad';
  UPDATE "_team_members_v" SET "version_look_hair" = 'long', "version_look_hair_colour" = 'black', "version_look_skin" = 'tan', "version_look_glasses" = false, "version_look_beard" = false WHERE "version_key" = 'amira-haddad';
  UPDATE "team_members" SET "look_hair" = 'receding', "look_hair_colour" = 'grey', "look_skin" = 'light', "look_glasses" = true, "look_beard" = false WHERE "key" = 'johan-berg';
  UPDATE "_team_members_v" SET "version_look_hair" = 'receding', "version_look_hair_colour" = 'grey', "version_look_skin" = 'light', "version_look_glasses" = true, "version_look_beard" = false WHERE "version_key" = 'johan-berg';
  UPDATE "team_members" SET "look_hair" = 'bun', "look_hair_colour" = 'grey', "look_skin" = 'fair', "look_glasses" = true, "look_beard" = false WHERE "key" = 'ingrid-halvorsen';
  UPDATE "_team_members_v" SET "version_look_hair" = 'bun', "version_look_hair_colour" = 'grey', "version_look_skin" = 'fair', "version_look_glasses" = true, "version_look_beard" = false WHERE "version_key" = 'ingrid-halvorsen';
  UPDATE "team_members" SET "look_hair" = 'short', "look_hair_colour" = 'dark-brown', "look_skin" = 'medium', "look_glasses" = false, "look_beard" = true WHERE "key" = 'mikael-virtanen';
  UPDATE "_team_members_v" SET "version_look_hair" = 'short', "version_look_hair_colour" = 'dark-brown', "version_look_skin" = 'medium', "version_look_glasses" = false, "version_look_beard" = true WHERE "version_key" = 'mikael-virtanen';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "team_members" DROP COLUMN "look_hair";
  ALTER TABLE "team_members" DROP COLUMN "look_hair_colour";
  ALTER TABLE "team_members" DROP COLUMN "look_skin";
  ALTER TABLE "team_members" DROP COLUMN "look_glasses";
  ALTER TABLE "team_members" DROP COLUMN "look_beard";
  ALTER TABLE "_team_members_v" DROP COLUMN "version_look_hair";
  ALTER TABLE "_team_members_v" DROP COLUMN "version_look_hair_colour";
  ALTER TABLE "_team_members_v" DROP COLUMN "version_look_skin";
  ALTER TABLE "_team_members_v" DROP COLUMN "version_look_glasses";
  ALTER TABLE "_team_members_v" DROP COLUMN "version_look_beard";
  DROP TYPE "public"."enum_team_members_look_hair";
  DROP TYPE "public"."enum_team_members_look_hair_colour";
  DROP TYPE "public"."enum_team_members_look_skin";
  DROP TYPE "public"."enum__team_members_v_version_look_hair";
  DROP TYPE "public"."enum__team_members_v_version_look_hair_colour";
  DROP TYPE "public"."enum__team_members_v_version_look_skin";`)
}
