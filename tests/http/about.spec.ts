/**
 * The about page's Organization structured data, read from the served HTML in both languages: name,
 * founding year and address come from the site config.
 */
import { expect, test } from '@playwright/test';
import { seededCompany } from '../../src/cms/seed/site-settings';
import { localizedPath, locales } from '../e2e/fixtures';

const company = seededCompany();

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
      name: company.name,
      foundingDate: String(company.foundedYear),
      address: { streetAddress: company.address.street, postalCode: company.address.postalCode, addressLocality: company.address.city },
    });
  });
}
