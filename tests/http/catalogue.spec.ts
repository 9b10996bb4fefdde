/**
 * The catalogue pages as served, in both languages: the ItemList structured data matches the
 * catalogue, and the HTML (the inline flight data included) carries only the page's own language.
 */
import { expect, test } from '@playwright/test';
import { localizedPath, locales } from '../e2e/fixtures';
import { seededCatalogue } from '../../src/cms/seed/catalogue';
import { healthcareProducts } from '../../src/content/catalogue';

type ItemList = {
  '@type': string;
  itemListElement: { item: { '@type': string; name: string; sku?: string; brand: { name: string } } }[];
};

/** Every JSON-LD block of a page's HTML, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

for (const locale of locales) {
  const drugTests = localizedPath('/drug-tests', locale);
  const healthcareTests = localizedPath('/healthcare-tests', locale);
  const other = locale === 'sv' ? 'en' : 'sv';

  test(`${drugTests} and ${healthcareTests} embed ItemList JSON-LD matching the catalogue, and carry only their own language`, async ({ request }) => {
    const drugResponse = await request.get(drugTests);
    expect(drugResponse.status(), `status of ${drugTests}`).toBe(200);
    const drug = await drugResponse.text();
    const list = jsonLd(drug).find((block) => block['@type'] === 'ItemList') as ItemList | undefined;
    expect(list?.itemListElement).toHaveLength(29);
    const skus = list?.itemListElement.map((entry) => entry.item.sku);
    expect(skus).toContain('DRX192-CE25');
    expect(skus).toContain('DRX107-CE99');
    const amp = list?.itemListElement.find((entry) => entry.item.sku === 'DRX192-CE25');
    expect(amp?.item.name).toBe(locale === 'sv' ? 'Amfetamin' : 'Amphetamine');
    expect(amp?.item.brand.name).toBeTruthy();

    const healthcareResponse = await request.get(healthcareTests);
    expect(healthcareResponse.status(), `status of ${healthcareTests}`).toBe(200);
    const healthcare = await healthcareResponse.text();
    const healthcareList = jsonLd(healthcare).find((block) => block['@type'] === 'ItemList') as ItemList | undefined;
    expect(healthcareList?.itemListElement).toHaveLength(11);

    // Everything in the HTML, the inline flight data included, is in the page's language.
    for (const product of healthcareProducts(seededCatalogue())) {
      for (const feature of product.features) {
        if (feature[other] !== feature[locale]) expect.soft(healthcare, `${product.id}: "${feature[other]}" on ${healthcareTests}`).not.toContain(JSON.stringify(feature[other]).slice(1, -1));
      }
    }
    for (const panel of seededCatalogue().singlePanels) {
      if (panel.name[other] !== panel.name[locale]) expect.soft(drug, `"${panel.name[other]}" on ${drugTests}`).not.toContain(`"${panel.name[other]}"`);
    }
  });
}
