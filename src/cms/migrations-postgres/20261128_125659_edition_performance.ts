import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "instruction_editions" ADD COLUMN "features_performance" boolean DEFAULT true;
  ALTER TABLE "_instruction_editions_v" ADD COLUMN "version_features_performance" boolean DEFAULT true;
  -- Editions published before the box existed have no performance section.
  UPDATE "instruction_editions" SET "features_performance" = false;
  UPDATE "_instruction_editions_v" SET "version_features_performance" = false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "instruction_editions" DROP COLUMN "features_performance";
  ALTER TABLE "_instruction_editions_v" DROP COLUMN "version_features_performance";`)
}
