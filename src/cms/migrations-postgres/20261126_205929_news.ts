import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_news_kind" AS ENUM('press', 'site');
  CREATE TYPE "public"."enum_news_icon" AS ENUM('activity', 'alert', 'award', 'baby', 'badge', 'beaker', 'book', 'briefcase', 'building', 'calendar-check', 'chart-up', 'check', 'clipboard-check', 'clock', 'code', 'database', 'droplet', 'file-text', 'flask', 'gauge', 'graduation-cap', 'hard-hat', 'dumbbell', 'globe', 'hand-heart', 'handshake', 'heart', 'heart-handshake', 'hospital', 'house', 'landmark', 'layers', 'mail', 'map-pin', 'lock', 'message', 'microscope', 'network', 'newspaper', 'phone', 'pill', 'scan', 'search-check', 'shield', 'shuffle', 'smartphone', 'laptop', 'leaf', 'lightbulb', 'piggy-bank', 'rocket', 'scale', 'sparkles', 'stethoscope', 'target', 'timer', 'trending', 'cycle', 'truck', 'user-check', 'users', 'video', 'wallet');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_kind" AS ENUM('press', 'site');
  CREATE TYPE "public"."enum__news_v_version_icon" AS ENUM('activity', 'alert', 'award', 'baby', 'badge', 'beaker', 'book', 'briefcase', 'building', 'calendar-check', 'chart-up', 'check', 'clipboard-check', 'clock', 'code', 'database', 'droplet', 'file-text', 'flask', 'gauge', 'graduation-cap', 'hard-hat', 'dumbbell', 'globe', 'hand-heart', 'handshake', 'heart', 'heart-handshake', 'hospital', 'house', 'landmark', 'layers', 'mail', 'map-pin', 'lock', 'message', 'microscope', 'network', 'newspaper', 'phone', 'pill', 'scan', 'search-check', 'shield', 'shuffle', 'smartphone', 'laptop', 'leaf', 'lightbulb', 'piggy-bank', 'rocket', 'scale', 'sparkles', 'stethoscope', 'target', 'timer', 'trending', 'cycle', 'truck', 'user-check', 'users', 'video', 'wallet');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('en', 'sv');
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"position" numeric DEFAULT 10,
  	"kind" "enum_news_kind" DEFAULT 'press',
  	"icon" "enum_news_icon" DEFAULT 'file-text',
  	"url" varchar,
  	"published" timestamp(3) with time zone,
  	"href" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "news_locales" (
  	"source" varchar,
  	"title" varchar,
  	"description" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_position" numeric DEFAULT 10,
  	"version_kind" "enum__news_v_version_kind" DEFAULT 'press',
  	"version_icon" "enum__news_v_version_icon" DEFAULT 'file-text',
  	"version_url" varchar,
  	"version_published" timestamp(3) with time zone,
  	"version_href" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__news_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_source" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "news_id" integer;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "news_key_idx" ON "news" USING btree ("key");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_key_idx" ON "_news_v" USING btree ("version_key");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "news" CASCADE;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_news_fk";
  
  DROP INDEX "payload_locked_documents_rels_news_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "news_id";
  DROP TYPE "public"."enum_news_kind";
  DROP TYPE "public"."enum_news_icon";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_kind";
  DROP TYPE "public"."enum__news_v_version_icon";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum__news_v_published_locale";`)
}
