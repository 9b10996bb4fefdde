import 'server-only';
import { getLocale } from 'next-intl/server';
import NextLink from 'next/link';
import { type ComponentProps, createElement } from 'react';
import type { Locale } from './locales';
import { localizedPath } from './paths';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  /** A path of the route registry, optionally with query and hash; the page's language is added. */
  href: string;
};

/**
 * The site's link for server components: the path in the page's language, rendered as a plain
 * next/link, so no i18n code reaches the browser (next-intl's own Link is a client component that
 * brings its runtime to every page). Client components get `locale` as a prop and use
 * `localizedPath` from ./paths with next/link.
 *
 * Viewport prefetching is off by default: header and footer put some thirty links on every page,
 * and prefetching them downloads the JavaScript of every linked page while the visitor's phone is
 * still busy with this one. Pages are static and small, so following a link without prefetch is
 * still quick. Pass `prefetch` to opt in.
 */
export async function Link({ href, prefetch = false, ...props }: LinkProps) {
  const locale = (await getLocale()) as Locale;
  return createElement(NextLink, { href: localizedPath(href, locale), prefetch, ...props });
}
