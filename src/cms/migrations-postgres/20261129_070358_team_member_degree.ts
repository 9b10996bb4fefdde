import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "team_members_locales" ADD COLUMN "degree" varchar;
  ALTER TABLE "_team_members_v_locales" ADD COLUMN "version_degree" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "team_members_locales" DROP COLUMN "degree";
  ALTER TABLE "_team_members_v_locales" DROP COLUMN "version_degree";`)
}
