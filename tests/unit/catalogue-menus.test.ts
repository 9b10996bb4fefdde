import { describe, expect, it } from 'vitest';
import { menuItemDetail } from '@/content/catalogue/menu-details';
import { seededCatalogue } from '@/cms/seed/catalogue';
import { catalogueMenus } from '@/content/catalogue/menus';

describe('mega-menu items (000 §2.2)', () => {
  it('lists the drug-test menu of the spec with its anchors', () => {
    expect(catalogueMenus(seededCatalogue()).drugTests.map((c) => [c.anchor, c.items.map((i) => i.id)])).toEqual([
      ['singlepanels', ['amp', 'bzo', 'bup', 'coc', 'met']],
      ['multipanels', ['multi-17', 'multi-12', 'multi-10', 'thc-3']],
      ['saliva-tests', ['saliva-multi-7', 'manipulation-control']],
    ]);
  });

  it('leaves no column with a single item', () => {
    for (const column of [...catalogueMenus(seededCatalogue()).drugTests, ...catalogueMenus(seededCatalogue()).healthcare]) expect(column.items.length, column.column.en).toBeGreaterThan(1);
  });

  it('sends the manipulation control to its own section, every other item to its column', () => {
    const items = catalogueMenus(seededCatalogue()).drugTests.flatMap((column) => column.items.map((item) => [item.id, item.anchor ?? column.anchor]));
    expect(items.filter(([id]) => id === 'manipulation-control')).toEqual([['manipulation-control', 'manipulation-control']]);
    expect([...catalogueMenus(seededCatalogue()).drugTests, ...catalogueMenus(seededCatalogue()).healthcare].flatMap((c) => c.items).filter((item) => item.anchor).map((item) => item.id)).toEqual(['manipulation-control']);
  });

  it('describes the THC cup by its cut-off levels and the control by its two markers', () => {
    expect(menuItemDetail(seededCatalogue(), 'thc-3')).toEqual({ kind: 'levels', count: 3 });
    expect(menuItemDetail(seededCatalogue(), 'multi-17')).toEqual({ kind: 'panel', substances: 17 });
    const [creatinine, ph] = seededCatalogue().manipulationControl.markers;
    expect(menuItemDetail(seededCatalogue(), 'manipulation-control')).toEqual({ kind: 'markers', first: creatinine!.name, second: ph!.name });
  });

  it('lists the healthcare menu of the spec with its anchors', () => {
    expect(catalogueMenus(seededCatalogue()).healthcare.map((c) => [c.anchor, c.items.map((i) => i.id)])).toEqual([
      ['instacare', ['pregnancy', 'ovulation', 'utitest', 'vaginalph', 'menopause']],
      ['instacheck', ['ferritin', 'dvitamin', 'tsh', 'fob']],
      ['instafind', ['hpylori', 'virustest']],
    ]);
  });

  it('lists what an editor marks for the menu, and leaves out a column with nothing to list', () => {
    const catalogue = seededCatalogue();
    const unlisted = {
      ...catalogue,
      singlePanels: catalogue.singlePanels.map((panel) => ({ ...panel, inMenu: panel.id === 'thc' })),
      healthcareFamilies: catalogue.healthcareFamilies.map((family) => ({ ...family, products: family.products.map((product) => ({ ...product, inMenu: family.id !== 'instafind' })) })),
    };
    const menus = catalogueMenus(unlisted);
    expect(menus.drugTests[0]?.items).toEqual([{ id: 'thc', name: { en: 'THC', sv: 'THC' } }]);
    // The rest of the column is counted, for the menu's link to the whole section.
    expect(menus.drugTests[0]?.unlisted).toBe(catalogue.singlePanels.length - 1);
    expect(menus.healthcare.find((column) => column.anchor === 'instacheck')?.unlisted).toBe(0);
    expect(menus.healthcare.map((column) => column.anchor)).toEqual(['instacare', 'instacheck']);
    expect(menus.drugTests.find((column) => column.anchor === 'saliva-tests')?.items[0]?.name).toEqual({ en: 'Saliva multi-test', sv: 'Salivmultitest' });
  });

  it('uses the family name as the healthcare column heading', () => {
    const families = seededCatalogue().healthcareFamilies;
    for (const column of catalogueMenus(seededCatalogue()).healthcare) expect(column.column.en).toBe(families.find((f) => f.id === column.anchor)?.name);
  });
});
