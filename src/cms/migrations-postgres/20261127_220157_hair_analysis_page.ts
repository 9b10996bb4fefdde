import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_blocks_calculator_calculator" ADD VALUE 'hair';
  ALTER TYPE "public"."enum_pages_blocks_lead_form_form" ADD VALUE 'hair-whitepaper';
  ALTER TYPE "public"."enum__pages_v_blocks_calculator_calculator" ADD VALUE 'hair';
  ALTER TYPE "public"."enum__pages_v_blocks_lead_form_form" ADD VALUE 'hair-whitepaper';
  ALTER TABLE "pages_blocks_stat_strip" ADD COLUMN "show_heading" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_stat_strip_locales" ADD COLUMN "eyebrow" varchar;
  ALTER TABLE "pages_blocks_stat_strip_locales" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_stat_strip" ADD COLUMN "show_heading" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_stat_strip_locales" ADD COLUMN "eyebrow" varchar;
  ALTER TABLE "_pages_v_blocks_stat_strip_locales" ADD COLUMN "intro" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_calculator" ALTER COLUMN "calculator" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_calculator" ALTER COLUMN "calculator" SET DEFAULT 'savings'::text;
  DROP TYPE "public"."enum_pages_blocks_calculator_calculator";
  CREATE TYPE "public"."enum_pages_blocks_calculator_calculator" AS ENUM('savings', 'circular', 'vdt');
  ALTER TABLE "pages_blocks_calculator" ALTER COLUMN "calculator" SET DEFAULT 'savings'::"public"."enum_pages_blocks_calculator_calculator";
  ALTER TABLE "pages_blocks_calculator" ALTER COLUMN "calculator" SET DATA TYPE "public"."enum_pages_blocks_calculator_calculator" USING "calculator"::"public"."enum_pages_blocks_calculator_calculator";
  ALTER TABLE "pages_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_lead_form_form";
  CREATE TYPE "public"."enum_pages_blocks_lead_form_form" AS ENUM('contact', 'whitepapers', 'instaclear-whitepaper', 'circular-whitepaper', 'vdt-whitepaper');
  ALTER TABLE "pages_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE "public"."enum_pages_blocks_lead_form_form" USING "form"::"public"."enum_pages_blocks_lead_form_form";
  ALTER TABLE "_pages_v_blocks_calculator" ALTER COLUMN "calculator" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_calculator" ALTER COLUMN "calculator" SET DEFAULT 'savings'::text;
  DROP TYPE "public"."enum__pages_v_blocks_calculator_calculator";
  CREATE TYPE "public"."enum__pages_v_blocks_calculator_calculator" AS ENUM('savings', 'circular', 'vdt');
  ALTER TABLE "_pages_v_blocks_calculator" ALTER COLUMN "calculator" SET DEFAULT 'savings'::"public"."enum__pages_v_blocks_calculator_calculator";
  ALTER TABLE "_pages_v_blocks_calculator" ALTER COLUMN "calculator" SET DATA TYPE "public"."enum__pages_v_blocks_calculator_calculator" USING "calculator"::"public"."enum__pages_v_blocks_calculator_calculator";
  ALTER TABLE "_pages_v_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_lead_form_form";
  CREATE TYPE "public"."enum__pages_v_blocks_lead_form_form" AS ENUM('contact', 'whitepapers', 'instaclear-whitepaper', 'circular-whitepaper', 'vdt-whitepaper');
  ALTER TABLE "_pages_v_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE "public"."enum__pages_v_blocks_lead_form_form" USING "form"::"public"."enum__pages_v_blocks_lead_form_form";
  ALTER TABLE "pages_blocks_stat_strip" DROP COLUMN "show_heading";
  ALTER TABLE "pages_blocks_stat_strip_locales" DROP COLUMN "eyebrow";
  ALTER TABLE "pages_blocks_stat_strip_locales" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_stat_strip" DROP COLUMN "show_heading";
  ALTER TABLE "_pages_v_blocks_stat_strip_locales" DROP COLUMN "eyebrow";
  ALTER TABLE "_pages_v_blocks_stat_strip_locales" DROP COLUMN "intro";`)
}
