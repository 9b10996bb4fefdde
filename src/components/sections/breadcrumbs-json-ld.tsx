import { JsonLd } from '@/components/ui/json-ld';
import { pageMetaFor } from '@/content/pages';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { breadcrumbListJsonLd, breadcrumbTrail } from '@/lib/breadcrumbs';
import { absoluteUrl } from '@/lib/page-metadata';
import type { RoutePath } from '@/lib/routes';

/**
 * The page's BreadcrumbList (structured data only; the pages show no breadcrumb bar): home, any
 * ancestor page, the page. Names are the pages' `meta.breadcrumb` or title from the content index,
 * so a page only renders `<BreadcrumbsJsonLd path={routes.x} locale={locale} />`. Nothing on home.
 */
export function BreadcrumbsJsonLd({ path, locale }: { path: RoutePath; locale: Locale }) {
  const items = breadcrumbTrail(path).map((crumb) => {
    const meta = pageMetaFor(crumb);
    // Fails the build, not the visitor: every built page must be in src/content/pages/index.ts.
    if (!meta) throw new Error(`Breadcrumbs: ${crumb} has no entry in src/content/pages/index.ts`);
    return { name: (meta.breadcrumb ?? meta.title)[locale], url: absoluteUrl(localizedPath(crumb, locale)) };
  });
  if (items.length === 0) return null;
  return <JsonLd data={breadcrumbListJsonLd(items)} />;
}
