/**
 * The about page's Organization structured data, read from the served HTML in both languages: name,
 * founding year and address come from the site config.
 */
import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { localizedPath, locales } from '../e2e/fixtures';

/** Every JSON-LD block of a page's HTML, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

for (const locale of locales) {
  const url = localizedPath('/about', locale);

  test(`${url} carries Organization structured data with name, founding year and address from the site config`, async ({ request }) => {
    const response = await request.get(url);
    expect(response.status(), `status of ${url}`).toBe(200);
    const organization = jsonLd(await response.text()).find((data) => data['@type'] === 'Organization');
    expect(organization, `an Organization block on ${url}`).toMatchObject({
      name: siteConfig.name,
      foundingDate: String(siteConfig.foundedYear),
      address: { streetAddress: siteConfig.address.street, postalCode: siteConfig.address.postalCode, addressLocality: siteConfig.address.city },
    });
  });
}
