const isDev = process.env.NODE_ENV === 'development';

/**
 * Content-Security-Policy. Every page is prerendered, so per-request nonces are not possible
 * (they would make every page dynamic). Next's static HTML carries inline bootstrap scripts whose
 * content changes with every build, so hashes cannot be listed here either; scripts are therefore
 * limited to our own origin plus inline ('unsafe-inline'), and never eval (dev mode excepted,
 * where React's tooling needs it). Styles likewise: each prerendered page carries the rules it uses
 * in a <style> (scripts/inline-stylesheets.ts). Everything else is locked to our own origin.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "manifest-src 'self'",
].join('; ');

/**
 * The headers every response carries (pages, 404, assets, redirects, refusals): the site's server
 * sets them on each response before anyone writes it (src/server/http/site-server.ts);
 * next.config.ts lists them too, for `next dev`.
 */
export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];
