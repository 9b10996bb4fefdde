import { describe, expect, it } from 'vitest';
import { siteOrigin } from '@/config/site';
import { substanceGroups, type SubstanceGroup } from '@/content/catalogue';
import { filterEntryFor, filterSinglePanels, matchesFilterEntry, matchesSinglePanel } from '@/lib/catalogue/filter';
import { buildProductListJsonLd, serializeJsonLd } from '@/lib/catalogue/json-ld';
import {
  defaultCatalogueViewState,
  parseCatalogueViewState,
  serializeCatalogueViewState,
  tabForAnchor,
  type CatalogueViewState,
} from '@/lib/catalogue/url-state';
import { seededCatalogue } from '@/cms/seed/catalogue';

const panels = seededCatalogue().singlePanels;
const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);

describe('filterSinglePanels (000 §2.5, §5)', () => {
  it('shows every panel for an empty or blank query', () => {
    expect(filterSinglePanels(panels, { query: '', group: 'all', locale: 'en' })).toHaveLength(23);
    expect(filterSinglePanels(panels, { query: '   ', group: 'all', locale: 'sv' })).toHaveLength(23);
  });

  it('matches a case-insensitive substring of the name in the page language', () => {
    expect(ids(filterSinglePanels(panels, { query: 'AMPHET', group: 'all', locale: 'en' }))).toEqual(['amp', 'met']);
    // Swedish spelling only matches on the Swedish page …
    expect(ids(filterSinglePanels(panels, { query: 'amfetamin', group: 'all', locale: 'sv' }))).toEqual(['amp', 'met']);
    // … and the English spelling matches nothing there that it matches by name.
    expect(ids(filterSinglePanels(panels, { query: 'oxycodone', group: 'all', locale: 'sv' }))).toEqual([]);
    expect(ids(filterSinglePanels(panels, { query: 'oxikodon', group: 'all', locale: 'sv' }))).toEqual(['oxy']);
  });

  it('matches the substance abbreviation and the article number', () => {
    expect(ids(filterSinglePanels(panels, { query: 'bzo', group: 'all', locale: 'en' }))).toEqual(['bzo']);
    expect(ids(filterSinglePanels(panels, { query: '6-mam', group: 'all', locale: 'sv' }))).toEqual(['6mam']);
    expect(ids(filterSinglePanels(panels, { query: 'drx192', group: 'all', locale: 'en' }))).toEqual(['amp']);
    expect(ids(filterSinglePanels(panels, { query: 'DRX190-CE25', group: 'all', locale: 'en' }))).toEqual(['zop']);
  });

  it('filters by group and combines the group with the query', () => {
    expect(ids(filterSinglePanels(panels, { query: '', group: 'sedatives', locale: 'en' }))).toEqual([
      'acl',
      'bzo',
      'zol',
      'zop',
    ]);
    expect(ids(filterSinglePanels(panels, { query: 'zo', group: 'sedatives', locale: 'en' }))).toEqual([
      'bzo',
      'zol',
      'zop',
    ]);
    // "am" matches amphetamine/methamphetamine (stimulants) and 6-MAM/tramadol (opioids).
    expect(ids(filterSinglePanels(panels, { query: 'am', group: 'opioids', locale: 'en' }))).toEqual(['6mam', 'tra']);
  });

  it('returns nothing when no panel matches', () => {
    expect(filterSinglePanels(panels, { query: 'xyz-nothing', group: 'all', locale: 'en' })).toEqual([]);
    expect(filterSinglePanels(panels, { query: 'thc', group: 'stimulants', locale: 'en' })).toEqual([]);
  });
});

describe('filter entries (what the browser leaf gets per card)', () => {
  it('carry only the id, the group and lower-cased keys in the page language', () => {
    const amp = panels.find((panel) => panel.id === 'amp')!;
    const entry = filterEntryFor(amp, 'sv');
    expect(Object.keys(entry).sort()).toEqual(['group', 'id', 'searchKeys']);
    expect(entry.searchKeys).toContain(amp.name.sv.toLocaleLowerCase('sv'));
    expect(entry.searchKeys).not.toContain(amp.name.en.toLocaleLowerCase('en'));
    expect(entry.searchKeys).toContain(amp.articleNr.toLocaleLowerCase('sv'));
  });

  it('match exactly like the full panels, for every query, group and language', () => {
    const queries = ['', '  ', 'AMPHET', 'amfetamin', 'oxycodone', 'oxikodon', 'bzo', '6-mam', 'drx192', 'DRX190-CE25', 'zo', 'am', 'xyz-nothing'];
    const groups = ['all', ...substanceGroups] as const;
    for (const locale of ['en', 'sv'] as const) {
      const entries = panels.map((panel) => filterEntryFor(panel, locale));
      for (const query of queries) {
        for (const group of groups) {
          const filter = { query, group, locale };
          const expected = panels.filter((panel) => matchesSinglePanel(panel, filter)).map((panel) => panel.id);
          expect(entries.filter((entry) => matchesFilterEntry(entry, filter)).map((entry) => entry.id)).toEqual(expected);
        }
      }
    }
  });
});

describe('catalogue view state in the URL', () => {
  it('reads the defaults from an empty query', () => {
    expect(parseCatalogueViewState(new URLSearchParams(''), substanceGroups)).toEqual(defaultCatalogueViewState);
    expect(serializeCatalogueViewState(defaultCatalogueViewState)).toBe('');
  });

  it('round-trips every combination', () => {
    const states: CatalogueViewState<SubstanceGroup>[] = [
      { tab: 'single', query: '', group: 'all' },
      { tab: 'single', query: 'Amfetamin & co?', group: 'stimulants' },
      { tab: 'single', query: 'é ö 6-MAM', group: 'others' },
      { tab: 'multi', query: '', group: 'all' },
    ];
    for (const state of states) {
      const query = serializeCatalogueViewState(state);
      expect(parseCatalogueViewState(new URLSearchParams(query), substanceGroups)).toEqual(state);
    }
    expect(serializeCatalogueViewState({ tab: 'single', query: 'coc', group: 'stimulants' })).toBe(
      'tab=single&q=coc&group=stimulants',
    );
  });

  it('keeps unrelated parameters and drops defaults', () => {
    const base = new URLSearchParams('utm_source=mail&q=old&tab=single');
    expect(serializeCatalogueViewState(defaultCatalogueViewState, base)).toBe('utm_source=mail');
  });

  it('falls back to defaults for unknown values and opens the single tab for a filter link', () => {
    expect(parseCatalogueViewState(new URLSearchParams('tab=other&group=nope'), substanceGroups)).toEqual(defaultCatalogueViewState);
    expect(parseCatalogueViewState(new URLSearchParams('q=coc'), substanceGroups)).toEqual({ tab: 'single', query: 'coc', group: 'all' });
  });

  it('maps anchors to tabs', () => {
    expect(tabForAnchor('singlepanels')).toBe('single');
    expect(tabForAnchor('multipanels')).toBe('multi');
    expect(tabForAnchor('saliva-tests')).toBeUndefined();
  });
});

describe('buildProductListJsonLd', () => {
  it('builds an ItemList of Products with sku, brand and absolute image', () => {
    const multi = seededCatalogue().multiPanels;
    const data = buildProductListJsonLd(
      'Drug tests',
      multi.map((p) => ({ name: p.name.sv, description: p.description.sv, sku: p.articleNr, image: p.image.src })),
      'Nordic Rapid Diagnostics',
    );
    const parsed = JSON.parse(serializeJsonLd(data)) as typeof data;
    expect(parsed['@context']).toBe('https://schema.org');
    expect(parsed['@type']).toBe('ItemList');
    expect(parsed.numberOfItems).toBe(4);
    expect(parsed.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      item: {
        '@type': 'Product',
        name: 'Drogtest med 17 paneler',
        description: multi[0]?.description.sv,
        sku: 'DRX111-CE25',
        image: new URL('/images/products/multi-17.svg', siteOrigin).toString(),
        brand: { '@type': 'Brand', name: 'Nordic Rapid Diagnostics' },
      },
    });
  });

  it('leaves sku out for products without an article number and escapes "<"', () => {
    const data = buildProductListJsonLd('x', [{ name: 'A </script>', description: 'd' }], 'Brand');
    expect(data.itemListElement[0]?.item).not.toHaveProperty('sku');
    const json = serializeJsonLd(data);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).itemListElement[0].item.name).toBe('A </script>');
  });
});
