import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_country_code" AS ENUM('SE');
  CREATE TYPE "public"."enum__site_settings_v_version_country_code" AS ENUM('SE');
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"street" varchar NOT NULL,
  	"postal_code" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"country_code" "enum_site_settings_country_code" DEFAULT 'SE' NOT NULL,
  	"weekdays_open" varchar NOT NULL,
  	"weekdays_close" varchar NOT NULL,
  	"weekend_open" varchar,
  	"weekend_close" varchar,
  	"recruitment_partner_name" varchar NOT NULL,
  	"recruitment_partner_url" varchar NOT NULL,
  	"founded_year" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_name" varchar NOT NULL,
  	"version_email" varchar NOT NULL,
  	"version_phone" varchar NOT NULL,
  	"version_street" varchar NOT NULL,
  	"version_postal_code" varchar NOT NULL,
  	"version_city" varchar NOT NULL,
  	"version_country_code" "enum__site_settings_v_version_country_code" DEFAULT 'SE' NOT NULL,
  	"version_weekdays_open" varchar NOT NULL,
  	"version_weekdays_close" varchar NOT NULL,
  	"version_weekend_open" varchar,
  	"version_weekend_close" varchar,
  	"version_recruitment_partner_name" varchar NOT NULL,
  	"version_recruitment_partner_url" varchar NOT NULL,
  	"version_founded_year" numeric NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TYPE "public"."enum_site_settings_country_code";
  DROP TYPE "public"."enum__site_settings_v_version_country_code";`)
}
