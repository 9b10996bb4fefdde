import localFont from 'next/font/local';

/** Inter, self-hosted from the npm package (no requests to font hosts); latin covers å, ä, ö. */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  // Metric-matched fallback so swapping the font in does not shift the layout.
  adjustFontFallback: 'Arial',
});
