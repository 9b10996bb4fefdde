import { JsonLd } from '@/components/ui/json-ld';
import { getSiteSettings } from '@/cms/content';
import { siteOrigin } from '@/config/site';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';

/**
 * schema.org `Product` for a product landing page: the name and description the page shows, the
 * brand and the page's URL. No offer: nothing is sold online (001 §1).
 */
export async function ProductJsonLd({
  name,
  description,
  path,
  locale,
}: {
  name: string;
  description: string;
  path: string;
  locale: Locale;
}) {
  const url = new URL(localizedPath(path, locale), siteOrigin).toString();
  const { name: company } = await getSiteSettings();
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        description,
        url,
        brand: { '@type': 'Brand', name: company },
        manufacturer: { '@type': 'Organization', name: company, url: siteOrigin },
      }}
    />
  );
}
