import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_sector_tabs_tabs" ADD COLUMN "from_page" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_sector_tabs_tabs" ADD COLUMN "from_page" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_sector_tabs_tabs" DROP COLUMN "from_page";
  ALTER TABLE "_pages_v_blocks_sector_tabs_tabs" DROP COLUMN "from_page";`)
}
