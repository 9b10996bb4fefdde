import { JsonLd } from '@/components/ui/json-ld';
import { getPageMeta, getPublishedPagePaths } from '@/cms/content';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { breadcrumbListJsonLd, breadcrumbTrail } from '@/lib/breadcrumbs';
import { absoluteUrl } from '@/lib/page-metadata';
import { isBuilt } from '@/lib/routes';

/**
 * The page's BreadcrumbList (structured data only; the pages show no breadcrumb bar): home, any
 * ancestor page, the page. Names are the pages' short name or title (a page file's content module,
 * or a CMS page), so a page only renders `<BreadcrumbsJsonLd path={routes.x} locale={locale} />`.
 * Nothing on home.
 */
export async function BreadcrumbsJsonLd({ path, locale }: { path: string; locale: Locale }) {
  const cmsPaths = await getPublishedPagePaths();
  const trail = breadcrumbTrail(path, (candidate) => isBuilt(candidate) || cmsPaths.includes(candidate));
  const items = await Promise.all(
    trail.map(async (crumb) => {
      const meta = await getPageMeta(crumb, locale);
      // Fails the build, not the visitor: every built page has a title.
      if (!meta) throw new Error(`Breadcrumbs: ${crumb} has no page in src/content/pages/index.ts or the CMS`);
      return { name: meta.breadcrumb ?? meta.title, url: absoluteUrl(localizedPath(crumb, locale)) };
    }),
  );
  if (items.length === 0) return null;
  return <JsonLd data={breadcrumbListJsonLd(items)} />;
}
