import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_figures_hero_actions_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum_pages_blocks_figures_hero_badge_icon" AS ENUM('activity', 'alert', 'award', 'baby', 'badge', 'beaker', 'book', 'briefcase', 'building', 'calendar-check', 'chart-up', 'check', 'clipboard-check', 'clock', 'code', 'database', 'droplet', 'file-text', 'flask', 'gauge', 'graduation-cap', 'hard-hat', 'dumbbell', 'globe', 'hand-heart', 'handshake', 'heart', 'heart-handshake', 'hospital', 'house', 'landmark', 'layers', 'mail', 'map-pin', 'lock', 'message', 'microscope', 'network', 'newspaper', 'phone', 'pill', 'scan', 'search-check', 'shield', 'shuffle', 'smartphone', 'laptop', 'leaf', 'lightbulb', 'piggy-bank', 'rocket', 'scale', 'sparkles', 'stethoscope', 'target', 'timer', 'trending', 'cycle', 'truck', 'user-check', 'users', 'video', 'wallet');
  CREATE TYPE "public"."enum_pages_blocks_figures_hero_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/resources/whitepapers', '/products', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind');
  CREATE TYPE "public"."enum_pages_blocks_figure_cards_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_financial_plan_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_market_sizes_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_initiatives_items_icon" AS ENUM('activity', 'alert', 'award', 'baby', 'badge', 'beaker', 'book', 'briefcase', 'building', 'calendar-check', 'chart-up', 'check', 'clipboard-check', 'clock', 'code', 'database', 'droplet', 'file-text', 'flask', 'gauge', 'graduation-cap', 'hard-hat', 'dumbbell', 'globe', 'hand-heart', 'handshake', 'heart', 'heart-handshake', 'hospital', 'house', 'landmark', 'layers', 'mail', 'map-pin', 'lock', 'message', 'microscope', 'network', 'newspaper', 'phone', 'pill', 'scan', 'search-check', 'shield', 'shuffle', 'smartphone', 'laptop', 'leaf', 'lightbulb', 'piggy-bank', 'rocket', 'scale', 'sparkles', 'stethoscope', 'target', 'timer', 'trending', 'cycle', 'truck', 'user-check', 'users', 'video', 'wallet');
  CREATE TYPE "public"."enum_pages_blocks_initiatives_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_traction_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_timeline_items_status" AS ENUM('achieved', 'planned');
  CREATE TYPE "public"."enum_pages_blocks_timeline_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_risk_matrix_items_likelihood" AS ENUM('low', 'medium', 'high');
  CREATE TYPE "public"."enum_pages_blocks_risk_matrix_items_impact" AS ENUM('low', 'medium', 'high');
  CREATE TYPE "public"."enum_pages_blocks_risk_matrix_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_investment_terms_actions_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum_pages_blocks_investment_terms_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_figures_hero_actions_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum__pages_v_blocks_figures_hero_badge_icon" AS ENUM('activity', 'alert', 'award', 'baby', 'badge', 'beaker', 'book', 'briefcase', 'building', 'calendar-check', 'chart-up', 'check', 'clipboard-check', 'clock', 'code', 'database', 'droplet', 'file-text', 'flask', 'gauge', 'graduation-cap', 'hard-hat', 'dumbbell', 'globe', 'hand-heart', 'handshake', 'heart', 'heart-handshake', 'hospital', 'house', 'landmark', 'layers', 'mail', 'map-pin', 'lock', 'message', 'microscope', 'network', 'newspaper', 'phone', 'pill', 'scan', 'search-check', 'shield', 'shuffle', 'smartphone', 'laptop', 'leaf', 'lightbulb', 'piggy-bank', 'rocket', 'scale', 'sparkles', 'stethoscope', 'target', 'timer', 'trending', 'cycle', 'truck', 'user-check', 'users', 'video', 'wallet');
  CREATE TYPE "public"."enum__pages_v_blocks_figures_hero_scene" AS ENUM('/solutions', '/solutions/workplace', '/solutions/healthcare', '/solutions/public-sector', '/solutions/education', '/contact', '/for-employers', '/for-healthcare', '/innovative-healthcare', '/about', '/careers', '/news', '/investors', '/resources/compliance-checklist', '/resources/whitepapers', '/products', '/products/instaclear', '/products/circular-testing', '/products/vdt', '/products/hair-analysis', '/products/instacheck', '/products/instafind');
  CREATE TYPE "public"."enum__pages_v_blocks_figure_cards_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_financial_plan_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_market_sizes_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_initiatives_items_icon" AS ENUM('activity', 'alert', 'award', 'baby', 'badge', 'beaker', 'book', 'briefcase', 'building', 'calendar-check', 'chart-up', 'check', 'clipboard-check', 'clock', 'code', 'database', 'droplet', 'file-text', 'flask', 'gauge', 'graduation-cap', 'hard-hat', 'dumbbell', 'globe', 'hand-heart', 'handshake', 'heart', 'heart-handshake', 'hospital', 'house', 'landmark', 'layers', 'mail', 'map-pin', 'lock', 'message', 'microscope', 'network', 'newspaper', 'phone', 'pill', 'scan', 'search-check', 'shield', 'shuffle', 'smartphone', 'laptop', 'leaf', 'lightbulb', 'piggy-bank', 'rocket', 'scale', 'sparkles', 'stethoscope', 'target', 'timer', 'trending', 'cycle', 'truck', 'user-check', 'users', 'video', 'wallet');
  CREATE TYPE "public"."enum__pages_v_blocks_initiatives_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_traction_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_timeline_items_status" AS ENUM('achieved', 'planned');
  CREATE TYPE "public"."enum__pages_v_blocks_timeline_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_risk_matrix_items_likelihood" AS ENUM('low', 'medium', 'high');
  CREATE TYPE "public"."enum__pages_v_blocks_risk_matrix_items_impact" AS ENUM('low', 'medium', 'high');
  CREATE TYPE "public"."enum__pages_v_blocks_risk_matrix_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_investment_terms_actions_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum__pages_v_blocks_investment_terms_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TABLE "pages_blocks_figures_hero_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_figures_hero_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"detail" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_figures_hero_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"variant" "enum_pages_blocks_figures_hero_actions_variant" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_figures_hero_actions_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_figures_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"badge_icon" "enum_pages_blocks_figures_hero_badge_icon",
  	"scene" "enum_pages_blocks_figures_hero_scene",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_figures_hero_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"figures_label" varchar,
  	"download_label" varchar,
  	"download_format" varchar,
  	"download_href" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_disclaimer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_disclaimer_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_figure_cards_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_figure_cards_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"detail" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_figure_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_figure_cards_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_figure_cards_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_financial_plan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_financial_plan_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_financial_plan_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"table_caption" varchar,
  	"columns_year" varchar,
  	"columns_revenue" varchar,
  	"columns_growth" varchar,
  	"columns_ebitda" varchar,
  	"columns_margin" varchar,
  	"no_margin" varchar,
  	"chart_caption" varchar,
  	"chart_table_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_market_sizes_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_market_sizes_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_market_sizes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_market_sizes_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_market_sizes_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"chart_caption" varchar,
  	"columns_market" varchar,
  	"columns_size" varchar,
  	"regions_nordic" varchar,
  	"regions_dach" varchar,
  	"regions_uk" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_initiatives_items_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_initiatives_items_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_initiatives_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_initiatives_items_icon"
  );
  
  CREATE TABLE "pages_blocks_initiatives_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_initiatives" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_initiatives_tone" DEFAULT 'brand',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_initiatives_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"carousel_label" varchar,
  	"carousel_previous" varchar,
  	"carousel_next" varchar,
  	"announcements_slide" varchar,
  	"announcements_change" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_traction_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_traction_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_traction_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_traction_partners_locales" (
  	"name" varchar,
  	"kind" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_traction" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_traction_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_traction_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"partners_title" varchar,
  	"certifications_label" varchar,
  	"certifications_iso" varchar,
  	"certifications_ce" varchar,
  	"iso_explanation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"status" "enum_pages_blocks_timeline_items_status" DEFAULT 'planned'
  );
  
  CREATE TABLE "pages_blocks_timeline_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_timeline_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_timeline_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"status_achieved" varchar,
  	"status_planned" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_risk_matrix_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"likelihood" "enum_pages_blocks_risk_matrix_items_likelihood" DEFAULT 'medium',
  	"impact" "enum_pages_blocks_risk_matrix_items_impact" DEFAULT 'medium'
  );
  
  CREATE TABLE "pages_blocks_risk_matrix_items_locales" (
  	"name" varchar,
  	"mitigation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_risk_matrix" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_risk_matrix_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_risk_matrix_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"matrix_caption" varchar,
  	"matrix_likelihood" varchar,
  	"matrix_impact" varchar,
  	"matrix_no_risks" varchar,
  	"levels_low" varchar,
  	"levels_medium" varchar,
  	"levels_high" varchar,
  	"ratings_red" varchar,
  	"ratings_orange" varchar,
  	"ratings_yellow" varchar,
  	"ratings_green" varchar,
  	"table_caption" varchar,
  	"columns_risk" varchar,
  	"columns_likelihood" varchar,
  	"columns_impact" varchar,
  	"columns_rating" varchar,
  	"columns_mitigation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_investment_terms_terms" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_investment_terms_terms_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_investment_terms_safeguards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_investment_terms_safeguards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_investment_terms_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"variant" "enum_pages_blocks_investment_terms_actions_variant" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_investment_terms_actions_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_investment_terms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_investment_terms_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_investment_terms_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"terms_title" varchar,
  	"use_of_funds_title" varchar,
  	"use_of_funds_caption" varchar,
  	"use_of_funds_category" varchar,
  	"use_of_funds_share" varchar,
  	"use_of_funds_it_development_label" varchar,
  	"use_of_funds_it_development_description" varchar,
  	"use_of_funds_nordic_expansion_label" varchar,
  	"use_of_funds_nordic_expansion_description" varchar,
  	"use_of_funds_research_development_label" varchar,
  	"use_of_funds_research_development_description" varchar,
  	"use_of_funds_regulatory_label" varchar,
  	"use_of_funds_regulatory_description" varchar,
  	"safeguards_title" varchar,
  	"download_label" varchar,
  	"download_format" varchar,
  	"download_href" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_figures_hero_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_figures_hero_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"detail" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_figures_hero_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"variant" "enum__pages_v_blocks_figures_hero_actions_variant" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_figures_hero_actions_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_figures_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"badge_icon" "enum__pages_v_blocks_figures_hero_badge_icon",
  	"scene" "enum__pages_v_blocks_figures_hero_scene",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_figures_hero_locales" (
  	"badge" varchar,
  	"title" varchar,
  	"description" varchar,
  	"figures_label" varchar,
  	"download_label" varchar,
  	"download_format" varchar,
  	"download_href" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_disclaimer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_disclaimer_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_figure_cards_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_figure_cards_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"detail" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_figure_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_figure_cards_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_figure_cards_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_financial_plan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_financial_plan_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_financial_plan_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"table_caption" varchar,
  	"columns_year" varchar,
  	"columns_revenue" varchar,
  	"columns_growth" varchar,
  	"columns_ebitda" varchar,
  	"columns_margin" varchar,
  	"no_margin" varchar,
  	"chart_caption" varchar,
  	"chart_table_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_market_sizes_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_market_sizes_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_market_sizes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_market_sizes_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_market_sizes_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"chart_caption" varchar,
  	"columns_market" varchar,
  	"columns_size" varchar,
  	"regions_nordic" varchar,
  	"regions_dach" varchar,
  	"regions_uk" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_initiatives_items_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_initiatives_items_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_initiatives_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_initiatives_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_initiatives_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_initiatives" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_initiatives_tone" DEFAULT 'brand',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_initiatives_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"carousel_label" varchar,
  	"carousel_previous" varchar,
  	"carousel_next" varchar,
  	"announcements_slide" varchar,
  	"announcements_change" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_traction_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_traction_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_traction_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_traction_partners_locales" (
  	"name" varchar,
  	"kind" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_traction" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_traction_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_traction_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"partners_title" varchar,
  	"certifications_label" varchar,
  	"certifications_iso" varchar,
  	"certifications_ce" varchar,
  	"iso_explanation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_timeline_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"status" "enum__pages_v_blocks_timeline_items_status" DEFAULT 'planned',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_timeline_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_timeline_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_timeline_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"status_achieved" varchar,
  	"status_planned" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_risk_matrix_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"likelihood" "enum__pages_v_blocks_risk_matrix_items_likelihood" DEFAULT 'medium',
  	"impact" "enum__pages_v_blocks_risk_matrix_items_impact" DEFAULT 'medium',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_risk_matrix_items_locales" (
  	"name" varchar,
  	"mitigation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_risk_matrix" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_risk_matrix_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_risk_matrix_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"matrix_caption" varchar,
  	"matrix_likelihood" varchar,
  	"matrix_impact" varchar,
  	"matrix_no_risks" varchar,
  	"levels_low" varchar,
  	"levels_medium" varchar,
  	"levels_high" varchar,
  	"ratings_red" varchar,
  	"ratings_orange" varchar,
  	"ratings_yellow" varchar,
  	"ratings_green" varchar,
  	"table_caption" varchar,
  	"columns_risk" varchar,
  	"columns_likelihood" varchar,
  	"columns_impact" varchar,
  	"columns_rating" varchar,
  	"columns_mitigation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_investment_terms_terms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_investment_terms_terms_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_investment_terms_safeguards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_investment_terms_safeguards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_investment_terms_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"variant" "enum__pages_v_blocks_investment_terms_actions_variant" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_investment_terms_actions_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_investment_terms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_investment_terms_tone" DEFAULT 'white',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_investment_terms_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"terms_title" varchar,
  	"use_of_funds_title" varchar,
  	"use_of_funds_caption" varchar,
  	"use_of_funds_category" varchar,
  	"use_of_funds_share" varchar,
  	"use_of_funds_it_development_label" varchar,
  	"use_of_funds_it_development_description" varchar,
  	"use_of_funds_nordic_expansion_label" varchar,
  	"use_of_funds_nordic_expansion_description" varchar,
  	"use_of_funds_research_development_label" varchar,
  	"use_of_funds_research_development_description" varchar,
  	"use_of_funds_regulatory_label" varchar,
  	"use_of_funds_regulatory_description" varchar,
  	"safeguards_title" varchar,
  	"download_label" varchar,
  	"download_format" varchar,
  	"download_href" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_figures_hero_figures" ADD CONSTRAINT "pages_blocks_figures_hero_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_figures_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figures_hero_figures_locales" ADD CONSTRAINT "pages_blocks_figures_hero_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_figures_hero_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figures_hero_actions" ADD CONSTRAINT "pages_blocks_figures_hero_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_figures_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figures_hero_actions_locales" ADD CONSTRAINT "pages_blocks_figures_hero_actions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_figures_hero_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figures_hero" ADD CONSTRAINT "pages_blocks_figures_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figures_hero_locales" ADD CONSTRAINT "pages_blocks_figures_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_figures_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_disclaimer" ADD CONSTRAINT "pages_blocks_disclaimer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_disclaimer_locales" ADD CONSTRAINT "pages_blocks_disclaimer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_disclaimer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figure_cards_figures" ADD CONSTRAINT "pages_blocks_figure_cards_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_figure_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figure_cards_figures_locales" ADD CONSTRAINT "pages_blocks_figure_cards_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_figure_cards_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figure_cards" ADD CONSTRAINT "pages_blocks_figure_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figure_cards_locales" ADD CONSTRAINT "pages_blocks_figure_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_figure_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_financial_plan" ADD CONSTRAINT "pages_blocks_financial_plan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_financial_plan_locales" ADD CONSTRAINT "pages_blocks_financial_plan_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_financial_plan"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_market_sizes_figures" ADD CONSTRAINT "pages_blocks_market_sizes_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_market_sizes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_market_sizes_figures_locales" ADD CONSTRAINT "pages_blocks_market_sizes_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_market_sizes_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_market_sizes" ADD CONSTRAINT "pages_blocks_market_sizes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_market_sizes_locales" ADD CONSTRAINT "pages_blocks_market_sizes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_market_sizes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_initiatives_items_highlights" ADD CONSTRAINT "pages_blocks_initiatives_items_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_initiatives_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_initiatives_items_highlights_locales" ADD CONSTRAINT "pages_blocks_initiatives_items_highlights_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_initiatives_items_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_initiatives_items" ADD CONSTRAINT "pages_blocks_initiatives_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_initiatives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_initiatives_items_locales" ADD CONSTRAINT "pages_blocks_initiatives_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_initiatives_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_initiatives" ADD CONSTRAINT "pages_blocks_initiatives_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_initiatives_locales" ADD CONSTRAINT "pages_blocks_initiatives_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_initiatives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_traction_figures" ADD CONSTRAINT "pages_blocks_traction_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_traction"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_traction_figures_locales" ADD CONSTRAINT "pages_blocks_traction_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_traction_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_traction_partners" ADD CONSTRAINT "pages_blocks_traction_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_traction"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_traction_partners_locales" ADD CONSTRAINT "pages_blocks_traction_partners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_traction_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_traction" ADD CONSTRAINT "pages_blocks_traction_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_traction_locales" ADD CONSTRAINT "pages_blocks_traction_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_traction"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_timeline_items" ADD CONSTRAINT "pages_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_timeline_items_locales" ADD CONSTRAINT "pages_blocks_timeline_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_timeline_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_timeline" ADD CONSTRAINT "pages_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_timeline_locales" ADD CONSTRAINT "pages_blocks_timeline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_risk_matrix_items" ADD CONSTRAINT "pages_blocks_risk_matrix_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_risk_matrix"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_risk_matrix_items_locales" ADD CONSTRAINT "pages_blocks_risk_matrix_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_risk_matrix_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_risk_matrix" ADD CONSTRAINT "pages_blocks_risk_matrix_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_risk_matrix_locales" ADD CONSTRAINT "pages_blocks_risk_matrix_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_risk_matrix"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_investment_terms_terms" ADD CONSTRAINT "pages_blocks_investment_terms_terms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_investment_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_investment_terms_terms_locales" ADD CONSTRAINT "pages_blocks_investment_terms_terms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_investment_terms_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_investment_terms_safeguards" ADD CONSTRAINT "pages_blocks_investment_terms_safeguards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_investment_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_investment_terms_safeguards_locales" ADD CONSTRAINT "pages_blocks_investment_terms_safeguards_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_investment_terms_safeguards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_investment_terms_actions" ADD CONSTRAINT "pages_blocks_investment_terms_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_investment_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_investment_terms_actions_locales" ADD CONSTRAINT "pages_blocks_investment_terms_actions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_investment_terms_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_investment_terms" ADD CONSTRAINT "pages_blocks_investment_terms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_investment_terms_locales" ADD CONSTRAINT "pages_blocks_investment_terms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_investment_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figures_hero_figures" ADD CONSTRAINT "_pages_v_blocks_figures_hero_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figures_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figures_hero_figures_locales" ADD CONSTRAINT "_pages_v_blocks_figures_hero_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figures_hero_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figures_hero_actions" ADD CONSTRAINT "_pages_v_blocks_figures_hero_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figures_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figures_hero_actions_locales" ADD CONSTRAINT "_pages_v_blocks_figures_hero_actions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figures_hero_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figures_hero" ADD CONSTRAINT "_pages_v_blocks_figures_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figures_hero_locales" ADD CONSTRAINT "_pages_v_blocks_figures_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figures_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_disclaimer" ADD CONSTRAINT "_pages_v_blocks_disclaimer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_disclaimer_locales" ADD CONSTRAINT "_pages_v_blocks_disclaimer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_disclaimer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figure_cards_figures" ADD CONSTRAINT "_pages_v_blocks_figure_cards_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figure_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figure_cards_figures_locales" ADD CONSTRAINT "_pages_v_blocks_figure_cards_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figure_cards_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figure_cards" ADD CONSTRAINT "_pages_v_blocks_figure_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figure_cards_locales" ADD CONSTRAINT "_pages_v_blocks_figure_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figure_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_financial_plan" ADD CONSTRAINT "_pages_v_blocks_financial_plan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_financial_plan_locales" ADD CONSTRAINT "_pages_v_blocks_financial_plan_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_financial_plan"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_market_sizes_figures" ADD CONSTRAINT "_pages_v_blocks_market_sizes_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_market_sizes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_market_sizes_figures_locales" ADD CONSTRAINT "_pages_v_blocks_market_sizes_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_market_sizes_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_market_sizes" ADD CONSTRAINT "_pages_v_blocks_market_sizes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_market_sizes_locales" ADD CONSTRAINT "_pages_v_blocks_market_sizes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_market_sizes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_initiatives_items_highlights" ADD CONSTRAINT "_pages_v_blocks_initiatives_items_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_initiatives_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_initiatives_items_highlights_locales" ADD CONSTRAINT "_pages_v_blocks_initiatives_items_highlights_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_initiatives_items_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_initiatives_items" ADD CONSTRAINT "_pages_v_blocks_initiatives_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_initiatives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_initiatives_items_locales" ADD CONSTRAINT "_pages_v_blocks_initiatives_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_initiatives_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_initiatives" ADD CONSTRAINT "_pages_v_blocks_initiatives_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_initiatives_locales" ADD CONSTRAINT "_pages_v_blocks_initiatives_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_initiatives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_traction_figures" ADD CONSTRAINT "_pages_v_blocks_traction_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_traction"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_traction_figures_locales" ADD CONSTRAINT "_pages_v_blocks_traction_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_traction_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_traction_partners" ADD CONSTRAINT "_pages_v_blocks_traction_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_traction"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_traction_partners_locales" ADD CONSTRAINT "_pages_v_blocks_traction_partners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_traction_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_traction" ADD CONSTRAINT "_pages_v_blocks_traction_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_traction_locales" ADD CONSTRAINT "_pages_v_blocks_traction_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_traction"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_timeline_items" ADD CONSTRAINT "_pages_v_blocks_timeline_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_timeline_items_locales" ADD CONSTRAINT "_pages_v_blocks_timeline_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_timeline_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_timeline" ADD CONSTRAINT "_pages_v_blocks_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_timeline_locales" ADD CONSTRAINT "_pages_v_blocks_timeline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_timeline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_risk_matrix_items" ADD CONSTRAINT "_pages_v_blocks_risk_matrix_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_risk_matrix"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_risk_matrix_items_locales" ADD CONSTRAINT "_pages_v_blocks_risk_matrix_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_risk_matrix_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_risk_matrix" ADD CONSTRAINT "_pages_v_blocks_risk_matrix_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_risk_matrix_locales" ADD CONSTRAINT "_pages_v_blocks_risk_matrix_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_risk_matrix"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_investment_terms_terms" ADD CONSTRAINT "_pages_v_blocks_investment_terms_terms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_investment_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_investment_terms_terms_locales" ADD CONSTRAINT "_pages_v_blocks_investment_terms_terms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_investment_terms_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_investment_terms_safeguards" ADD CONSTRAINT "_pages_v_blocks_investment_terms_safeguards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_investment_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_investment_terms_safeguards_locales" ADD CONSTRAINT "_pages_v_blocks_investment_terms_safeguards_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_investment_terms_safeguards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_investment_terms_actions" ADD CONSTRAINT "_pages_v_blocks_investment_terms_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_investment_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_investment_terms_actions_locales" ADD CONSTRAINT "_pages_v_blocks_investment_terms_actions_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_investment_terms_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_investment_terms" ADD CONSTRAINT "_pages_v_blocks_investment_terms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_investment_terms_locales" ADD CONSTRAINT "_pages_v_blocks_investment_terms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_investment_terms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_figures_hero_figures_order_idx" ON "pages_blocks_figures_hero_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_figures_hero_figures_parent_id_idx" ON "pages_blocks_figures_hero_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_figures_hero_figures_locales_locale_parent_id_u" ON "pages_blocks_figures_hero_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_figures_hero_actions_order_idx" ON "pages_blocks_figures_hero_actions" USING btree ("_order");
  CREATE INDEX "pages_blocks_figures_hero_actions_parent_id_idx" ON "pages_blocks_figures_hero_actions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_figures_hero_actions_locales_locale_parent_id_u" ON "pages_blocks_figures_hero_actions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_figures_hero_order_idx" ON "pages_blocks_figures_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_figures_hero_parent_id_idx" ON "pages_blocks_figures_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_figures_hero_path_idx" ON "pages_blocks_figures_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_figures_hero_locales_locale_parent_id_unique" ON "pages_blocks_figures_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_disclaimer_order_idx" ON "pages_blocks_disclaimer" USING btree ("_order");
  CREATE INDEX "pages_blocks_disclaimer_parent_id_idx" ON "pages_blocks_disclaimer" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_disclaimer_path_idx" ON "pages_blocks_disclaimer" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_disclaimer_locales_locale_parent_id_unique" ON "pages_blocks_disclaimer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_figure_cards_figures_order_idx" ON "pages_blocks_figure_cards_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_figure_cards_figures_parent_id_idx" ON "pages_blocks_figure_cards_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_figure_cards_figures_locales_locale_parent_id_u" ON "pages_blocks_figure_cards_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_figure_cards_order_idx" ON "pages_blocks_figure_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_figure_cards_parent_id_idx" ON "pages_blocks_figure_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_figure_cards_path_idx" ON "pages_blocks_figure_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_figure_cards_locales_locale_parent_id_unique" ON "pages_blocks_figure_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_financial_plan_order_idx" ON "pages_blocks_financial_plan" USING btree ("_order");
  CREATE INDEX "pages_blocks_financial_plan_parent_id_idx" ON "pages_blocks_financial_plan" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_financial_plan_path_idx" ON "pages_blocks_financial_plan" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_financial_plan_locales_locale_parent_id_unique" ON "pages_blocks_financial_plan_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_market_sizes_figures_order_idx" ON "pages_blocks_market_sizes_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_market_sizes_figures_parent_id_idx" ON "pages_blocks_market_sizes_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_market_sizes_figures_locales_locale_parent_id_u" ON "pages_blocks_market_sizes_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_market_sizes_order_idx" ON "pages_blocks_market_sizes" USING btree ("_order");
  CREATE INDEX "pages_blocks_market_sizes_parent_id_idx" ON "pages_blocks_market_sizes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_market_sizes_path_idx" ON "pages_blocks_market_sizes" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_market_sizes_locales_locale_parent_id_unique" ON "pages_blocks_market_sizes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_initiatives_items_highlights_order_idx" ON "pages_blocks_initiatives_items_highlights" USING btree ("_order");
  CREATE INDEX "pages_blocks_initiatives_items_highlights_parent_id_idx" ON "pages_blocks_initiatives_items_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_initiatives_items_highlights_locales_locale_par" ON "pages_blocks_initiatives_items_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_initiatives_items_order_idx" ON "pages_blocks_initiatives_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_initiatives_items_parent_id_idx" ON "pages_blocks_initiatives_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_initiatives_items_locales_locale_parent_id_uniq" ON "pages_blocks_initiatives_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_initiatives_order_idx" ON "pages_blocks_initiatives" USING btree ("_order");
  CREATE INDEX "pages_blocks_initiatives_parent_id_idx" ON "pages_blocks_initiatives" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_initiatives_path_idx" ON "pages_blocks_initiatives" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_initiatives_locales_locale_parent_id_unique" ON "pages_blocks_initiatives_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_traction_figures_order_idx" ON "pages_blocks_traction_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_traction_figures_parent_id_idx" ON "pages_blocks_traction_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_traction_figures_locales_locale_parent_id_uniqu" ON "pages_blocks_traction_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_traction_partners_order_idx" ON "pages_blocks_traction_partners" USING btree ("_order");
  CREATE INDEX "pages_blocks_traction_partners_parent_id_idx" ON "pages_blocks_traction_partners" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_traction_partners_locales_locale_parent_id_uniq" ON "pages_blocks_traction_partners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_traction_order_idx" ON "pages_blocks_traction" USING btree ("_order");
  CREATE INDEX "pages_blocks_traction_parent_id_idx" ON "pages_blocks_traction" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_traction_path_idx" ON "pages_blocks_traction" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_traction_locales_locale_parent_id_unique" ON "pages_blocks_traction_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_timeline_items_order_idx" ON "pages_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_timeline_items_parent_id_idx" ON "pages_blocks_timeline_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_timeline_items_locales_locale_parent_id_unique" ON "pages_blocks_timeline_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_timeline_order_idx" ON "pages_blocks_timeline" USING btree ("_order");
  CREATE INDEX "pages_blocks_timeline_parent_id_idx" ON "pages_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_timeline_path_idx" ON "pages_blocks_timeline" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_timeline_locales_locale_parent_id_unique" ON "pages_blocks_timeline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_risk_matrix_items_order_idx" ON "pages_blocks_risk_matrix_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_risk_matrix_items_parent_id_idx" ON "pages_blocks_risk_matrix_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_risk_matrix_items_locales_locale_parent_id_uniq" ON "pages_blocks_risk_matrix_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_risk_matrix_order_idx" ON "pages_blocks_risk_matrix" USING btree ("_order");
  CREATE INDEX "pages_blocks_risk_matrix_parent_id_idx" ON "pages_blocks_risk_matrix" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_risk_matrix_path_idx" ON "pages_blocks_risk_matrix" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_risk_matrix_locales_locale_parent_id_unique" ON "pages_blocks_risk_matrix_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_investment_terms_terms_order_idx" ON "pages_blocks_investment_terms_terms" USING btree ("_order");
  CREATE INDEX "pages_blocks_investment_terms_terms_parent_id_idx" ON "pages_blocks_investment_terms_terms" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_investment_terms_terms_locales_locale_parent_id" ON "pages_blocks_investment_terms_terms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_investment_terms_safeguards_order_idx" ON "pages_blocks_investment_terms_safeguards" USING btree ("_order");
  CREATE INDEX "pages_blocks_investment_terms_safeguards_parent_id_idx" ON "pages_blocks_investment_terms_safeguards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_investment_terms_safeguards_locales_locale_pare" ON "pages_blocks_investment_terms_safeguards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_investment_terms_actions_order_idx" ON "pages_blocks_investment_terms_actions" USING btree ("_order");
  CREATE INDEX "pages_blocks_investment_terms_actions_parent_id_idx" ON "pages_blocks_investment_terms_actions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_investment_terms_actions_locales_locale_parent_" ON "pages_blocks_investment_terms_actions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_investment_terms_order_idx" ON "pages_blocks_investment_terms" USING btree ("_order");
  CREATE INDEX "pages_blocks_investment_terms_parent_id_idx" ON "pages_blocks_investment_terms" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_investment_terms_path_idx" ON "pages_blocks_investment_terms" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_investment_terms_locales_locale_parent_id_uniqu" ON "pages_blocks_investment_terms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_figures_hero_figures_order_idx" ON "_pages_v_blocks_figures_hero_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figures_hero_figures_parent_id_idx" ON "_pages_v_blocks_figures_hero_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_figures_hero_figures_locales_locale_parent_i" ON "_pages_v_blocks_figures_hero_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_figures_hero_actions_order_idx" ON "_pages_v_blocks_figures_hero_actions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figures_hero_actions_parent_id_idx" ON "_pages_v_blocks_figures_hero_actions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_figures_hero_actions_locales_locale_parent_i" ON "_pages_v_blocks_figures_hero_actions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_figures_hero_order_idx" ON "_pages_v_blocks_figures_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figures_hero_parent_id_idx" ON "_pages_v_blocks_figures_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_figures_hero_path_idx" ON "_pages_v_blocks_figures_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_figures_hero_locales_locale_parent_id_unique" ON "_pages_v_blocks_figures_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_disclaimer_order_idx" ON "_pages_v_blocks_disclaimer" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_disclaimer_parent_id_idx" ON "_pages_v_blocks_disclaimer" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_disclaimer_path_idx" ON "_pages_v_blocks_disclaimer" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_disclaimer_locales_locale_parent_id_unique" ON "_pages_v_blocks_disclaimer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_figure_cards_figures_order_idx" ON "_pages_v_blocks_figure_cards_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figure_cards_figures_parent_id_idx" ON "_pages_v_blocks_figure_cards_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_figure_cards_figures_locales_locale_parent_i" ON "_pages_v_blocks_figure_cards_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_figure_cards_order_idx" ON "_pages_v_blocks_figure_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figure_cards_parent_id_idx" ON "_pages_v_blocks_figure_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_figure_cards_path_idx" ON "_pages_v_blocks_figure_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_figure_cards_locales_locale_parent_id_unique" ON "_pages_v_blocks_figure_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_financial_plan_order_idx" ON "_pages_v_blocks_financial_plan" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_financial_plan_parent_id_idx" ON "_pages_v_blocks_financial_plan" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_financial_plan_path_idx" ON "_pages_v_blocks_financial_plan" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_financial_plan_locales_locale_parent_id_uniq" ON "_pages_v_blocks_financial_plan_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_market_sizes_figures_order_idx" ON "_pages_v_blocks_market_sizes_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_market_sizes_figures_parent_id_idx" ON "_pages_v_blocks_market_sizes_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_market_sizes_figures_locales_locale_parent_i" ON "_pages_v_blocks_market_sizes_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_market_sizes_order_idx" ON "_pages_v_blocks_market_sizes" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_market_sizes_parent_id_idx" ON "_pages_v_blocks_market_sizes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_market_sizes_path_idx" ON "_pages_v_blocks_market_sizes" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_market_sizes_locales_locale_parent_id_unique" ON "_pages_v_blocks_market_sizes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_initiatives_items_highlights_order_idx" ON "_pages_v_blocks_initiatives_items_highlights" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_initiatives_items_highlights_parent_id_idx" ON "_pages_v_blocks_initiatives_items_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_initiatives_items_highlights_locales_locale_" ON "_pages_v_blocks_initiatives_items_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_initiatives_items_order_idx" ON "_pages_v_blocks_initiatives_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_initiatives_items_parent_id_idx" ON "_pages_v_blocks_initiatives_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_initiatives_items_locales_locale_parent_id_u" ON "_pages_v_blocks_initiatives_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_initiatives_order_idx" ON "_pages_v_blocks_initiatives" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_initiatives_parent_id_idx" ON "_pages_v_blocks_initiatives" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_initiatives_path_idx" ON "_pages_v_blocks_initiatives" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_initiatives_locales_locale_parent_id_unique" ON "_pages_v_blocks_initiatives_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_traction_figures_order_idx" ON "_pages_v_blocks_traction_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_traction_figures_parent_id_idx" ON "_pages_v_blocks_traction_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_traction_figures_locales_locale_parent_id_un" ON "_pages_v_blocks_traction_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_traction_partners_order_idx" ON "_pages_v_blocks_traction_partners" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_traction_partners_parent_id_idx" ON "_pages_v_blocks_traction_partners" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_traction_partners_locales_locale_parent_id_u" ON "_pages_v_blocks_traction_partners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_traction_order_idx" ON "_pages_v_blocks_traction" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_traction_parent_id_idx" ON "_pages_v_blocks_traction" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_traction_path_idx" ON "_pages_v_blocks_traction" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_traction_locales_locale_parent_id_unique" ON "_pages_v_blocks_traction_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_timeline_items_order_idx" ON "_pages_v_blocks_timeline_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_timeline_items_parent_id_idx" ON "_pages_v_blocks_timeline_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_timeline_items_locales_locale_parent_id_uniq" ON "_pages_v_blocks_timeline_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_timeline_order_idx" ON "_pages_v_blocks_timeline" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_timeline_parent_id_idx" ON "_pages_v_blocks_timeline" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_timeline_path_idx" ON "_pages_v_blocks_timeline" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_timeline_locales_locale_parent_id_unique" ON "_pages_v_blocks_timeline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_risk_matrix_items_order_idx" ON "_pages_v_blocks_risk_matrix_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_risk_matrix_items_parent_id_idx" ON "_pages_v_blocks_risk_matrix_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_risk_matrix_items_locales_locale_parent_id_u" ON "_pages_v_blocks_risk_matrix_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_risk_matrix_order_idx" ON "_pages_v_blocks_risk_matrix" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_risk_matrix_parent_id_idx" ON "_pages_v_blocks_risk_matrix" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_risk_matrix_path_idx" ON "_pages_v_blocks_risk_matrix" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_risk_matrix_locales_locale_parent_id_unique" ON "_pages_v_blocks_risk_matrix_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_investment_terms_terms_order_idx" ON "_pages_v_blocks_investment_terms_terms" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_investment_terms_terms_parent_id_idx" ON "_pages_v_blocks_investment_terms_terms" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_investment_terms_terms_locales_locale_parent" ON "_pages_v_blocks_investment_terms_terms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_investment_terms_safeguards_order_idx" ON "_pages_v_blocks_investment_terms_safeguards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_investment_terms_safeguards_parent_id_idx" ON "_pages_v_blocks_investment_terms_safeguards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_investment_terms_safeguards_locales_locale_p" ON "_pages_v_blocks_investment_terms_safeguards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_investment_terms_actions_order_idx" ON "_pages_v_blocks_investment_terms_actions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_investment_terms_actions_parent_id_idx" ON "_pages_v_blocks_investment_terms_actions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_investment_terms_actions_locales_locale_pare" ON "_pages_v_blocks_investment_terms_actions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_investment_terms_order_idx" ON "_pages_v_blocks_investment_terms" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_investment_terms_parent_id_idx" ON "_pages_v_blocks_investment_terms" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_investment_terms_path_idx" ON "_pages_v_blocks_investment_terms" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_investment_terms_locales_locale_parent_id_un" ON "_pages_v_blocks_investment_terms_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "investor_figures" DROP COLUMN "proof_points_lab_avoidance_percent";
  ALTER TABLE "investor_figures" DROP COLUMN "proof_points_client_rating";
  ALTER TABLE "investor_figures" DROP COLUMN "proof_points_client_rating_scale";
  ALTER TABLE "_investor_figures_v" DROP COLUMN "version_proof_points_lab_avoidance_percent";
  ALTER TABLE "_investor_figures_v" DROP COLUMN "version_proof_points_client_rating";
  ALTER TABLE "_investor_figures_v" DROP COLUMN "version_proof_points_client_rating_scale";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_figures_hero_figures" CASCADE;
  DROP TABLE "pages_blocks_figures_hero_figures_locales" CASCADE;
  DROP TABLE "pages_blocks_figures_hero_actions" CASCADE;
  DROP TABLE "pages_blocks_figures_hero_actions_locales" CASCADE;
  DROP TABLE "pages_blocks_figures_hero" CASCADE;
  DROP TABLE "pages_blocks_figures_hero_locales" CASCADE;
  DROP TABLE "pages_blocks_disclaimer" CASCADE;
  DROP TABLE "pages_blocks_disclaimer_locales" CASCADE;
  DROP TABLE "pages_blocks_figure_cards_figures" CASCADE;
  DROP TABLE "pages_blocks_figure_cards_figures_locales" CASCADE;
  DROP TABLE "pages_blocks_figure_cards" CASCADE;
  DROP TABLE "pages_blocks_figure_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_financial_plan" CASCADE;
  DROP TABLE "pages_blocks_financial_plan_locales" CASCADE;
  DROP TABLE "pages_blocks_market_sizes_figures" CASCADE;
  DROP TABLE "pages_blocks_market_sizes_figures_locales" CASCADE;
  DROP TABLE "pages_blocks_market_sizes" CASCADE;
  DROP TABLE "pages_blocks_market_sizes_locales" CASCADE;
  DROP TABLE "pages_blocks_initiatives_items_highlights" CASCADE;
  DROP TABLE "pages_blocks_initiatives_items_highlights_locales" CASCADE;
  DROP TABLE "pages_blocks_initiatives_items" CASCADE;
  DROP TABLE "pages_blocks_initiatives_items_locales" CASCADE;
  DROP TABLE "pages_blocks_initiatives" CASCADE;
  DROP TABLE "pages_blocks_initiatives_locales" CASCADE;
  DROP TABLE "pages_blocks_traction_figures" CASCADE;
  DROP TABLE "pages_blocks_traction_figures_locales" CASCADE;
  DROP TABLE "pages_blocks_traction_partners" CASCADE;
  DROP TABLE "pages_blocks_traction_partners_locales" CASCADE;
  DROP TABLE "pages_blocks_traction" CASCADE;
  DROP TABLE "pages_blocks_traction_locales" CASCADE;
  DROP TABLE "pages_blocks_timeline_items" CASCADE;
  DROP TABLE "pages_blocks_timeline_items_locales" CASCADE;
  DROP TABLE "pages_blocks_timeline" CASCADE;
  DROP TABLE "pages_blocks_timeline_locales" CASCADE;
  DROP TABLE "pages_blocks_risk_matrix_items" CASCADE;
  DROP TABLE "pages_blocks_risk_matrix_items_locales" CASCADE;
  DROP TABLE "pages_blocks_risk_matrix" CASCADE;
  DROP TABLE "pages_blocks_risk_matrix_locales" CASCADE;
  DROP TABLE "pages_blocks_investment_terms_terms" CASCADE;
  DROP TABLE "pages_blocks_investment_terms_terms_locales" CASCADE;
  DROP TABLE "pages_blocks_investment_terms_safeguards" CASCADE;
  DROP TABLE "pages_blocks_investment_terms_safeguards_locales" CASCADE;
  DROP TABLE "pages_blocks_investment_terms_actions" CASCADE;
  DROP TABLE "pages_blocks_investment_terms_actions_locales" CASCADE;
  DROP TABLE "pages_blocks_investment_terms" CASCADE;
  DROP TABLE "pages_blocks_investment_terms_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_figures_hero_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_figures_hero_figures_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_figures_hero_actions" CASCADE;
  DROP TABLE "_pages_v_blocks_figures_hero_actions_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_figures_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_figures_hero_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_disclaimer" CASCADE;
  DROP TABLE "_pages_v_blocks_disclaimer_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_figure_cards_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_figure_cards_figures_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_figure_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_figure_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_financial_plan" CASCADE;
  DROP TABLE "_pages_v_blocks_financial_plan_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_market_sizes_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_market_sizes_figures_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_market_sizes" CASCADE;
  DROP TABLE "_pages_v_blocks_market_sizes_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_initiatives_items_highlights" CASCADE;
  DROP TABLE "_pages_v_blocks_initiatives_items_highlights_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_initiatives_items" CASCADE;
  DROP TABLE "_pages_v_blocks_initiatives_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_initiatives" CASCADE;
  DROP TABLE "_pages_v_blocks_initiatives_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_traction_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_traction_figures_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_traction_partners" CASCADE;
  DROP TABLE "_pages_v_blocks_traction_partners_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_traction" CASCADE;
  DROP TABLE "_pages_v_blocks_traction_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_timeline_items" CASCADE;
  DROP TABLE "_pages_v_blocks_timeline_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_timeline" CASCADE;
  DROP TABLE "_pages_v_blocks_timeline_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_risk_matrix_items" CASCADE;
  DROP TABLE "_pages_v_blocks_risk_matrix_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_risk_matrix" CASCADE;
  DROP TABLE "_pages_v_blocks_risk_matrix_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_investment_terms_terms" CASCADE;
  DROP TABLE "_pages_v_blocks_investment_terms_terms_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_investment_terms_safeguards" CASCADE;
  DROP TABLE "_pages_v_blocks_investment_terms_safeguards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_investment_terms_actions" CASCADE;
  DROP TABLE "_pages_v_blocks_investment_terms_actions_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_investment_terms" CASCADE;
  DROP TABLE "_pages_v_blocks_investment_terms_locales" CASCADE;
  ALTER TABLE "investor_figures" ADD COLUMN "proof_points_lab_avoidance_percent" numeric;
  ALTER TABLE "investor_figures" ADD COLUMN "proof_points_client_rating" numeric;
  ALTER TABLE "investor_figures" ADD COLUMN "proof_points_client_rating_scale" numeric;
  ALTER TABLE "_investor_figures_v" ADD COLUMN "version_proof_points_lab_avoidance_percent" numeric;
  ALTER TABLE "_investor_figures_v" ADD COLUMN "version_proof_points_client_rating" numeric;
  ALTER TABLE "_investor_figures_v" ADD COLUMN "version_proof_points_client_rating_scale" numeric;
  DROP TYPE "public"."enum_pages_blocks_figures_hero_actions_variant";
  DROP TYPE "public"."enum_pages_blocks_figures_hero_badge_icon";
  DROP TYPE "public"."enum_pages_blocks_figures_hero_scene";
  DROP TYPE "public"."enum_pages_blocks_figure_cards_tone";
  DROP TYPE "public"."enum_pages_blocks_financial_plan_tone";
  DROP TYPE "public"."enum_pages_blocks_market_sizes_tone";
  DROP TYPE "public"."enum_pages_blocks_initiatives_items_icon";
  DROP TYPE "public"."enum_pages_blocks_initiatives_tone";
  DROP TYPE "public"."enum_pages_blocks_traction_tone";
  DROP TYPE "public"."enum_pages_blocks_timeline_items_status";
  DROP TYPE "public"."enum_pages_blocks_timeline_tone";
  DROP TYPE "public"."enum_pages_blocks_risk_matrix_items_likelihood";
  DROP TYPE "public"."enum_pages_blocks_risk_matrix_items_impact";
  DROP TYPE "public"."enum_pages_blocks_risk_matrix_tone";
  DROP TYPE "public"."enum_pages_blocks_investment_terms_actions_variant";
  DROP TYPE "public"."enum_pages_blocks_investment_terms_tone";
  DROP TYPE "public"."enum__pages_v_blocks_figures_hero_actions_variant";
  DROP TYPE "public"."enum__pages_v_blocks_figures_hero_badge_icon";
  DROP TYPE "public"."enum__pages_v_blocks_figures_hero_scene";
  DROP TYPE "public"."enum__pages_v_blocks_figure_cards_tone";
  DROP TYPE "public"."enum__pages_v_blocks_financial_plan_tone";
  DROP TYPE "public"."enum__pages_v_blocks_market_sizes_tone";
  DROP TYPE "public"."enum__pages_v_blocks_initiatives_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_initiatives_tone";
  DROP TYPE "public"."enum__pages_v_blocks_traction_tone";
  DROP TYPE "public"."enum__pages_v_blocks_timeline_items_status";
  DROP TYPE "public"."enum__pages_v_blocks_timeline_tone";
  DROP TYPE "public"."enum__pages_v_blocks_risk_matrix_items_likelihood";
  DROP TYPE "public"."enum__pages_v_blocks_risk_matrix_items_impact";
  DROP TYPE "public"."enum__pages_v_blocks_risk_matrix_tone";
  DROP TYPE "public"."enum__pages_v_blocks_investment_terms_actions_variant";
  DROP TYPE "public"."enum__pages_v_blocks_investment_terms_tone";`)
}
