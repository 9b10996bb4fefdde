import type { Locale } from '@/i18n/locales';

/**
 * Where each page's Open Graph image lives: `/og/<locale>/<page path>.png`, with `index` for the
 * home page (`/og/sv/solutions/workplace.png`, `/og/en/index.png`). The images are prerendered by
 * the route handler in src/app/og from the page's title (src/content/pages/index.ts). The `.png`
 * extension keeps these URLs out of the locale proxy (src/proxy.ts skips paths with an extension),
 * so a visitor's stored language never redirects them.
 */
export const ogImageSize = { width: 1200, height: 630 } as const;

const homeName = 'index';

/** The path segments of a page's image below `/og/<locale>/`. */
export function ogImageSegments(path: string): string[] {
  const segments = path === '/' ? [homeName] : path.slice(1).split('/');
  const last = segments.length - 1;
  return segments.map((segment, index) => (index === last ? `${segment}.png` : segment));
}

export function ogImagePath(path: string, locale: Locale): string {
  return `/og/${locale}/${ogImageSegments(path).join('/')}`;
}

/** The page path an image's segments stand for, or null when they are not an image URL. */
export function pathFromOgImageSegments(segments: readonly string[]): string | null {
  const last = segments.at(-1);
  if (!last?.endsWith('.png')) return null;
  const names = [...segments.slice(0, -1), last.slice(0, -'.png'.length)];
  if (names.length === 1 && names[0] === homeName) return '/';
  return `/${names.join('/')}`;
}

/** The title as the image shows it: the brand is on the image already, so a leading brand name goes. */
export function ogImageTitle(title: string, brand: string): string {
  const prefix = new RegExp(`^${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[–—|:-]\\s*`, 'u');
  return title.replace(prefix, '');
}

/** A description cut at a word boundary so it fits two lines of the image. */
export function ogImageDescription(description: string, maxLength = 150): string {
  if (description.length <= maxLength) return description;
  const cut = description.slice(0, maxLength);
  const end = cut.lastIndexOf(' ');
  return `${cut.slice(0, end > 0 ? end : maxLength).replace(/[\s,;:–-]+$/u, '')}…`;
}
