import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`street\` text NOT NULL,
  	\`postal_code\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`country_code\` text DEFAULT 'SE' NOT NULL,
  	\`weekdays_open\` text NOT NULL,
  	\`weekdays_close\` text NOT NULL,
  	\`weekend_open\` text,
  	\`weekend_close\` text,
  	\`recruitment_partner_name\` text NOT NULL,
  	\`recruitment_partner_url\` text NOT NULL,
  	\`founded_year\` numeric NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_name\` text NOT NULL,
  	\`version_email\` text NOT NULL,
  	\`version_phone\` text NOT NULL,
  	\`version_street\` text NOT NULL,
  	\`version_postal_code\` text NOT NULL,
  	\`version_city\` text NOT NULL,
  	\`version_country_code\` text DEFAULT 'SE' NOT NULL,
  	\`version_weekdays_open\` text NOT NULL,
  	\`version_weekdays_close\` text NOT NULL,
  	\`version_weekend_open\` text,
  	\`version_weekend_close\` text,
  	\`version_recruitment_partner_name\` text NOT NULL,
  	\`version_recruitment_partner_url\` text NOT NULL,
  	\`version_founded_year\` numeric NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
}
