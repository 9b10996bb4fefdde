import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "instruction_editions" ALTER COLUMN "article" SET DATA TYPE varchar;
  ALTER TABLE "_instruction_editions_v" ALTER COLUMN "version_article" SET DATA TYPE varchar;
  DROP TYPE "public"."enum_instruction_editions_article";
  DROP TYPE "public"."enum__instruction_editions_v_version_article";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_instruction_editions_article" AS ENUM('DRX152-CE25', 'DRX192-CE25', 'DRX194-CE25', 'DRX195-CE25', 'DRX104-CE25', 'DRX197-CE25', 'DRX188-CE25', 'DRX153-CE25', 'DRX200-CE25', 'DRX191-CE25', 'DRX201-CE25', 'DRX198-CE25', 'DRX199-CE25', 'DRX102-CE25', 'DRX193-CE25', 'DRX189-CE25', 'DRX190-CE25', 'DRX196-CE25', 'DRX103-CE25', 'DRX101-CE25', 'DRX105-CE25', 'DRX100-CE25', 'DRX202-CE25', 'DRX111-CE25', 'DRX187-CE25', 'DRX109-CE25', 'DRX185-CE25', 'DRX121-CE25', 'DRX107-CE99', 'HCX301', 'HCX302', 'HCX303', 'HCX304', 'HCX305', 'HCX311', 'HCX312', 'HCX313', 'HCX314', 'HCX321', 'HCX322');
  CREATE TYPE "public"."enum__instruction_editions_v_version_article" AS ENUM('DRX152-CE25', 'DRX192-CE25', 'DRX194-CE25', 'DRX195-CE25', 'DRX104-CE25', 'DRX197-CE25', 'DRX188-CE25', 'DRX153-CE25', 'DRX200-CE25', 'DRX191-CE25', 'DRX201-CE25', 'DRX198-CE25', 'DRX199-CE25', 'DRX102-CE25', 'DRX193-CE25', 'DRX189-CE25', 'DRX190-CE25', 'DRX196-CE25', 'DRX103-CE25', 'DRX101-CE25', 'DRX105-CE25', 'DRX100-CE25', 'DRX202-CE25', 'DRX111-CE25', 'DRX187-CE25', 'DRX109-CE25', 'DRX185-CE25', 'DRX121-CE25', 'DRX107-CE99', 'HCX301', 'HCX302', 'HCX303', 'HCX304', 'HCX305', 'HCX311', 'HCX312', 'HCX313', 'HCX314', 'HCX321', 'HCX322');
  ALTER TABLE "instruction_editions" ALTER COLUMN "article" SET DATA TYPE "public"."enum_instruction_editions_article" USING "article"::"public"."enum_instruction_editions_article";
  ALTER TABLE "_instruction_editions_v" ALTER COLUMN "version_article" SET DATA TYPE "public"."enum__instruction_editions_v_version_article" USING "version_article"::"public"."enum__instruction_editions_v_version_article";`)
}
