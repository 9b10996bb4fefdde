import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_catalogue_single_panels_group" AS ENUM('stimulants', 'opioids', 'sedatives', 'others');
  CREATE TYPE "public"."enum_catalogue_single_panels_icon" AS ENUM('stimulant', 'opioid', 'sedative', 'other-substance', 'multi-panel', 'saliva', 'manipulation', 'pregnancy', 'ovulation', 'urinary-tract', 'vaginal-ph', 'menopause', 'ferritin', 'vitamin-d', 'thyroid', 'occult-blood', 'h-pylori', 'virus');
  CREATE TYPE "public"."enum_catalogue_single_panels_image" AS ENUM('/images/products/single-3cmc.svg', '/images/products/single-amp.svg', '/images/products/single-coc.svg', '/images/products/single-mdma.svg', '/images/products/single-mdpv.svg', '/images/products/single-met.svg', '/images/products/single-mpd.svg', '/images/products/single-6mam.svg', '/images/products/single-bup.svg', '/images/products/single-fyl.svg', '/images/products/single-opi.svg', '/images/products/single-oxy.svg', '/images/products/single-tra.svg', '/images/products/single-acl.svg', '/images/products/single-bzo.svg', '/images/products/single-zol.svg', '/images/products/single-zop.svg', '/images/products/single-eddp.svg', '/images/products/single-etg.svg', '/images/products/single-gab.svg', '/images/products/single-ket.svg', '/images/products/single-pgb.svg', '/images/products/single-thc.svg', '/images/products/multi-17.svg', '/images/products/multi-12.svg', '/images/products/multi-10.svg', '/images/products/thc-3.svg', '/images/products/saliva-multi-7.svg', '/images/products/manipulation-control.svg', '/images/products/health-pregnancy.svg', '/images/products/health-ovulation.svg', '/images/products/health-utitest.svg', '/images/products/health-vaginalph.svg', '/images/products/health-menopause.svg', '/images/products/health-ferritin.svg', '/images/products/health-dvitamin.svg', '/images/products/health-tsh.svg', '/images/products/health-fob.svg', '/images/products/health-hpylori.svg', '/images/products/health-virustest.svg', '/images/products/placeholder.svg');
  CREATE TYPE "public"."enum_catalogue_multi_panels_icon" AS ENUM('stimulant', 'opioid', 'sedative', 'other-substance', 'multi-panel', 'saliva', 'manipulation', 'pregnancy', 'ovulation', 'urinary-tract', 'vaginal-ph', 'menopause', 'ferritin', 'vitamin-d', 'thyroid', 'occult-blood', 'h-pylori', 'virus');
  CREATE TYPE "public"."enum_catalogue_multi_panels_image" AS ENUM('/images/products/single-3cmc.svg', '/images/products/single-amp.svg', '/images/products/single-coc.svg', '/images/products/single-mdma.svg', '/images/products/single-mdpv.svg', '/images/products/single-met.svg', '/images/products/single-mpd.svg', '/images/products/single-6mam.svg', '/images/products/single-bup.svg', '/images/products/single-fyl.svg', '/images/products/single-opi.svg', '/images/products/single-oxy.svg', '/images/products/single-tra.svg', '/images/products/single-acl.svg', '/images/products/single-bzo.svg', '/images/products/single-zol.svg', '/images/products/single-zop.svg', '/images/products/single-eddp.svg', '/images/products/single-etg.svg', '/images/products/single-gab.svg', '/images/products/single-ket.svg', '/images/products/single-pgb.svg', '/images/products/single-thc.svg', '/images/products/multi-17.svg', '/images/products/multi-12.svg', '/images/products/multi-10.svg', '/images/products/thc-3.svg', '/images/products/saliva-multi-7.svg', '/images/products/manipulation-control.svg', '/images/products/health-pregnancy.svg', '/images/products/health-ovulation.svg', '/images/products/health-utitest.svg', '/images/products/health-vaginalph.svg', '/images/products/health-menopause.svg', '/images/products/health-ferritin.svg', '/images/products/health-dvitamin.svg', '/images/products/health-tsh.svg', '/images/products/health-fob.svg', '/images/products/health-hpylori.svg', '/images/products/health-virustest.svg', '/images/products/placeholder.svg');
  CREATE TYPE "public"."enum_catalogue_manipulation_control_markers_key" AS ENUM('creatinine', 'ph');
  CREATE TYPE "public"."enum_catalogue_feature_kind" AS ENUM('text', 'result');
  CREATE TYPE "public"."enum_catalogue_self_tests_icon" AS ENUM('stimulant', 'opioid', 'sedative', 'other-substance', 'multi-panel', 'saliva', 'manipulation', 'pregnancy', 'ovulation', 'urinary-tract', 'vaginal-ph', 'menopause', 'ferritin', 'vitamin-d', 'thyroid', 'occult-blood', 'h-pylori', 'virus');
  CREATE TYPE "public"."enum_catalogue_self_tests_image" AS ENUM('/images/products/single-3cmc.svg', '/images/products/single-amp.svg', '/images/products/single-coc.svg', '/images/products/single-mdma.svg', '/images/products/single-mdpv.svg', '/images/products/single-met.svg', '/images/products/single-mpd.svg', '/images/products/single-6mam.svg', '/images/products/single-bup.svg', '/images/products/single-fyl.svg', '/images/products/single-opi.svg', '/images/products/single-oxy.svg', '/images/products/single-tra.svg', '/images/products/single-acl.svg', '/images/products/single-bzo.svg', '/images/products/single-zol.svg', '/images/products/single-zop.svg', '/images/products/single-eddp.svg', '/images/products/single-etg.svg', '/images/products/single-gab.svg', '/images/products/single-ket.svg', '/images/products/single-pgb.svg', '/images/products/single-thc.svg', '/images/products/multi-17.svg', '/images/products/multi-12.svg', '/images/products/multi-10.svg', '/images/products/thc-3.svg', '/images/products/saliva-multi-7.svg', '/images/products/manipulation-control.svg', '/images/products/health-pregnancy.svg', '/images/products/health-ovulation.svg', '/images/products/health-utitest.svg', '/images/products/health-vaginalph.svg', '/images/products/health-menopause.svg', '/images/products/health-ferritin.svg', '/images/products/health-dvitamin.svg', '/images/products/health-tsh.svg', '/images/products/health-fob.svg', '/images/products/health-hpylori.svg', '/images/products/health-virustest.svg', '/images/products/placeholder.svg');
  CREATE TYPE "public"."enum_catalogue_families_key" AS ENUM('instacare', 'instacheck', 'instafind');
  CREATE TYPE "public"."enum_catalogue_saliva_icon" AS ENUM('stimulant', 'opioid', 'sedative', 'other-substance', 'multi-panel', 'saliva', 'manipulation', 'pregnancy', 'ovulation', 'urinary-tract', 'vaginal-ph', 'menopause', 'ferritin', 'vitamin-d', 'thyroid', 'occult-blood', 'h-pylori', 'virus');
  CREATE TYPE "public"."enum_catalogue_saliva_image" AS ENUM('/images/products/single-3cmc.svg', '/images/products/single-amp.svg', '/images/products/single-coc.svg', '/images/products/single-mdma.svg', '/images/products/single-mdpv.svg', '/images/products/single-met.svg', '/images/products/single-mpd.svg', '/images/products/single-6mam.svg', '/images/products/single-bup.svg', '/images/products/single-fyl.svg', '/images/products/single-opi.svg', '/images/products/single-oxy.svg', '/images/products/single-tra.svg', '/images/products/single-acl.svg', '/images/products/single-bzo.svg', '/images/products/single-zol.svg', '/images/products/single-zop.svg', '/images/products/single-eddp.svg', '/images/products/single-etg.svg', '/images/products/single-gab.svg', '/images/products/single-ket.svg', '/images/products/single-pgb.svg', '/images/products/single-thc.svg', '/images/products/multi-17.svg', '/images/products/multi-12.svg', '/images/products/multi-10.svg', '/images/products/thc-3.svg', '/images/products/saliva-multi-7.svg', '/images/products/manipulation-control.svg', '/images/products/health-pregnancy.svg', '/images/products/health-ovulation.svg', '/images/products/health-utitest.svg', '/images/products/health-vaginalph.svg', '/images/products/health-menopause.svg', '/images/products/health-ferritin.svg', '/images/products/health-dvitamin.svg', '/images/products/health-tsh.svg', '/images/products/health-fob.svg', '/images/products/health-hpylori.svg', '/images/products/health-virustest.svg', '/images/products/placeholder.svg');
  CREATE TYPE "public"."enum_catalogue_manipulation_control_icon" AS ENUM('stimulant', 'opioid', 'sedative', 'other-substance', 'multi-panel', 'saliva', 'manipulation', 'pregnancy', 'ovulation', 'urinary-tract', 'vaginal-ph', 'menopause', 'ferritin', 'vitamin-d', 'thyroid', 'occult-blood', 'h-pylori', 'virus');
  CREATE TYPE "public"."enum_catalogue_manipulation_control_image" AS ENUM('/images/products/single-3cmc.svg', '/images/products/single-amp.svg', '/images/products/single-coc.svg', '/images/products/single-mdma.svg', '/images/products/single-mdpv.svg', '/images/products/single-met.svg', '/images/products/single-mpd.svg', '/images/products/single-6mam.svg', '/images/products/single-bup.svg', '/images/products/single-fyl.svg', '/images/products/single-opi.svg', '/images/products/single-oxy.svg', '/images/products/single-tra.svg', '/images/products/single-acl.svg', '/images/products/single-bzo.svg', '/images/products/single-zol.svg', '/images/products/single-zop.svg', '/images/products/single-eddp.svg', '/images/products/single-etg.svg', '/images/products/single-gab.svg', '/images/products/single-ket.svg', '/images/products/single-pgb.svg', '/images/products/single-thc.svg', '/images/products/multi-17.svg', '/images/products/multi-12.svg', '/images/products/multi-10.svg', '/images/products/thc-3.svg', '/images/products/saliva-multi-7.svg', '/images/products/manipulation-control.svg', '/images/products/health-pregnancy.svg', '/images/products/health-ovulation.svg', '/images/products/health-utitest.svg', '/images/products/health-vaginalph.svg', '/images/products/health-menopause.svg', '/images/products/health-ferritin.svg', '/images/products/health-dvitamin.svg', '/images/products/health-tsh.svg', '/images/products/health-fob.svg', '/images/products/health-hpylori.svg', '/images/products/health-virustest.svg', '/images/products/placeholder.svg');
  CREATE TYPE "public"."enum_catalogue_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__catalogue_v_version_single_panels_group" AS ENUM('stimulants', 'opioids', 'sedatives', 'others');
  CREATE TYPE "public"."enum__catalogue_v_version_single_panels_icon" AS ENUM('stimulant', 'opioid', 'sedative', 'other-substance', 'multi-panel', 'saliva', 'manipulation', 'pregnancy', 'ovulation', 'urinary-tract', 'vaginal-ph', 'menopause', 'ferritin', 'vitamin-d', 'thyroid', 'occult-blood', 'h-pylori', 'virus');
  CREATE TYPE "public"."enum__catalogue_v_version_single_panels_image" AS ENUM('/images/products/single-3cmc.svg', '/images/products/single-amp.svg', '/images/products/single-coc.svg', '/images/products/single-mdma.svg', '/images/products/single-mdpv.svg', '/images/products/single-met.svg', '/images/products/single-mpd.svg', '/images/products/single-6mam.svg', '/images/products/single-bup.svg', '/images/products/single-fyl.svg', '/images/products/single-opi.svg', '/images/products/single-oxy.svg', '/images/products/single-tra.svg', '/images/products/single-acl.svg', '/images/products/single-bzo.svg', '/images/products/single-zol.svg', '/images/products/single-zop.svg', '/images/products/single-eddp.svg', '/images/products/single-etg.svg', '/images/products/single-gab.svg', '/images/products/single-ket.svg', '/images/products/single-pgb.svg', '/images/products/single-thc.svg', '/images/products/multi-17.svg', '/images/products/multi-12.svg', '/images/products/multi-10.svg', '/images/products/thc-3.svg', '/images/products/saliva-multi-7.svg', '/images/products/manipulation-control.svg', '/images/products/health-pregnancy.svg', '/images/products/health-ovulation.svg', '/images/products/health-utitest.svg', '/images/products/health-vaginalph.svg', '/images/products/health-menopause.svg', '/images/products/health-ferritin.svg', '/images/products/health-dvitamin.svg', '/images/products/health-tsh.svg', '/images/products/health-fob.svg', '/images/products/health-hpylori.svg', '/images/products/health-virustest.svg', '/images/products/placeholder.svg');
  CREATE TYPE "public"."enum__catalogue_v_version_multi_panels_icon" AS ENUM('stimulant', 'opioid', 'sedative', 'other-substance', 'multi-panel', 'saliva', 'manipulation', 'pregnancy', 'ovulation', 'urinary-tract', 'vaginal-ph', 'menopause', 'ferritin', 'vitamin-d', 'thyroid', 'occult-blood', 'h-pylori', 'virus');
  CREATE TYPE "public"."enum__catalogue_v_version_multi_panels_image" AS ENUM('/images/products/single-3cmc.svg', '/images/products/single-amp.svg', '/images/products/single-coc.svg', '/images/products/single-mdma.svg', '/images/products/single-mdpv.svg', '/images/products/single-met.svg', '/images/products/single-mpd.svg', '/images/products/single-6mam.svg', '/images/products/single-bup.svg', '/images/products/single-fyl.svg', '/images/products/single-opi.svg', '/images/products/single-oxy.svg', '/images/products/single-tra.svg', '/images/products/single-acl.svg', '/images/products/single-bzo.svg', '/images/products/single-zol.svg', '/images/products/single-zop.svg', '/images/products/single-eddp.svg', '/images/products/single-etg.svg', '/images/products/single-gab.svg', '/images/products/single-ket.svg', '/images/products/single-pgb.svg', '/images/products/single-thc.svg', '/images/products/multi-17.svg', '/images/products/multi-12.svg', '/images/products/multi-10.svg', '/images/products/thc-3.svg', '/images/products/saliva-multi-7.svg', '/images/products/manipulation-control.svg', '/images/products/health-pregnancy.svg', '/images/products/health-ovulation.svg', '/images/products/health-utitest.svg', '/images/products/health-vaginalph.svg', '/images/products/health-menopause.svg', '/images/products/health-ferritin.svg', '/images/products/health-dvitamin.svg', '/images/products/health-tsh.svg', '/images/products/health-fob.svg', '/images/products/health-hpylori.svg', '/images/products/health-virustest.svg', '/images/products/placeholder.svg');
  CREATE TYPE "public"."enum__catalogue_v_version_manipulation_control_markers_key" AS ENUM('creatinine', 'ph');
  CREATE TYPE "public"."enum__catalogue_self_tests_v_icon" AS ENUM('stimulant', 'opioid', 'sedative', 'other-substance', 'multi-panel', 'saliva', 'manipulation', 'pregnancy', 'ovulation', 'urinary-tract', 'vaginal-ph', 'menopause', 'ferritin', 'vitamin-d', 'thyroid', 'occult-blood', 'h-pylori', 'virus');
  CREATE TYPE "public"."enum__catalogue_self_tests_v_image" AS ENUM('/images/products/single-3cmc.svg', '/images/products/single-amp.svg', '/images/products/single-coc.svg', '/images/products/single-mdma.svg', '/images/products/single-mdpv.svg', '/images/products/single-met.svg', '/images/products/single-mpd.svg', '/images/products/single-6mam.svg', '/images/products/single-bup.svg', '/images/products/single-fyl.svg', '/images/products/single-opi.svg', '/images/products/single-oxy.svg', '/images/products/single-tra.svg', '/images/products/single-acl.svg', '/images/products/single-bzo.svg', '/images/products/single-zol.svg', '/images/products/single-zop.svg', '/images/products/single-eddp.svg', '/images/products/single-etg.svg', '/images/products/single-gab.svg', '/images/products/single-ket.svg', '/images/products/single-pgb.svg', '/images/products/single-thc.svg', '/images/products/multi-17.svg', '/images/products/multi-12.svg', '/images/products/multi-10.svg', '/images/products/thc-3.svg', '/images/products/saliva-multi-7.svg', '/images/products/manipulation-control.svg', '/images/products/health-pregnancy.svg', '/images/products/health-ovulation.svg', '/images/products/health-utitest.svg', '/images/products/health-vaginalph.svg', '/images/products/health-menopause.svg', '/images/products/health-ferritin.svg', '/images/products/health-dvitamin.svg', '/images/products/health-tsh.svg', '/images/products/health-fob.svg', '/images/products/health-hpylori.svg', '/images/products/health-virustest.svg', '/images/products/placeholder.svg');
  CREATE TYPE "public"."enum__catalogue_families_v_key" AS ENUM('instacare', 'instacheck', 'instafind');
  CREATE TYPE "public"."enum__catalogue_v_version_saliva_icon" AS ENUM('stimulant', 'opioid', 'sedative', 'other-substance', 'multi-panel', 'saliva', 'manipulation', 'pregnancy', 'ovulation', 'urinary-tract', 'vaginal-ph', 'menopause', 'ferritin', 'vitamin-d', 'thyroid', 'occult-blood', 'h-pylori', 'virus');
  CREATE TYPE "public"."enum__catalogue_v_version_saliva_image" AS ENUM('/images/products/single-3cmc.svg', '/images/products/single-amp.svg', '/images/products/single-coc.svg', '/images/products/single-mdma.svg', '/images/products/single-mdpv.svg', '/images/products/single-met.svg', '/images/products/single-mpd.svg', '/images/products/single-6mam.svg', '/images/products/single-bup.svg', '/images/products/single-fyl.svg', '/images/products/single-opi.svg', '/images/products/single-oxy.svg', '/images/products/single-tra.svg', '/images/products/single-acl.svg', '/images/products/single-bzo.svg', '/images/products/single-zol.svg', '/images/products/single-zop.svg', '/images/products/single-eddp.svg', '/images/products/single-etg.svg', '/images/products/single-gab.svg', '/images/products/single-ket.svg', '/images/products/single-pgb.svg', '/images/products/single-thc.svg', '/images/products/multi-17.svg', '/images/products/multi-12.svg', '/images/products/multi-10.svg', '/images/products/thc-3.svg', '/images/products/saliva-multi-7.svg', '/images/products/manipulation-control.svg', '/images/products/health-pregnancy.svg', '/images/products/health-ovulation.svg', '/images/products/health-utitest.svg', '/images/products/health-vaginalph.svg', '/images/products/health-menopause.svg', '/images/products/health-ferritin.svg', '/images/products/health-dvitamin.svg', '/images/products/health-tsh.svg', '/images/products/health-fob.svg', '/images/products/health-hpylori.svg', '/images/products/health-virustest.svg', '/images/products/placeholder.svg');
  CREATE TYPE "public"."enum__catalogue_v_version_manipulation_control_icon" AS ENUM('stimulant', 'opioid', 'sedative', 'other-substance', 'multi-panel', 'saliva', 'manipulation', 'pregnancy', 'ovulation', 'urinary-tract', 'vaginal-ph', 'menopause', 'ferritin', 'vitamin-d', 'thyroid', 'occult-blood', 'h-pylori', 'virus');
  CREATE TYPE "public"."enum__catalogue_v_version_manipulation_control_image" AS ENUM('/images/products/single-3cmc.svg', '/images/products/single-amp.svg', '/images/products/single-coc.svg', '/images/products/single-mdma.svg', '/images/products/single-mdpv.svg', '/images/products/single-met.svg', '/images/products/single-mpd.svg', '/images/products/single-6mam.svg', '/images/products/single-bup.svg', '/images/products/single-fyl.svg', '/images/products/single-opi.svg', '/images/products/single-oxy.svg', '/images/products/single-tra.svg', '/images/products/single-acl.svg', '/images/products/single-bzo.svg', '/images/products/single-zol.svg', '/images/products/single-zop.svg', '/images/products/single-eddp.svg', '/images/products/single-etg.svg', '/images/products/single-gab.svg', '/images/products/single-ket.svg', '/images/products/single-pgb.svg', '/images/products/single-thc.svg', '/images/products/multi-17.svg', '/images/products/multi-12.svg', '/images/products/multi-10.svg', '/images/products/thc-3.svg', '/images/products/saliva-multi-7.svg', '/images/products/manipulation-control.svg', '/images/products/health-pregnancy.svg', '/images/products/health-ovulation.svg', '/images/products/health-utitest.svg', '/images/products/health-vaginalph.svg', '/images/products/health-menopause.svg', '/images/products/health-ferritin.svg', '/images/products/health-dvitamin.svg', '/images/products/health-tsh.svg', '/images/products/health-fob.svg', '/images/products/health-hpylori.svg', '/images/products/health-virustest.svg', '/images/products/placeholder.svg');
  CREATE TYPE "public"."enum__catalogue_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__catalogue_v_published_locale" AS ENUM('en', 'sv');
  CREATE TABLE "catalogue_single_panels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"abbreviation" varchar,
  	"article_nr" varchar,
  	"cut_off_ng_ml" numeric,
  	"group" "enum_catalogue_single_panels_group",
  	"icon" "enum_catalogue_single_panels_icon",
  	"image" "enum_catalogue_single_panels_image",
  	"in_menu" boolean DEFAULT false
  );
  
  CREATE TABLE "catalogue_single_panels_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "catalogue_multi_panels_substances" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"single_panel" varchar,
  	"cut_off_ng_ml" numeric
  );
  
  CREATE TABLE "catalogue_multi_panels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"article_nr" varchar,
  	"icon" "enum_catalogue_multi_panels_icon",
  	"image" "enum_catalogue_multi_panels_image",
  	"in_menu" boolean DEFAULT false
  );
  
  CREATE TABLE "catalogue_multi_panels_locales" (
  	"name" varchar,
  	"description" varchar,
  	"additional_info" varchar,
  	"marker_info" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "catalogue_saliva_substances" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"single_panel" varchar,
  	"cut_off_ng_ml" numeric
  );
  
  CREATE TABLE "catalogue_manipulation_control_markers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_catalogue_manipulation_control_markers_key"
  );
  
  CREATE TABLE "catalogue_manipulation_control_markers_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "catalogue_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_catalogue_feature_kind" DEFAULT 'text'
  );
  
  CREATE TABLE "catalogue_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "catalogue_self_tests" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"article_nr" varchar,
  	"result_minutes" numeric,
  	"icon" "enum_catalogue_self_tests_icon",
  	"image" "enum_catalogue_self_tests_image",
  	"in_menu" boolean DEFAULT false
  );
  
  CREATE TABLE "catalogue_self_tests_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "catalogue_families" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_catalogue_families_key",
  	"name" varchar
  );
  
  CREATE TABLE "catalogue_families_locales" (
  	"badge" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "catalogue" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"saliva_article_nr" varchar,
  	"saliva_icon" "enum_catalogue_saliva_icon",
  	"saliva_image" "enum_catalogue_saliva_image",
  	"saliva_in_menu" boolean DEFAULT false,
  	"manipulation_control_article_nr" varchar,
  	"manipulation_control_icon" "enum_catalogue_manipulation_control_icon",
  	"manipulation_control_image" "enum_catalogue_manipulation_control_image",
  	"manipulation_control_in_menu" boolean DEFAULT false,
  	"_status" "enum_catalogue_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "catalogue_locales" (
  	"saliva_name" varchar,
  	"saliva_description" varchar,
  	"saliva_menu_name" varchar,
  	"manipulation_control_name" varchar,
  	"manipulation_control_description" varchar,
  	"manipulation_control_explanation" varchar,
  	"manipulation_control_caveat" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_catalogue_v_version_single_panels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"abbreviation" varchar,
  	"article_nr" varchar,
  	"cut_off_ng_ml" numeric,
  	"group" "enum__catalogue_v_version_single_panels_group",
  	"icon" "enum__catalogue_v_version_single_panels_icon",
  	"image" "enum__catalogue_v_version_single_panels_image",
  	"in_menu" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_catalogue_v_version_single_panels_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_catalogue_v_version_multi_panels_substances" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"single_panel" varchar,
  	"cut_off_ng_ml" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_catalogue_v_version_multi_panels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"article_nr" varchar,
  	"icon" "enum__catalogue_v_version_multi_panels_icon",
  	"image" "enum__catalogue_v_version_multi_panels_image",
  	"in_menu" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_catalogue_v_version_multi_panels_locales" (
  	"name" varchar,
  	"description" varchar,
  	"additional_info" varchar,
  	"marker_info" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_catalogue_v_version_saliva_substances" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"single_panel" varchar,
  	"cut_off_ng_ml" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_catalogue_v_version_manipulation_control_markers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum__catalogue_v_version_manipulation_control_markers_key",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_catalogue_v_version_manipulation_control_markers_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_catalogue_features_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_catalogue_feature_kind" DEFAULT 'text',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_catalogue_features_v_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_catalogue_self_tests_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"article_nr" varchar,
  	"result_minutes" numeric,
  	"icon" "enum__catalogue_self_tests_v_icon",
  	"image" "enum__catalogue_self_tests_v_image",
  	"in_menu" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_catalogue_self_tests_v_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_catalogue_families_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum__catalogue_families_v_key",
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_catalogue_families_v_locales" (
  	"badge" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_catalogue_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_saliva_article_nr" varchar,
  	"version_saliva_icon" "enum__catalogue_v_version_saliva_icon",
  	"version_saliva_image" "enum__catalogue_v_version_saliva_image",
  	"version_saliva_in_menu" boolean DEFAULT false,
  	"version_manipulation_control_article_nr" varchar,
  	"version_manipulation_control_icon" "enum__catalogue_v_version_manipulation_control_icon",
  	"version_manipulation_control_image" "enum__catalogue_v_version_manipulation_control_image",
  	"version_manipulation_control_in_menu" boolean DEFAULT false,
  	"version__status" "enum__catalogue_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__catalogue_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_catalogue_v_locales" (
  	"version_saliva_name" varchar,
  	"version_saliva_description" varchar,
  	"version_saliva_menu_name" varchar,
  	"version_manipulation_control_name" varchar,
  	"version_manipulation_control_description" varchar,
  	"version_manipulation_control_explanation" varchar,
  	"version_manipulation_control_caveat" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "catalogue_single_panels" ADD CONSTRAINT "catalogue_single_panels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_single_panels_locales" ADD CONSTRAINT "catalogue_single_panels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_single_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_multi_panels_substances" ADD CONSTRAINT "catalogue_multi_panels_substances_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_multi_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_multi_panels" ADD CONSTRAINT "catalogue_multi_panels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_multi_panels_locales" ADD CONSTRAINT "catalogue_multi_panels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_multi_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_saliva_substances" ADD CONSTRAINT "catalogue_saliva_substances_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_manipulation_control_markers" ADD CONSTRAINT "catalogue_manipulation_control_markers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_manipulation_control_markers_locales" ADD CONSTRAINT "catalogue_manipulation_control_markers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_manipulation_control_markers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_features" ADD CONSTRAINT "catalogue_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_self_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_features_locales" ADD CONSTRAINT "catalogue_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_self_tests" ADD CONSTRAINT "catalogue_self_tests_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_families"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_self_tests_locales" ADD CONSTRAINT "catalogue_self_tests_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_self_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_families" ADD CONSTRAINT "catalogue_families_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_families_locales" ADD CONSTRAINT "catalogue_families_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_families"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_locales" ADD CONSTRAINT "catalogue_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_v_version_single_panels" ADD CONSTRAINT "_catalogue_v_version_single_panels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_v_version_single_panels_locales" ADD CONSTRAINT "_catalogue_v_version_single_panels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_v_version_single_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_v_version_multi_panels_substances" ADD CONSTRAINT "_catalogue_v_version_multi_panels_substances_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_v_version_multi_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_v_version_multi_panels" ADD CONSTRAINT "_catalogue_v_version_multi_panels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_v_version_multi_panels_locales" ADD CONSTRAINT "_catalogue_v_version_multi_panels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_v_version_multi_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_v_version_saliva_substances" ADD CONSTRAINT "_catalogue_v_version_saliva_substances_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_v_version_manipulation_control_markers" ADD CONSTRAINT "_catalogue_v_version_manipulation_control_markers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_v_version_manipulation_control_markers_locales" ADD CONSTRAINT "_catalogue_v_version_manipulation_control_markers_locales_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_v_version_manipulation_control_markers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_features_v" ADD CONSTRAINT "_catalogue_features_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_self_tests_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_features_v_locales" ADD CONSTRAINT "_catalogue_features_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_self_tests_v" ADD CONSTRAINT "_catalogue_self_tests_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_families_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_self_tests_v_locales" ADD CONSTRAINT "_catalogue_self_tests_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_self_tests_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_families_v" ADD CONSTRAINT "_catalogue_families_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_families_v_locales" ADD CONSTRAINT "_catalogue_families_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_families_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_v_locales" ADD CONSTRAINT "_catalogue_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_catalogue_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "catalogue_single_panels_order_idx" ON "catalogue_single_panels" USING btree ("_order");
  CREATE INDEX "catalogue_single_panels_parent_id_idx" ON "catalogue_single_panels" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "catalogue_single_panels_locales_locale_parent_id_unique" ON "catalogue_single_panels_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "catalogue_multi_panels_substances_order_idx" ON "catalogue_multi_panels_substances" USING btree ("_order");
  CREATE INDEX "catalogue_multi_panels_substances_parent_id_idx" ON "catalogue_multi_panels_substances" USING btree ("_parent_id");
  CREATE INDEX "catalogue_multi_panels_order_idx" ON "catalogue_multi_panels" USING btree ("_order");
  CREATE INDEX "catalogue_multi_panels_parent_id_idx" ON "catalogue_multi_panels" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "catalogue_multi_panels_locales_locale_parent_id_unique" ON "catalogue_multi_panels_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "catalogue_saliva_substances_order_idx" ON "catalogue_saliva_substances" USING btree ("_order");
  CREATE INDEX "catalogue_saliva_substances_parent_id_idx" ON "catalogue_saliva_substances" USING btree ("_parent_id");
  CREATE INDEX "catalogue_manipulation_control_markers_order_idx" ON "catalogue_manipulation_control_markers" USING btree ("_order");
  CREATE INDEX "catalogue_manipulation_control_markers_parent_id_idx" ON "catalogue_manipulation_control_markers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "catalogue_manipulation_control_markers_locales_locale_parent" ON "catalogue_manipulation_control_markers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "catalogue_features_order_idx" ON "catalogue_features" USING btree ("_order");
  CREATE INDEX "catalogue_features_parent_id_idx" ON "catalogue_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "catalogue_features_locales_locale_parent_id_unique" ON "catalogue_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "catalogue_self_tests_order_idx" ON "catalogue_self_tests" USING btree ("_order");
  CREATE INDEX "catalogue_self_tests_parent_id_idx" ON "catalogue_self_tests" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "catalogue_self_tests_locales_locale_parent_id_unique" ON "catalogue_self_tests_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "catalogue_families_order_idx" ON "catalogue_families" USING btree ("_order");
  CREATE INDEX "catalogue_families_parent_id_idx" ON "catalogue_families" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "catalogue_families_locales_locale_parent_id_unique" ON "catalogue_families_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "catalogue__status_idx" ON "catalogue" USING btree ("_status");
  CREATE UNIQUE INDEX "catalogue_locales_locale_parent_id_unique" ON "catalogue_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_catalogue_v_version_single_panels_order_idx" ON "_catalogue_v_version_single_panels" USING btree ("_order");
  CREATE INDEX "_catalogue_v_version_single_panels_parent_id_idx" ON "_catalogue_v_version_single_panels" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_catalogue_v_version_single_panels_locales_locale_parent_id_" ON "_catalogue_v_version_single_panels_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_catalogue_v_version_multi_panels_substances_order_idx" ON "_catalogue_v_version_multi_panels_substances" USING btree ("_order");
  CREATE INDEX "_catalogue_v_version_multi_panels_substances_parent_id_idx" ON "_catalogue_v_version_multi_panels_substances" USING btree ("_parent_id");
  CREATE INDEX "_catalogue_v_version_multi_panels_order_idx" ON "_catalogue_v_version_multi_panels" USING btree ("_order");
  CREATE INDEX "_catalogue_v_version_multi_panels_parent_id_idx" ON "_catalogue_v_version_multi_panels" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_catalogue_v_version_multi_panels_locales_locale_parent_id_u" ON "_catalogue_v_version_multi_panels_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_catalogue_v_version_saliva_substances_order_idx" ON "_catalogue_v_version_saliva_substances" USING btree ("_order");
  CREATE INDEX "_catalogue_v_version_saliva_substances_parent_id_idx" ON "_catalogue_v_version_saliva_substances" USING btree ("_parent_id");
  CREATE INDEX "_catalogue_v_version_manipulation_control_markers_order_idx" ON "_catalogue_v_version_manipulation_control_markers" USING btree ("_order");
  CREATE INDEX "_catalogue_v_version_manipulation_control_markers_parent_id_idx" ON "_catalogue_v_version_manipulation_control_markers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_catalogue_v_version_manipulation_control_markers_locales_lo" ON "_catalogue_v_version_manipulation_control_markers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_catalogue_features_v_order_idx" ON "_catalogue_features_v" USING btree ("_order");
  CREATE INDEX "_catalogue_features_v_parent_id_idx" ON "_catalogue_features_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_catalogue_features_v_locales_locale_parent_id_unique" ON "_catalogue_features_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_catalogue_self_tests_v_order_idx" ON "_catalogue_self_tests_v" USING btree ("_order");
  CREATE INDEX "_catalogue_self_tests_v_parent_id_idx" ON "_catalogue_self_tests_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_catalogue_self_tests_v_locales_locale_parent_id_unique" ON "_catalogue_self_tests_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_catalogue_families_v_order_idx" ON "_catalogue_families_v" USING btree ("_order");
  CREATE INDEX "_catalogue_families_v_parent_id_idx" ON "_catalogue_families_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_catalogue_families_v_locales_locale_parent_id_unique" ON "_catalogue_families_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_catalogue_v_version_version__status_idx" ON "_catalogue_v" USING btree ("version__status");
  CREATE INDEX "_catalogue_v_created_at_idx" ON "_catalogue_v" USING btree ("created_at");
  CREATE INDEX "_catalogue_v_updated_at_idx" ON "_catalogue_v" USING btree ("updated_at");
  CREATE INDEX "_catalogue_v_snapshot_idx" ON "_catalogue_v" USING btree ("snapshot");
  CREATE INDEX "_catalogue_v_published_locale_idx" ON "_catalogue_v" USING btree ("published_locale");
  CREATE INDEX "_catalogue_v_latest_idx" ON "_catalogue_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_catalogue_v_locales_locale_parent_id_unique" ON "_catalogue_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "catalogue_single_panels" CASCADE;
  DROP TABLE "catalogue_single_panels_locales" CASCADE;
  DROP TABLE "catalogue_multi_panels_substances" CASCADE;
  DROP TABLE "catalogue_multi_panels" CASCADE;
  DROP TABLE "catalogue_multi_panels_locales" CASCADE;
  DROP TABLE "catalogue_saliva_substances" CASCADE;
  DROP TABLE "catalogue_manipulation_control_markers" CASCADE;
  DROP TABLE "catalogue_manipulation_control_markers_locales" CASCADE;
  DROP TABLE "catalogue_features" CASCADE;
  DROP TABLE "catalogue_features_locales" CASCADE;
  DROP TABLE "catalogue_self_tests" CASCADE;
  DROP TABLE "catalogue_self_tests_locales" CASCADE;
  DROP TABLE "catalogue_families" CASCADE;
  DROP TABLE "catalogue_families_locales" CASCADE;
  DROP TABLE "catalogue" CASCADE;
  DROP TABLE "catalogue_locales" CASCADE;
  DROP TABLE "_catalogue_v_version_single_panels" CASCADE;
  DROP TABLE "_catalogue_v_version_single_panels_locales" CASCADE;
  DROP TABLE "_catalogue_v_version_multi_panels_substances" CASCADE;
  DROP TABLE "_catalogue_v_version_multi_panels" CASCADE;
  DROP TABLE "_catalogue_v_version_multi_panels_locales" CASCADE;
  DROP TABLE "_catalogue_v_version_saliva_substances" CASCADE;
  DROP TABLE "_catalogue_v_version_manipulation_control_markers" CASCADE;
  DROP TABLE "_catalogue_v_version_manipulation_control_markers_locales" CASCADE;
  DROP TABLE "_catalogue_features_v" CASCADE;
  DROP TABLE "_catalogue_features_v_locales" CASCADE;
  DROP TABLE "_catalogue_self_tests_v" CASCADE;
  DROP TABLE "_catalogue_self_tests_v_locales" CASCADE;
  DROP TABLE "_catalogue_families_v" CASCADE;
  DROP TABLE "_catalogue_families_v_locales" CASCADE;
  DROP TABLE "_catalogue_v" CASCADE;
  DROP TABLE "_catalogue_v_locales" CASCADE;
  DROP TYPE "public"."enum_catalogue_single_panels_group";
  DROP TYPE "public"."enum_catalogue_single_panels_icon";
  DROP TYPE "public"."enum_catalogue_single_panels_image";
  DROP TYPE "public"."enum_catalogue_multi_panels_icon";
  DROP TYPE "public"."enum_catalogue_multi_panels_image";
  DROP TYPE "public"."enum_catalogue_manipulation_control_markers_key";
  DROP TYPE "public"."enum_catalogue_feature_kind";
  DROP TYPE "public"."enum_catalogue_self_tests_icon";
  DROP TYPE "public"."enum_catalogue_self_tests_image";
  DROP TYPE "public"."enum_catalogue_families_key";
  DROP TYPE "public"."enum_catalogue_saliva_icon";
  DROP TYPE "public"."enum_catalogue_saliva_image";
  DROP TYPE "public"."enum_catalogue_manipulation_control_icon";
  DROP TYPE "public"."enum_catalogue_manipulation_control_image";
  DROP TYPE "public"."enum_catalogue_status";
  DROP TYPE "public"."enum__catalogue_v_version_single_panels_group";
  DROP TYPE "public"."enum__catalogue_v_version_single_panels_icon";
  DROP TYPE "public"."enum__catalogue_v_version_single_panels_image";
  DROP TYPE "public"."enum__catalogue_v_version_multi_panels_icon";
  DROP TYPE "public"."enum__catalogue_v_version_multi_panels_image";
  DROP TYPE "public"."enum__catalogue_v_version_manipulation_control_markers_key";
  DROP TYPE "public"."enum__catalogue_self_tests_v_icon";
  DROP TYPE "public"."enum__catalogue_self_tests_v_image";
  DROP TYPE "public"."enum__catalogue_families_v_key";
  DROP TYPE "public"."enum__catalogue_v_version_saliva_icon";
  DROP TYPE "public"."enum__catalogue_v_version_saliva_image";
  DROP TYPE "public"."enum__catalogue_v_version_manipulation_control_icon";
  DROP TYPE "public"."enum__catalogue_v_version_manipulation_control_image";
  DROP TYPE "public"."enum__catalogue_v_version_status";
  DROP TYPE "public"."enum__catalogue_v_published_locale";`)
}
