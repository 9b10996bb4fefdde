/**
 * The header's mega-menu items (000 §2.2), read from the catalogue: a product's name is its
 * record's, and an editor lists or unlists it there.
 */
import type { Localized } from '@/i18n/localized';
import type { Catalogue } from './index';

export type CatalogueMenuAnchor =
  | 'singlepanels'
  | 'multipanels'
  | 'saliva-tests'
  | 'manipulation-control'
  | 'instacare'
  | 'instacheck'
  | 'instafind';

export type CatalogueMenuItem = {
  id: string;
  name: Localized;
  /** Where the item lands when that is not its column's anchor. */
  anchor?: CatalogueMenuAnchor;
};

export type CatalogueMenuColumn = {
  column: Localized;
  /** Id of the page element the header scrolls to 100 ms after navigating. */
  anchor: CatalogueMenuAnchor;
  items: readonly CatalogueMenuItem[];
  /** How many of the column's products the menu does not list (its catalogue section shows them all). */
  unlisted: number;
};

/**
 * The two mega-menus from the catalogue: the products an editor lists in the menu, in their
 * catalogue's columns. The single panels read alphabetically, as a visitor scans for a substance.
 */
export function catalogueMenus(catalogue: Catalogue): { drugTests: CatalogueMenuColumn[]; healthcare: CatalogueMenuColumn[] } {
  const item = (product: { id: string; name: Localized }, anchor?: CatalogueMenuAnchor): CatalogueMenuItem => ({ id: product.id, name: product.name, ...(anchor && { anchor }) });
  const listed = <T extends { inMenu: boolean }>(products: readonly T[]) => products.filter((product) => product.inMenu);
  const unlisted = (products: readonly { inMenu: boolean }[]) => products.length - listed(products).length;
  return {
    drugTests: [
      {
        column: { en: 'Single Panels', sv: 'Enkelpaneler' },
        anchor: 'singlepanels',
        items: listed(catalogue.singlePanels)
          .toSorted((a, b) => a.name.en.localeCompare(b.name.en, 'en'))
          .map((panel) => item(panel)),
        unlisted: unlisted(catalogue.singlePanels),
      },
      { column: { en: 'Multi-Panels', sv: 'Multipaneler' }, anchor: 'multipanels', items: listed(catalogue.multiPanels).map((panel) => item(panel)), unlisted: unlisted(catalogue.multiPanels) },
      {
        // Saliva testing and the urine sample's validity check: the two products beside the urine panels.
        column: { en: 'Saliva and Accessories', sv: 'Saliv och tillbehör' },
        anchor: 'saliva-tests',
        items: [...listed([catalogue.saliva]).map((test) => item({ id: test.id, name: test.menuName })), ...listed([catalogue.manipulationControl]).map((control) => item(control, 'manipulation-control'))],
        unlisted: unlisted([catalogue.saliva, catalogue.manipulationControl]),
      },
    ].filter((column) => column.items.length > 0) as CatalogueMenuColumn[],
    healthcare: catalogue.healthcareFamilies
      .map((family): CatalogueMenuColumn => ({ column: { en: family.name, sv: family.name }, anchor: family.id, items: listed(family.products).map((product) => item(product)), unlisted: unlisted(family.products) }))
      .filter((column) => column.items.length > 0),
  };
}
