import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_whitepapers_key" AS ENUM('instaclear', 'circular-testing', 'vdt', 'hair-analysis');
  CREATE TYPE "public"."enum_whitepapers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__whitepapers_v_version_key" AS ENUM('instaclear', 'circular-testing', 'vdt', 'hair-analysis');
  CREATE TYPE "public"."enum__whitepapers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__whitepapers_v_published_locale" AS ENUM('en', 'sv');
  CREATE TABLE "whitepapers_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "whitepapers_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "whitepapers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum_whitepapers_key",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_whitepapers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "whitepapers_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_whitepapers_v_version_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_whitepapers_v_version_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_whitepapers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" "enum__whitepapers_v_version_key",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__whitepapers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__whitepapers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_whitepapers_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "whitepapers_id" integer;
  ALTER TABLE "whitepapers_highlights" ADD CONSTRAINT "whitepapers_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."whitepapers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "whitepapers_highlights_locales" ADD CONSTRAINT "whitepapers_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."whitepapers_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "whitepapers_locales" ADD CONSTRAINT "whitepapers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."whitepapers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_whitepapers_v_version_highlights" ADD CONSTRAINT "_whitepapers_v_version_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_whitepapers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_whitepapers_v_version_highlights_locales" ADD CONSTRAINT "_whitepapers_v_version_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_whitepapers_v_version_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_whitepapers_v" ADD CONSTRAINT "_whitepapers_v_parent_id_whitepapers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."whitepapers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_whitepapers_v_locales" ADD CONSTRAINT "_whitepapers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_whitepapers_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "whitepapers_highlights_order_idx" ON "whitepapers_highlights" USING btree ("_order");
  CREATE INDEX "whitepapers_highlights_parent_id_idx" ON "whitepapers_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "whitepapers_highlights_locales_locale_parent_id_unique" ON "whitepapers_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "whitepapers_key_idx" ON "whitepapers" USING btree ("key");
  CREATE INDEX "whitepapers_updated_at_idx" ON "whitepapers" USING btree ("updated_at");
  CREATE INDEX "whitepapers_created_at_idx" ON "whitepapers" USING btree ("created_at");
  CREATE INDEX "whitepapers__status_idx" ON "whitepapers" USING btree ("_status");
  CREATE UNIQUE INDEX "whitepapers_locales_locale_parent_id_unique" ON "whitepapers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_whitepapers_v_version_highlights_order_idx" ON "_whitepapers_v_version_highlights" USING btree ("_order");
  CREATE INDEX "_whitepapers_v_version_highlights_parent_id_idx" ON "_whitepapers_v_version_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_whitepapers_v_version_highlights_locales_locale_parent_id_u" ON "_whitepapers_v_version_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_whitepapers_v_parent_idx" ON "_whitepapers_v" USING btree ("parent_id");
  CREATE INDEX "_whitepapers_v_version_version_key_idx" ON "_whitepapers_v" USING btree ("version_key");
  CREATE INDEX "_whitepapers_v_version_version_updated_at_idx" ON "_whitepapers_v" USING btree ("version_updated_at");
  CREATE INDEX "_whitepapers_v_version_version_created_at_idx" ON "_whitepapers_v" USING btree ("version_created_at");
  CREATE INDEX "_whitepapers_v_version_version__status_idx" ON "_whitepapers_v" USING btree ("version__status");
  CREATE INDEX "_whitepapers_v_created_at_idx" ON "_whitepapers_v" USING btree ("created_at");
  CREATE INDEX "_whitepapers_v_updated_at_idx" ON "_whitepapers_v" USING btree ("updated_at");
  CREATE INDEX "_whitepapers_v_snapshot_idx" ON "_whitepapers_v" USING btree ("snapshot");
  CREATE INDEX "_whitepapers_v_published_locale_idx" ON "_whitepapers_v" USING btree ("published_locale");
  CREATE INDEX "_whitepapers_v_latest_idx" ON "_whitepapers_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_whitepapers_v_locales_locale_parent_id_unique" ON "_whitepapers_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_whitepapers_fk" FOREIGN KEY ("whitepapers_id") REFERENCES "public"."whitepapers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_whitepapers_id_idx" ON "payload_locked_documents_rels" USING btree ("whitepapers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "whitepapers_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whitepapers_highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whitepapers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "whitepapers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_whitepapers_v_version_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_whitepapers_v_version_highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_whitepapers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_whitepapers_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "whitepapers_highlights" CASCADE;
  DROP TABLE "whitepapers_highlights_locales" CASCADE;
  DROP TABLE "whitepapers" CASCADE;
  DROP TABLE "whitepapers_locales" CASCADE;
  DROP TABLE "_whitepapers_v_version_highlights" CASCADE;
  DROP TABLE "_whitepapers_v_version_highlights_locales" CASCADE;
  DROP TABLE "_whitepapers_v" CASCADE;
  DROP TABLE "_whitepapers_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_whitepapers_fk";
  
  DROP INDEX "payload_locked_documents_rels_whitepapers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "whitepapers_id";
  DROP TYPE "public"."enum_whitepapers_key";
  DROP TYPE "public"."enum_whitepapers_status";
  DROP TYPE "public"."enum__whitepapers_v_version_key";
  DROP TYPE "public"."enum__whitepapers_v_version_status";
  DROP TYPE "public"."enum__whitepapers_v_published_locale";`)
}
