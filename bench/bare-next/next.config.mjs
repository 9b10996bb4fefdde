import { fileURLToPath } from 'node:url';

/**
 * The framework floor of `npm run bench:pages`. It answers with the site's own response headers
 * (passed by the bench as BENCH_RESPONSE_HEADERS, from src/config/security-headers.ts), so
 * "transferred JS" compares like with like: headers travel with every script and count in
 * Lighthouse's transfer sizes.
 * @type {import('next').NextConfig}
 */
const config = {
  // Resolve next/react from the repository root, the same installed versions the site uses.
  turbopack: { root: fileURLToPath(new URL('../..', import.meta.url)) },
  poweredByHeader: false,
  async headers() {
    const headers = JSON.parse(process.env.BENCH_RESPONSE_HEADERS ?? '[]');
    return headers.length > 0 ? [{ source: '/:path*', headers }] : [];
  },
};

export default config;
