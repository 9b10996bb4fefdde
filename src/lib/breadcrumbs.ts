import { isBuilt } from './routes';

/**
 * The trail of a page for its BreadcrumbList: the home page, every ancestor path that is a page
 * of its own (`/solutions` for `/solutions/workplace`; `/resources` is not one, so it is left
 * out), then the page itself. The home page has no trail.
 */
export function breadcrumbTrail(path: string, isPage: (path: string) => boolean = isBuilt): string[] {
  if (path === '/') return [];
  const segments = path.slice(1).split('/');
  const ancestors = segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
  return ['/', ...ancestors.filter((ancestor) => isPage(ancestor)), path];
}

export type BreadcrumbItem = { name: string; url: string };

/** schema.org BreadcrumbList of a trail whose items carry names and absolute URLs. */
export function breadcrumbListJsonLd(items: readonly BreadcrumbItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}
