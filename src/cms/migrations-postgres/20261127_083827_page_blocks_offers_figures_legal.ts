import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_glow" AS ENUM('top-right', 'bottom-left');
  CREATE TYPE "public"."enum_pages_blocks_legal_sections_table" AS ENUM('siteStorage');
  CREATE TYPE "public"."enum_pages_blocks_stat_strip_columns" AS ENUM('3', '4');
  CREATE TYPE "public"."enum_pages_blocks_feature_grid_layout" AS ENUM('stacked', 'inline');
  CREATE TYPE "public"."enum_pages_blocks_prose_action_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum_pages_blocks_offer_cards_groups_cards_icon" AS ENUM('activity', 'alert', 'award', 'baby', 'badge', 'beaker', 'book', 'briefcase', 'building', 'calendar-check', 'chart-up', 'check', 'clipboard-check', 'clock', 'code', 'database', 'droplet', 'file-text', 'flask', 'gauge', 'graduation-cap', 'hard-hat', 'dumbbell', 'globe', 'hand-heart', 'handshake', 'heart', 'heart-handshake', 'hospital', 'house', 'landmark', 'layers', 'mail', 'map-pin', 'lock', 'message', 'microscope', 'network', 'newspaper', 'phone', 'pill', 'scan', 'search-check', 'shield', 'shuffle', 'smartphone', 'laptop', 'leaf', 'lightbulb', 'piggy-bank', 'rocket', 'scale', 'sparkles', 'stethoscope', 'target', 'timer', 'trending', 'cycle', 'truck', 'user-check', 'users', 'video', 'wallet');
  CREATE TYPE "public"."enum_pages_blocks_offer_cards_groups_cards_action_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum_pages_blocks_offer_cards_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_glow" AS ENUM('top-right', 'bottom-left');
  CREATE TYPE "public"."enum__pages_v_blocks_legal_sections_table" AS ENUM('siteStorage');
  CREATE TYPE "public"."enum__pages_v_blocks_stat_strip_columns" AS ENUM('3', '4');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_grid_layout" AS ENUM('stacked', 'inline');
  CREATE TYPE "public"."enum__pages_v_blocks_prose_action_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum__pages_v_blocks_offer_cards_groups_cards_icon" AS ENUM('activity', 'alert', 'award', 'baby', 'badge', 'beaker', 'book', 'briefcase', 'building', 'calendar-check', 'chart-up', 'check', 'clipboard-check', 'clock', 'code', 'database', 'droplet', 'file-text', 'flask', 'gauge', 'graduation-cap', 'hard-hat', 'dumbbell', 'globe', 'hand-heart', 'handshake', 'heart', 'heart-handshake', 'hospital', 'house', 'landmark', 'layers', 'mail', 'map-pin', 'lock', 'message', 'microscope', 'network', 'newspaper', 'phone', 'pill', 'scan', 'search-check', 'shield', 'shuffle', 'smartphone', 'laptop', 'leaf', 'lightbulb', 'piggy-bank', 'rocket', 'scale', 'sparkles', 'stethoscope', 'target', 'timer', 'trending', 'cycle', 'truck', 'user-check', 'users', 'video', 'wallet');
  CREATE TYPE "public"."enum__pages_v_blocks_offer_cards_groups_cards_action_variant" AS ENUM('primary', 'accent', 'outline', 'inverse');
  CREATE TYPE "public"."enum__pages_v_blocks_offer_cards_tone" AS ENUM('white', 'muted', 'brand');
  CREATE TABLE "pages_blocks_legal_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_legal_sections_paragraphs_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_legal_sections_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_legal_sections_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_legal_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"table" "enum_pages_blocks_legal_sections_table",
  	"link_href" varchar
  );
  
  CREATE TABLE "pages_blocks_legal_sections_locales" (
  	"heading" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_legal" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"updated" timestamp(3) with time zone,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_legal_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_stat_strip_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_stat_strip_items_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_stat_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"columns" "enum_pages_blocks_stat_strip_columns" DEFAULT '4',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stat_strip_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_offer_cards_groups_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_offer_cards_groups_cards_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_offer_cards_groups_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_offer_cards_groups_cards_icon",
  	"action_href" varchar,
  	"action_variant" "enum_pages_blocks_offer_cards_groups_cards_action_variant" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_offer_cards_groups_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"stat" varchar,
  	"action_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_offer_cards_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_offer_cards_groups_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_offer_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tone" "enum_pages_blocks_offer_cards_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_offer_cards_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"items_label" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_legal_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_legal_sections_paragraphs_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_legal_sections_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_legal_sections_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_legal_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"table" "enum__pages_v_blocks_legal_sections_table",
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_legal_sections_locales" (
  	"heading" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_legal" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated" timestamp(3) with time zone,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_legal_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_stat_strip_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stat_strip_items_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_stat_strip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"columns" "enum__pages_v_blocks_stat_strip_columns" DEFAULT '4',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stat_strip_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_offer_cards_groups_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_offer_cards_groups_cards_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_offer_cards_groups_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_offer_cards_groups_cards_icon",
  	"action_href" varchar,
  	"action_variant" "enum__pages_v_blocks_offer_cards_groups_cards_action_variant" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_offer_cards_groups_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"stat" varchar,
  	"action_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_offer_cards_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_offer_cards_groups_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_offer_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tone" "enum__pages_v_blocks_offer_cards_tone" DEFAULT 'muted',
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_offer_cards_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"items_label" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "glow" "enum_pages_blocks_hero_glow" DEFAULT 'top-right';
  ALTER TABLE "pages_blocks_feature_grid_items" ADD COLUMN "link_href" varchar;
  ALTER TABLE "pages_blocks_feature_grid_items_locales" ADD COLUMN "stat" varchar;
  ALTER TABLE "pages_blocks_feature_grid_items_locales" ADD COLUMN "link_label" varchar;
  ALTER TABLE "pages_blocks_feature_grid" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_feature_grid" ADD COLUMN "layout" "enum_pages_blocks_feature_grid_layout" DEFAULT 'stacked';
  ALTER TABLE "pages_blocks_prose" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_prose" ADD COLUMN "action_href" varchar;
  ALTER TABLE "pages_blocks_prose" ADD COLUMN "action_variant" "enum_pages_blocks_prose_action_variant" DEFAULT 'primary';
  ALTER TABLE "pages_blocks_prose_locales" ADD COLUMN "action_label" varchar;
  ALTER TABLE "pages_blocks_steps" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_faq" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "glow" "enum__pages_v_blocks_hero_glow" DEFAULT 'top-right';
  ALTER TABLE "_pages_v_blocks_feature_grid_items" ADD COLUMN "link_href" varchar;
  ALTER TABLE "_pages_v_blocks_feature_grid_items_locales" ADD COLUMN "stat" varchar;
  ALTER TABLE "_pages_v_blocks_feature_grid_items_locales" ADD COLUMN "link_label" varchar;
  ALTER TABLE "_pages_v_blocks_feature_grid" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_feature_grid" ADD COLUMN "layout" "enum__pages_v_blocks_feature_grid_layout" DEFAULT 'stacked';
  ALTER TABLE "_pages_v_blocks_prose" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_prose" ADD COLUMN "action_href" varchar;
  ALTER TABLE "_pages_v_blocks_prose" ADD COLUMN "action_variant" "enum__pages_v_blocks_prose_action_variant" DEFAULT 'primary';
  ALTER TABLE "_pages_v_blocks_prose_locales" ADD COLUMN "action_label" varchar;
  ALTER TABLE "_pages_v_blocks_steps" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_pages_v_blocks_faq" ADD COLUMN "anchor" varchar;
  ALTER TABLE "pages_blocks_legal_sections_paragraphs" ADD CONSTRAINT "pages_blocks_legal_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_legal_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_legal_sections_paragraphs_locales" ADD CONSTRAINT "pages_blocks_legal_sections_paragraphs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_legal_sections_paragraphs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_legal_sections_items" ADD CONSTRAINT "pages_blocks_legal_sections_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_legal_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_legal_sections_items_locales" ADD CONSTRAINT "pages_blocks_legal_sections_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_legal_sections_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_legal_sections" ADD CONSTRAINT "pages_blocks_legal_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_legal_sections_locales" ADD CONSTRAINT "pages_blocks_legal_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_legal_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_legal" ADD CONSTRAINT "pages_blocks_legal_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_legal_locales" ADD CONSTRAINT "pages_blocks_legal_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stat_strip_items" ADD CONSTRAINT "pages_blocks_stat_strip_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stat_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stat_strip_items_locales" ADD CONSTRAINT "pages_blocks_stat_strip_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stat_strip_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stat_strip" ADD CONSTRAINT "pages_blocks_stat_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stat_strip_locales" ADD CONSTRAINT "pages_blocks_stat_strip_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stat_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offer_cards_groups_cards_items" ADD CONSTRAINT "pages_blocks_offer_cards_groups_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_offer_cards_groups_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offer_cards_groups_cards_items_locales" ADD CONSTRAINT "pages_blocks_offer_cards_groups_cards_items_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_offer_cards_groups_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offer_cards_groups_cards" ADD CONSTRAINT "pages_blocks_offer_cards_groups_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_offer_cards_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offer_cards_groups_cards_locales" ADD CONSTRAINT "pages_blocks_offer_cards_groups_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_offer_cards_groups_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offer_cards_groups" ADD CONSTRAINT "pages_blocks_offer_cards_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_offer_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offer_cards_groups_locales" ADD CONSTRAINT "pages_blocks_offer_cards_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_offer_cards_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offer_cards" ADD CONSTRAINT "pages_blocks_offer_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offer_cards_locales" ADD CONSTRAINT "pages_blocks_offer_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_offer_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_legal_sections_paragraphs" ADD CONSTRAINT "_pages_v_blocks_legal_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_legal_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_legal_sections_paragraphs_locales" ADD CONSTRAINT "_pages_v_blocks_legal_sections_paragraphs_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_legal_sections_paragraphs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_legal_sections_items" ADD CONSTRAINT "_pages_v_blocks_legal_sections_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_legal_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_legal_sections_items_locales" ADD CONSTRAINT "_pages_v_blocks_legal_sections_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_legal_sections_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_legal_sections" ADD CONSTRAINT "_pages_v_blocks_legal_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_legal_sections_locales" ADD CONSTRAINT "_pages_v_blocks_legal_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_legal_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_legal" ADD CONSTRAINT "_pages_v_blocks_legal_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_legal_locales" ADD CONSTRAINT "_pages_v_blocks_legal_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stat_strip_items" ADD CONSTRAINT "_pages_v_blocks_stat_strip_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stat_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stat_strip_items_locales" ADD CONSTRAINT "_pages_v_blocks_stat_strip_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stat_strip_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stat_strip" ADD CONSTRAINT "_pages_v_blocks_stat_strip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stat_strip_locales" ADD CONSTRAINT "_pages_v_blocks_stat_strip_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stat_strip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offer_cards_groups_cards_items" ADD CONSTRAINT "_pages_v_blocks_offer_cards_groups_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_offer_cards_groups_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offer_cards_groups_cards_items_locales" ADD CONSTRAINT "_pages_v_blocks_offer_cards_groups_cards_items_locales_pa_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_offer_cards_groups_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offer_cards_groups_cards" ADD CONSTRAINT "_pages_v_blocks_offer_cards_groups_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_offer_cards_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offer_cards_groups_cards_locales" ADD CONSTRAINT "_pages_v_blocks_offer_cards_groups_cards_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_offer_cards_groups_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offer_cards_groups" ADD CONSTRAINT "_pages_v_blocks_offer_cards_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_offer_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offer_cards_groups_locales" ADD CONSTRAINT "_pages_v_blocks_offer_cards_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_offer_cards_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offer_cards" ADD CONSTRAINT "_pages_v_blocks_offer_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offer_cards_locales" ADD CONSTRAINT "_pages_v_blocks_offer_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_offer_cards"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_legal_sections_paragraphs_order_idx" ON "pages_blocks_legal_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "pages_blocks_legal_sections_paragraphs_parent_id_idx" ON "pages_blocks_legal_sections_paragraphs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_legal_sections_paragraphs_locales_locale_parent" ON "pages_blocks_legal_sections_paragraphs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_legal_sections_items_order_idx" ON "pages_blocks_legal_sections_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_legal_sections_items_parent_id_idx" ON "pages_blocks_legal_sections_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_legal_sections_items_locales_locale_parent_id_u" ON "pages_blocks_legal_sections_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_legal_sections_order_idx" ON "pages_blocks_legal_sections" USING btree ("_order");
  CREATE INDEX "pages_blocks_legal_sections_parent_id_idx" ON "pages_blocks_legal_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_legal_sections_locales_locale_parent_id_unique" ON "pages_blocks_legal_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_legal_order_idx" ON "pages_blocks_legal" USING btree ("_order");
  CREATE INDEX "pages_blocks_legal_parent_id_idx" ON "pages_blocks_legal" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_legal_path_idx" ON "pages_blocks_legal" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_legal_locales_locale_parent_id_unique" ON "pages_blocks_legal_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_stat_strip_items_order_idx" ON "pages_blocks_stat_strip_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_stat_strip_items_parent_id_idx" ON "pages_blocks_stat_strip_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_stat_strip_items_locales_locale_parent_id_uniqu" ON "pages_blocks_stat_strip_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_stat_strip_order_idx" ON "pages_blocks_stat_strip" USING btree ("_order");
  CREATE INDEX "pages_blocks_stat_strip_parent_id_idx" ON "pages_blocks_stat_strip" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stat_strip_path_idx" ON "pages_blocks_stat_strip" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_stat_strip_locales_locale_parent_id_unique" ON "pages_blocks_stat_strip_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_offer_cards_groups_cards_items_order_idx" ON "pages_blocks_offer_cards_groups_cards_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_offer_cards_groups_cards_items_parent_id_idx" ON "pages_blocks_offer_cards_groups_cards_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_offer_cards_groups_cards_items_locales_locale_p" ON "pages_blocks_offer_cards_groups_cards_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_offer_cards_groups_cards_order_idx" ON "pages_blocks_offer_cards_groups_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_offer_cards_groups_cards_parent_id_idx" ON "pages_blocks_offer_cards_groups_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_offer_cards_groups_cards_locales_locale_parent_" ON "pages_blocks_offer_cards_groups_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_offer_cards_groups_order_idx" ON "pages_blocks_offer_cards_groups" USING btree ("_order");
  CREATE INDEX "pages_blocks_offer_cards_groups_parent_id_idx" ON "pages_blocks_offer_cards_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_offer_cards_groups_locales_locale_parent_id_uni" ON "pages_blocks_offer_cards_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_offer_cards_order_idx" ON "pages_blocks_offer_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_offer_cards_parent_id_idx" ON "pages_blocks_offer_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_offer_cards_path_idx" ON "pages_blocks_offer_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_offer_cards_locales_locale_parent_id_unique" ON "pages_blocks_offer_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_legal_sections_paragraphs_order_idx" ON "_pages_v_blocks_legal_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_legal_sections_paragraphs_parent_id_idx" ON "_pages_v_blocks_legal_sections_paragraphs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_legal_sections_paragraphs_locales_locale_par" ON "_pages_v_blocks_legal_sections_paragraphs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_legal_sections_items_order_idx" ON "_pages_v_blocks_legal_sections_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_legal_sections_items_parent_id_idx" ON "_pages_v_blocks_legal_sections_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_legal_sections_items_locales_locale_parent_i" ON "_pages_v_blocks_legal_sections_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_legal_sections_order_idx" ON "_pages_v_blocks_legal_sections" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_legal_sections_parent_id_idx" ON "_pages_v_blocks_legal_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_legal_sections_locales_locale_parent_id_uniq" ON "_pages_v_blocks_legal_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_legal_order_idx" ON "_pages_v_blocks_legal" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_legal_parent_id_idx" ON "_pages_v_blocks_legal" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_legal_path_idx" ON "_pages_v_blocks_legal" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_legal_locales_locale_parent_id_unique" ON "_pages_v_blocks_legal_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_stat_strip_items_order_idx" ON "_pages_v_blocks_stat_strip_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stat_strip_items_parent_id_idx" ON "_pages_v_blocks_stat_strip_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_stat_strip_items_locales_locale_parent_id_un" ON "_pages_v_blocks_stat_strip_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_stat_strip_order_idx" ON "_pages_v_blocks_stat_strip" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stat_strip_parent_id_idx" ON "_pages_v_blocks_stat_strip" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stat_strip_path_idx" ON "_pages_v_blocks_stat_strip" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_stat_strip_locales_locale_parent_id_unique" ON "_pages_v_blocks_stat_strip_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_offer_cards_groups_cards_items_order_idx" ON "_pages_v_blocks_offer_cards_groups_cards_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_offer_cards_groups_cards_items_parent_id_idx" ON "_pages_v_blocks_offer_cards_groups_cards_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_offer_cards_groups_cards_items_locales_local" ON "_pages_v_blocks_offer_cards_groups_cards_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_offer_cards_groups_cards_order_idx" ON "_pages_v_blocks_offer_cards_groups_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_offer_cards_groups_cards_parent_id_idx" ON "_pages_v_blocks_offer_cards_groups_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_offer_cards_groups_cards_locales_locale_pare" ON "_pages_v_blocks_offer_cards_groups_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_offer_cards_groups_order_idx" ON "_pages_v_blocks_offer_cards_groups" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_offer_cards_groups_parent_id_idx" ON "_pages_v_blocks_offer_cards_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_offer_cards_groups_locales_locale_parent_id_" ON "_pages_v_blocks_offer_cards_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_offer_cards_order_idx" ON "_pages_v_blocks_offer_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_offer_cards_parent_id_idx" ON "_pages_v_blocks_offer_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_offer_cards_path_idx" ON "_pages_v_blocks_offer_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_offer_cards_locales_locale_parent_id_unique" ON "_pages_v_blocks_offer_cards_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_legal_sections_paragraphs" CASCADE;
  DROP TABLE "pages_blocks_legal_sections_paragraphs_locales" CASCADE;
  DROP TABLE "pages_blocks_legal_sections_items" CASCADE;
  DROP TABLE "pages_blocks_legal_sections_items_locales" CASCADE;
  DROP TABLE "pages_blocks_legal_sections" CASCADE;
  DROP TABLE "pages_blocks_legal_sections_locales" CASCADE;
  DROP TABLE "pages_blocks_legal" CASCADE;
  DROP TABLE "pages_blocks_legal_locales" CASCADE;
  DROP TABLE "pages_blocks_stat_strip_items" CASCADE;
  DROP TABLE "pages_blocks_stat_strip_items_locales" CASCADE;
  DROP TABLE "pages_blocks_stat_strip" CASCADE;
  DROP TABLE "pages_blocks_stat_strip_locales" CASCADE;
  DROP TABLE "pages_blocks_offer_cards_groups_cards_items" CASCADE;
  DROP TABLE "pages_blocks_offer_cards_groups_cards_items_locales" CASCADE;
  DROP TABLE "pages_blocks_offer_cards_groups_cards" CASCADE;
  DROP TABLE "pages_blocks_offer_cards_groups_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_offer_cards_groups" CASCADE;
  DROP TABLE "pages_blocks_offer_cards_groups_locales" CASCADE;
  DROP TABLE "pages_blocks_offer_cards" CASCADE;
  DROP TABLE "pages_blocks_offer_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_legal_sections_paragraphs" CASCADE;
  DROP TABLE "_pages_v_blocks_legal_sections_paragraphs_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_legal_sections_items" CASCADE;
  DROP TABLE "_pages_v_blocks_legal_sections_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_legal_sections" CASCADE;
  DROP TABLE "_pages_v_blocks_legal_sections_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_legal" CASCADE;
  DROP TABLE "_pages_v_blocks_legal_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_stat_strip_items" CASCADE;
  DROP TABLE "_pages_v_blocks_stat_strip_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_stat_strip" CASCADE;
  DROP TABLE "_pages_v_blocks_stat_strip_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_offer_cards_groups_cards_items" CASCADE;
  DROP TABLE "_pages_v_blocks_offer_cards_groups_cards_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_offer_cards_groups_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_offer_cards_groups_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_offer_cards_groups" CASCADE;
  DROP TABLE "_pages_v_blocks_offer_cards_groups_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_offer_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_offer_cards_locales" CASCADE;
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "glow";
  ALTER TABLE "pages_blocks_feature_grid_items" DROP COLUMN "link_href";
  ALTER TABLE "pages_blocks_feature_grid_items_locales" DROP COLUMN "stat";
  ALTER TABLE "pages_blocks_feature_grid_items_locales" DROP COLUMN "link_label";
  ALTER TABLE "pages_blocks_feature_grid" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_feature_grid" DROP COLUMN "layout";
  ALTER TABLE "pages_blocks_prose" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_prose" DROP COLUMN "action_href";
  ALTER TABLE "pages_blocks_prose" DROP COLUMN "action_variant";
  ALTER TABLE "pages_blocks_prose_locales" DROP COLUMN "action_label";
  ALTER TABLE "pages_blocks_steps" DROP COLUMN "anchor";
  ALTER TABLE "pages_blocks_faq" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "glow";
  ALTER TABLE "_pages_v_blocks_feature_grid_items" DROP COLUMN "link_href";
  ALTER TABLE "_pages_v_blocks_feature_grid_items_locales" DROP COLUMN "stat";
  ALTER TABLE "_pages_v_blocks_feature_grid_items_locales" DROP COLUMN "link_label";
  ALTER TABLE "_pages_v_blocks_feature_grid" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_feature_grid" DROP COLUMN "layout";
  ALTER TABLE "_pages_v_blocks_prose" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_prose" DROP COLUMN "action_href";
  ALTER TABLE "_pages_v_blocks_prose" DROP COLUMN "action_variant";
  ALTER TABLE "_pages_v_blocks_prose_locales" DROP COLUMN "action_label";
  ALTER TABLE "_pages_v_blocks_steps" DROP COLUMN "anchor";
  ALTER TABLE "_pages_v_blocks_faq" DROP COLUMN "anchor";
  DROP TYPE "public"."enum_pages_blocks_hero_glow";
  DROP TYPE "public"."enum_pages_blocks_legal_sections_table";
  DROP TYPE "public"."enum_pages_blocks_stat_strip_columns";
  DROP TYPE "public"."enum_pages_blocks_feature_grid_layout";
  DROP TYPE "public"."enum_pages_blocks_prose_action_variant";
  DROP TYPE "public"."enum_pages_blocks_offer_cards_groups_cards_icon";
  DROP TYPE "public"."enum_pages_blocks_offer_cards_groups_cards_action_variant";
  DROP TYPE "public"."enum_pages_blocks_offer_cards_tone";
  DROP TYPE "public"."enum__pages_v_blocks_hero_glow";
  DROP TYPE "public"."enum__pages_v_blocks_legal_sections_table";
  DROP TYPE "public"."enum__pages_v_blocks_stat_strip_columns";
  DROP TYPE "public"."enum__pages_v_blocks_feature_grid_layout";
  DROP TYPE "public"."enum__pages_v_blocks_prose_action_variant";
  DROP TYPE "public"."enum__pages_v_blocks_offer_cards_groups_cards_icon";
  DROP TYPE "public"."enum__pages_v_blocks_offer_cards_groups_cards_action_variant";
  DROP TYPE "public"."enum__pages_v_blocks_offer_cards_tone";`)
}
