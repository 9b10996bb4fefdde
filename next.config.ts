import type { NextConfig } from 'next';
import { withPayload } from '@payloadcms/next/withPayload';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './src/config/security-headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    // ICU messages are compiled at build time, so prerendering formats them without parsing. (No
    // message reaches the browser through next-intl: client leaves get resolved texts as props.)
    messages: { path: './messages', format: 'json', locales: ['en', 'sv'], precompile: true },
  },
});

const nextConfig: NextConfig = {
  // Lets several builds (e.g. a developer's and the test run's) live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  experimental: {
    // app/global-not-found.tsx: a complete, localized 404 document for every path without a page.
    globalNotFound: true,
    // One chunk per chunk group, however large: the admin, in the same build, otherwise splits the
    // framework code every page loads into several files (docs/decisions/turbopack-chunking.md).
    turbopackChunking: { maxChunkCountPerGroup: 1, minChunkSize: 300_000, maxMergeChunkSize: 1_000_000 },
  },
  reactStrictMode: true,
  // Type checking is its own step of `npm test` (tsc --noEmit over src and tests), so the build
  // does not repeat it.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The icon sprite's URL carries a version of its content (components/ui/lucide.tsx).
      { source: '/icons.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
};

// withPayload: the CMS (src/cms) in the same app; its admin and API live in src/app/(payload).
const withCms = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false });
const payloadHeaders = withCms.headers;

export default {
  ...withCms,
  // The admin asks browsers for their colour scheme with client hints. `Critical-CH` makes a
  // browser repeat the request to send it, so those headers are the admin's only, not the site's.
  async headers() {
    const rules = (await payloadHeaders?.()) ?? [];
    return rules.map((rule) =>
      rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
    );
  },
} satisfies NextConfig;
