import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { getServerEnv } from '../server/env';
import { cmsLoggerOptions } from '../server/log';
import { InstructionEditions } from './collections/instruction-editions';
import { Media } from './collections/media';
import { News } from './collections/news';
import { Pages } from './collections/pages';
import { Products } from './collections/products';
import { Whitepapers } from './collections/whitepapers';
import { SearchMisses } from './collections/search-misses';
import { TeamMembers } from './collections/team-members';
import { Testimonials } from './collections/testimonials';
import { Users } from './collections/users';
import { InstructionSharedSections } from './globals/instruction-shared-sections';
import { InvestorFigures } from './globals/investor-figures';
import { Catalogue } from './globals/catalogue';
import { MarketingFigures } from './globals/marketing-figures';
import { Navigation } from './globals/navigation';
import { SearchSettings } from './globals/search-settings';
import { SiteSettings } from './globals/site-settings';
import { leadsEndpoints } from './leads/endpoints';
import { migrations as sqliteMigrations } from './migrations';
import { migrations as postgresMigrations } from './migrations-postgres';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const env = getServerEnv();

/**
 * The CMS inside the site's Next app: admin at /admin, REST at /api, local API on the server.
 * Schema changes are migrations (src/cms/migrations, `npm run cms -- migrate:create name`); the
 * server applies pending ones when it starts (src/instrumentation.ts).
 */
export default buildConfig({
  admin: {
    user: Users.slug,
    // No Gravatar: the admin loads nothing from other sites (and the CSP would refuse it).
    avatar: 'default',
    meta: { titleSuffix: ' – Nordic Rapid Diagnostics' },
    importMap: { baseDir: path.resolve(dirname, '..'), importMapFile: path.resolve(dirname, '../app/(payload)/admin/importMap.ts') },
    components: {
      views: {
        // On an empty users table Payload shows a form that makes anyone the first admin; the
        // first admin comes from the CLI instead (README, "Content management").
        noAdministrator: { Component: '@/cms/views/no-administrator#NoAdministrator', path: '/create-first-user', exact: true },
        leadsInbox: { Component: '@/cms/views/leads-inbox#LeadsInbox', path: '/leads', exact: true, meta: { title: 'Leads' } },
      },
      afterNavLinks: ['@/cms/views/leads-nav-link#LeadsNavLink'],
      beforeDashboard: ['@/cms/views/leads-nav-link#LeadsDashboardCard'],
    },
  },
  // The server's JSON lines (src/server/log.ts); the CLI and `next dev` keep Payload's readable output.
  logger: process.env.NODE_ENV === 'production' ? { options: cmsLoggerOptions, destination: process.stdout } : undefined,
  collections: [Users, Pages, Products, Whitepapers, News, TeamMembers, Testimonials, InstructionEditions, Media, SearchMisses],
  globals: [SiteSettings, Navigation, Catalogue, MarketingFigures, InvestorFigures, InstructionSharedSections, SearchSettings],
  endpoints: leadsEndpoints,
  editor: lexicalEditor(),
  // Resizes uploaded images (the media collection's sizes).
  sharp,
  secret: env.cms.secret,
  graphQL: { disable: true },
  // SQLite (a file under data/) by default; PostgreSQL when CMS_DATABASE_URL says so. Each has its
  // own migrations, generated from the same collections.
  db: /^postgres(ql)?:\/\//u.test(env.cms.databaseUrl)
    ? postgresAdapter({
        pool: { connectionString: env.cms.databaseUrl },
        migrationDir: path.resolve(dirname, 'migrations-postgres'),
        prodMigrations: postgresMigrations,
        push: false,
      })
    : sqliteAdapter({
        client: { url: env.cms.databaseUrl },
        // The server, the CLI (a seed, a new admin) and a second server share the file: one waits
        // for another's write to end instead of failing at once with 'database is locked'.
        busyTimeout: 5000,
        migrationDir: path.resolve(dirname, 'migrations'),
        prodMigrations: sqliteMigrations,
        push: false,
      }),
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'sv', label: 'Svenska' },
    ],
    defaultLocale: 'en',
    // A missing Swedish text is missing, never English on a Swedish page.
    fallback: false,
  },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
});
