import localFont from 'next/font/local';

/**
 * Inter, self-hosted from the npm package (no requests to font hosts); latin covers å, ä, ö.
 *
 * Not preloaded: the text is painted at once in the metric-matched fallback (`display: swap`, and
 * 'Inter Metric Fallback' / 'Inter Roboto Fallback' in globals.css, one face per weight), so no
 * first-screen content waits for the font. Preloaded, its 48 KB competed with the render-blocking stylesheet for the first
 * round trips and, finishing before the first paint, sat on the LCP path (see docs/performance.md).
 */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  preload: false,
  // next/font's generated fallback is one local(Arial) face for every weight: bold Inter is 2 %
  // wider than that face synthesised to bold, and Linux has no Arial. globals.css has our own.
  adjustFontFallback: false,
});
