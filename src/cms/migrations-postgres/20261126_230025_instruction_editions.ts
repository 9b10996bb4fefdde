import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_instruction_editions_article" AS ENUM('DRX152-CE25', 'DRX192-CE25', 'DRX194-CE25', 'DRX195-CE25', 'DRX104-CE25', 'DRX197-CE25', 'DRX188-CE25', 'DRX153-CE25', 'DRX200-CE25', 'DRX191-CE25', 'DRX201-CE25', 'DRX198-CE25', 'DRX199-CE25', 'DRX102-CE25', 'DRX193-CE25', 'DRX189-CE25', 'DRX190-CE25', 'DRX196-CE25', 'DRX103-CE25', 'DRX101-CE25', 'DRX105-CE25', 'DRX100-CE25', 'DRX202-CE25', 'DRX111-CE25', 'DRX187-CE25', 'DRX109-CE25', 'DRX185-CE25', 'DRX121-CE25', 'DRX107-CE99', 'HCX301', 'HCX302', 'HCX303', 'HCX304', 'HCX305', 'HCX311', 'HCX312', 'HCX313', 'HCX314', 'HCX321', 'HCX322');
  CREATE TYPE "public"."enum_instruction_editions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__instruction_editions_v_version_article" AS ENUM('DRX152-CE25', 'DRX192-CE25', 'DRX194-CE25', 'DRX195-CE25', 'DRX104-CE25', 'DRX197-CE25', 'DRX188-CE25', 'DRX153-CE25', 'DRX200-CE25', 'DRX191-CE25', 'DRX201-CE25', 'DRX198-CE25', 'DRX199-CE25', 'DRX102-CE25', 'DRX193-CE25', 'DRX189-CE25', 'DRX190-CE25', 'DRX196-CE25', 'DRX103-CE25', 'DRX101-CE25', 'DRX105-CE25', 'DRX100-CE25', 'DRX202-CE25', 'DRX111-CE25', 'DRX187-CE25', 'DRX109-CE25', 'DRX185-CE25', 'DRX121-CE25', 'DRX107-CE99', 'HCX301', 'HCX302', 'HCX303', 'HCX304', 'HCX305', 'HCX311', 'HCX312', 'HCX313', 'HCX314', 'HCX321', 'HCX322');
  CREATE TYPE "public"."enum__instruction_editions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__instruction_editions_v_published_locale" AS ENUM('en', 'sv');
  CREATE TABLE "instruction_editions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"article" "enum_instruction_editions_article",
  	"version" varchar,
  	"effective" timestamp(3) with time zone,
  	"features_result_pictures" boolean DEFAULT true,
  	"features_latest_reading_time" boolean DEFAULT true,
  	"key" varchar,
  	"content" jsonb,
  	"approved_by" varchar,
  	"approved_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_instruction_editions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "instruction_editions_locales" (
  	"change" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_instruction_editions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_article" "enum__instruction_editions_v_version_article",
  	"version_version" varchar,
  	"version_effective" timestamp(3) with time zone,
  	"version_features_result_pictures" boolean DEFAULT true,
  	"version_features_latest_reading_time" boolean DEFAULT true,
  	"version_key" varchar,
  	"version_content" jsonb,
  	"version_approved_by" varchar,
  	"version_approved_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__instruction_editions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__instruction_editions_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_instruction_editions_v_locales" (
  	"version_change" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "instruction_shared_sections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "instruction_shared_sections_locales" (
  	"manufacturer" varchar NOT NULL,
  	"storage_professional" varchar NOT NULL,
  	"storage_self_test" varchar NOT NULL,
  	"warnings_professional" varchar NOT NULL,
  	"warnings_self_test" varchar NOT NULL,
  	"ce_professional" varchar NOT NULL,
  	"ce_self_test" varchar NOT NULL,
  	"self_test_care" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "instruction_editions_id" integer;
  ALTER TABLE "instruction_editions_locales" ADD CONSTRAINT "instruction_editions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."instruction_editions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_instruction_editions_v" ADD CONSTRAINT "_instruction_editions_v_parent_id_instruction_editions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."instruction_editions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_instruction_editions_v_locales" ADD CONSTRAINT "_instruction_editions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_instruction_editions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "instruction_shared_sections_locales" ADD CONSTRAINT "instruction_shared_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."instruction_shared_sections"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "instruction_editions_article_idx" ON "instruction_editions" USING btree ("article");
  CREATE UNIQUE INDEX "instruction_editions_key_idx" ON "instruction_editions" USING btree ("key");
  CREATE INDEX "instruction_editions_updated_at_idx" ON "instruction_editions" USING btree ("updated_at");
  CREATE INDEX "instruction_editions_created_at_idx" ON "instruction_editions" USING btree ("created_at");
  CREATE INDEX "instruction_editions__status_idx" ON "instruction_editions" USING btree ("_status");
  CREATE UNIQUE INDEX "instruction_editions_locales_locale_parent_id_unique" ON "instruction_editions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_instruction_editions_v_parent_idx" ON "_instruction_editions_v" USING btree ("parent_id");
  CREATE INDEX "_instruction_editions_v_version_version_article_idx" ON "_instruction_editions_v" USING btree ("version_article");
  CREATE INDEX "_instruction_editions_v_version_version_key_idx" ON "_instruction_editions_v" USING btree ("version_key");
  CREATE INDEX "_instruction_editions_v_version_version_updated_at_idx" ON "_instruction_editions_v" USING btree ("version_updated_at");
  CREATE INDEX "_instruction_editions_v_version_version_created_at_idx" ON "_instruction_editions_v" USING btree ("version_created_at");
  CREATE INDEX "_instruction_editions_v_version_version__status_idx" ON "_instruction_editions_v" USING btree ("version__status");
  CREATE INDEX "_instruction_editions_v_created_at_idx" ON "_instruction_editions_v" USING btree ("created_at");
  CREATE INDEX "_instruction_editions_v_updated_at_idx" ON "_instruction_editions_v" USING btree ("updated_at");
  CREATE INDEX "_instruction_editions_v_snapshot_idx" ON "_instruction_editions_v" USING btree ("snapshot");
  CREATE INDEX "_instruction_editions_v_published_locale_idx" ON "_instruction_editions_v" USING btree ("published_locale");
  CREATE INDEX "_instruction_editions_v_latest_idx" ON "_instruction_editions_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_instruction_editions_v_locales_locale_parent_id_unique" ON "_instruction_editions_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "instruction_shared_sections_locales_locale_parent_id_unique" ON "instruction_shared_sections_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_instruction_editions_fk" FOREIGN KEY ("instruction_editions_id") REFERENCES "public"."instruction_editions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_instruction_editions_id_idx" ON "payload_locked_documents_rels" USING btree ("instruction_editions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "instruction_editions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "instruction_editions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_instruction_editions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_instruction_editions_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "instruction_shared_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "instruction_shared_sections_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "instruction_editions" CASCADE;
  DROP TABLE "instruction_editions_locales" CASCADE;
  DROP TABLE "_instruction_editions_v" CASCADE;
  DROP TABLE "_instruction_editions_v_locales" CASCADE;
  DROP TABLE "instruction_shared_sections" CASCADE;
  DROP TABLE "instruction_shared_sections_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_instruction_editions_fk";
  
  DROP INDEX "payload_locked_documents_rels_instruction_editions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "instruction_editions_id";
  DROP TYPE "public"."enum_instruction_editions_article";
  DROP TYPE "public"."enum_instruction_editions_status";
  DROP TYPE "public"."enum__instruction_editions_v_version_article";
  DROP TYPE "public"."enum__instruction_editions_v_version_status";
  DROP TYPE "public"."enum__instruction_editions_v_published_locale";`)
}
