import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_stat_strip_tone" AS ENUM('white', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_lead_form_thank_you_action_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum__pages_v_blocks_stat_strip_tone" AS ENUM('white', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_lead_form_thank_you_action_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  ALTER TYPE "public"."enum_pages_blocks_calculator_calculator" ADD VALUE 'vdt';
  ALTER TYPE "public"."enum_pages_blocks_lead_form_form" ADD VALUE 'vdt-whitepaper';
  ALTER TYPE "public"."enum__pages_v_blocks_calculator_calculator" ADD VALUE 'vdt';
  ALTER TYPE "public"."enum__pages_v_blocks_lead_form_form" ADD VALUE 'vdt-whitepaper';
  ALTER TABLE "pages_blocks_product_hero_locales" ADD COLUMN "coming_soon_label" varchar;
  ALTER TABLE "pages_blocks_product_hero_locales" ADD COLUMN "coming_soon_note" varchar;
  ALTER TABLE "pages_blocks_stat_strip" ADD COLUMN "tone" "enum_pages_blocks_stat_strip_tone" DEFAULT 'white';
  ALTER TABLE "pages_blocks_steps_locales" ADD COLUMN "video_title" varchar;
  ALTER TABLE "pages_blocks_steps_locales" ADD COLUMN "video_caption" varchar;
  ALTER TABLE "pages_blocks_steps_locales" ADD COLUMN "video_poster_label" varchar;
  ALTER TABLE "pages_blocks_lead_form" ADD COLUMN "thank_you_action_href" varchar;
  ALTER TABLE "pages_blocks_lead_form" ADD COLUMN "thank_you_action_variant" "enum_pages_blocks_lead_form_thank_you_action_variant" DEFAULT 'primary';
  ALTER TABLE "pages_blocks_lead_form_locales" ADD COLUMN "thank_you_action_label" varchar;
  ALTER TABLE "_pages_v_blocks_product_hero_locales" ADD COLUMN "coming_soon_label" varchar;
  ALTER TABLE "_pages_v_blocks_product_hero_locales" ADD COLUMN "coming_soon_note" varchar;
  ALTER TABLE "_pages_v_blocks_stat_strip" ADD COLUMN "tone" "enum__pages_v_blocks_stat_strip_tone" DEFAULT 'white';
  ALTER TABLE "_pages_v_blocks_steps_locales" ADD COLUMN "video_title" varchar;
  ALTER TABLE "_pages_v_blocks_steps_locales" ADD COLUMN "video_caption" varchar;
  ALTER TABLE "_pages_v_blocks_steps_locales" ADD COLUMN "video_poster_label" varchar;
  ALTER TABLE "_pages_v_blocks_lead_form" ADD COLUMN "thank_you_action_href" varchar;
  ALTER TABLE "_pages_v_blocks_lead_form" ADD COLUMN "thank_you_action_variant" "enum__pages_v_blocks_lead_form_thank_you_action_variant" DEFAULT 'primary';
  ALTER TABLE "_pages_v_blocks_lead_form_locales" ADD COLUMN "thank_you_action_label" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_calculator" ALTER COLUMN "calculator" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_calculator" ALTER COLUMN "calculator" SET DEFAULT 'savings'::text;
  DROP TYPE "public"."enum_pages_blocks_calculator_calculator";
  CREATE TYPE "public"."enum_pages_blocks_calculator_calculator" AS ENUM('savings', 'circular');
  ALTER TABLE "pages_blocks_calculator" ALTER COLUMN "calculator" SET DEFAULT 'savings'::"public"."enum_pages_blocks_calculator_calculator";
  ALTER TABLE "pages_blocks_calculator" ALTER COLUMN "calculator" SET DATA TYPE "public"."enum_pages_blocks_calculator_calculator" USING "calculator"::"public"."enum_pages_blocks_calculator_calculator";
  ALTER TABLE "pages_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_blocks_lead_form_form";
  CREATE TYPE "public"."enum_pages_blocks_lead_form_form" AS ENUM('contact', 'whitepapers', 'instaclear-whitepaper', 'circular-whitepaper');
  ALTER TABLE "pages_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE "public"."enum_pages_blocks_lead_form_form" USING "form"::"public"."enum_pages_blocks_lead_form_form";
  ALTER TABLE "_pages_v_blocks_calculator" ALTER COLUMN "calculator" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_calculator" ALTER COLUMN "calculator" SET DEFAULT 'savings'::text;
  DROP TYPE "public"."enum__pages_v_blocks_calculator_calculator";
  CREATE TYPE "public"."enum__pages_v_blocks_calculator_calculator" AS ENUM('savings', 'circular');
  ALTER TABLE "_pages_v_blocks_calculator" ALTER COLUMN "calculator" SET DEFAULT 'savings'::"public"."enum__pages_v_blocks_calculator_calculator";
  ALTER TABLE "_pages_v_blocks_calculator" ALTER COLUMN "calculator" SET DATA TYPE "public"."enum__pages_v_blocks_calculator_calculator" USING "calculator"::"public"."enum__pages_v_blocks_calculator_calculator";
  ALTER TABLE "_pages_v_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_blocks_lead_form_form";
  CREATE TYPE "public"."enum__pages_v_blocks_lead_form_form" AS ENUM('contact', 'whitepapers', 'instaclear-whitepaper', 'circular-whitepaper');
  ALTER TABLE "_pages_v_blocks_lead_form" ALTER COLUMN "form" SET DATA TYPE "public"."enum__pages_v_blocks_lead_form_form" USING "form"::"public"."enum__pages_v_blocks_lead_form_form";
  ALTER TABLE "pages_blocks_product_hero_locales" DROP COLUMN "coming_soon_label";
  ALTER TABLE "pages_blocks_product_hero_locales" DROP COLUMN "coming_soon_note";
  ALTER TABLE "pages_blocks_stat_strip" DROP COLUMN "tone";
  ALTER TABLE "pages_blocks_steps_locales" DROP COLUMN "video_title";
  ALTER TABLE "pages_blocks_steps_locales" DROP COLUMN "video_caption";
  ALTER TABLE "pages_blocks_steps_locales" DROP COLUMN "video_poster_label";
  ALTER TABLE "pages_blocks_lead_form" DROP COLUMN "thank_you_action_href";
  ALTER TABLE "pages_blocks_lead_form" DROP COLUMN "thank_you_action_variant";
  ALTER TABLE "pages_blocks_lead_form_locales" DROP COLUMN "thank_you_action_label";
  ALTER TABLE "_pages_v_blocks_product_hero_locales" DROP COLUMN "coming_soon_label";
  ALTER TABLE "_pages_v_blocks_product_hero_locales" DROP COLUMN "coming_soon_note";
  ALTER TABLE "_pages_v_blocks_stat_strip" DROP COLUMN "tone";
  ALTER TABLE "_pages_v_blocks_steps_locales" DROP COLUMN "video_title";
  ALTER TABLE "_pages_v_blocks_steps_locales" DROP COLUMN "video_caption";
  ALTER TABLE "_pages_v_blocks_steps_locales" DROP COLUMN "video_poster_label";
  ALTER TABLE "_pages_v_blocks_lead_form" DROP COLUMN "thank_you_action_href";
  ALTER TABLE "_pages_v_blocks_lead_form" DROP COLUMN "thank_you_action_variant";
  ALTER TABLE "_pages_v_blocks_lead_form_locales" DROP COLUMN "thank_you_action_label";
  DROP TYPE "public"."enum_pages_blocks_stat_strip_tone";
  DROP TYPE "public"."enum_pages_blocks_lead_form_thank_you_action_variant";
  DROP TYPE "public"."enum__pages_v_blocks_stat_strip_tone";
  DROP TYPE "public"."enum__pages_v_blocks_lead_form_thank_you_action_variant";`)
}
