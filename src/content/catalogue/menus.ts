/**
 * The header's mega-menu items (000 §2.2) as plain data. Kept free of the catalogue module and
 * zod on purpose: the header may be a client component and must not pull the whole catalogue into
 * the browser bundle. `tests/unit/catalogue-menus.test.ts` checks every id and name against the
 * catalogue, so the two cannot drift apart.
 */

export type MenuLocalizedText = { en: string; sv: string };

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
  name: MenuLocalizedText;
  /** Where the item lands when that is not its column's anchor. */
  anchor?: CatalogueMenuAnchor;
};

export type CatalogueMenuColumn = {
  column: MenuLocalizedText;
  /** Id of the page element the header scrolls to 100 ms after navigating. */
  anchor: CatalogueMenuAnchor;
  items: readonly CatalogueMenuItem[];
  /** The heading is a brand name (a product family), shown as written rather than as an eyebrow. */
  brand?: boolean;
};

/** Drug Tests menu: lands on /drug-tests. */
export const drugTestMenu: readonly CatalogueMenuColumn[] = [
  {
    column: { en: 'Single Panels', sv: 'Enkelpaneler' },
    anchor: 'singlepanels',
    items: [
      { id: 'amp', name: { en: 'Amphetamine', sv: 'Amfetamin' } },
      { id: 'bzo', name: { en: 'Benzodiazepines', sv: 'Bensodiazepiner' } },
      { id: 'bup', name: { en: 'Buprenorphine', sv: 'Buprenorfin' } },
      { id: 'coc', name: { en: 'Cocaine', sv: 'Kokain' } },
      { id: 'met', name: { en: 'Methamphetamine', sv: 'Metamfetamin' } },
    ],
  },
  {
    column: { en: 'Multi-Panels', sv: 'Multipaneler' },
    anchor: 'multipanels',
    items: [
      { id: 'multi-17', name: { en: '17-panel drug test', sv: 'Drogtest med 17 paneler' } },
      { id: 'multi-12', name: { en: '12-panel drug test', sv: 'Drogtest med 12 paneler' } },
      { id: 'multi-10', name: { en: '10-panel drug test', sv: 'Drogtest med 10 paneler' } },
      { id: 'thc-3', name: { en: '3-panel THC test', sv: 'THC-test med 3 paneler' } },
    ],
  },
  {
    // Saliva testing and the urine sample's validity check: the two products beside the urine panels.
    column: { en: 'Saliva and Accessories', sv: 'Saliv och tillbehör' },
    anchor: 'saliva-tests',
    items: [
      { id: 'saliva-multi-7', name: { en: 'Saliva multi-test', sv: 'Salivmultitest' } },
      { id: 'manipulation-control', name: { en: 'Manipulation control', sv: 'Manipulationskontroll' }, anchor: 'manipulation-control' },
    ],
  },
];

/** Healthcare Tests menu: lands on /healthcare-tests. */
export const healthcareMenu: readonly CatalogueMenuColumn[] = [
  {
    column: { en: 'InstaCARE', sv: 'InstaCARE' },
    brand: true,
    anchor: 'instacare',
    items: [
      { id: 'pregnancy', name: { en: 'Pregnancy test', sv: 'Graviditetstest' } },
      { id: 'ovulation', name: { en: 'Ovulation test', sv: 'Ägglossningstest' } },
      { id: 'utitest', name: { en: 'Urinary tract infection test', sv: 'Urinvägsinfektionstest' } },
      { id: 'vaginalph', name: { en: 'Vaginal pH test', sv: 'Vaginalt pH-test' } },
      { id: 'menopause', name: { en: 'Menopause test (FSH)', sv: 'Klimakterietest (FSH)' } },
    ],
  },
  {
    column: { en: 'InstaCHECK', sv: 'InstaCHECK' },
    brand: true,
    anchor: 'instacheck',
    items: [
      { id: 'ferritin', name: { en: 'Iron deficiency test (ferritin)', sv: 'Järnbristtest (ferritin)' } },
      { id: 'dvitamin', name: { en: 'Vitamin D test', sv: 'D-vitamintest' } },
      { id: 'tsh', name: { en: 'Thyroid test (TSH)', sv: 'Sköldkörteltest (TSH)' } },
      { id: 'fob', name: { en: 'Occult blood test', sv: 'Test för dolt blod' } },
    ],
  },
  {
    column: { en: 'InstaFIND', sv: 'InstaFIND' },
    brand: true,
    anchor: 'instafind',
    items: [
      { id: 'hpylori', name: { en: 'Stomach ulcer test (H. pylori)', sv: 'Magsårstest (H. pylori)' } },
      { id: 'virustest', name: { en: '4-in-1 virus test', sv: '4-i-1-virustest' } },
    ],
  },
];
