import { catalogueFrom, type Catalogue, type StoredCatalogue } from '@/content/catalogue';
import { manipulationControlSeed, multiPanelSeed, salivaSeed } from './drug-tests';
import { selfTestFamilySeed } from './healthcare';
import { singlePanelSeed } from './single-panels';

/** The product catalogue as first published, in the shape the CMS stores it. */
export const catalogueSeed: StoredCatalogue = {
  singlePanels: singlePanelSeed,
  multiPanels: multiPanelSeed,
  saliva: salivaSeed,
  manipulationControl: manipulationControlSeed,
  selfTestFamilies: selfTestFamilySeed,
};

/** The seeded catalogue as the site reads it, its texts' `{placeholders}` unfilled: for the figures pages quote before the CMS is read, and tests. */
export function seededCatalogue(): Catalogue {
  if (parsed) return parsed;
  const reading = catalogueFrom(catalogueSeed);
  if (!reading.success) throw new Error(`The catalogue seed does not hold together: ${JSON.stringify(reading.issues)}`);
  return (parsed = reading.data);
}
let parsed: Catalogue | undefined;

/** Every product illustration the catalogue may show: a new product takes the generic one until it has its own. */
export const productIllustrations: readonly string[] = [
  ...new Set([
    ...singlePanelSeed.map((p) => p.image),
    ...multiPanelSeed.map((p) => p.image),
    salivaSeed.image,
    manipulationControlSeed.image,
    ...selfTestFamilySeed.flatMap((family) => family.products.map((p) => p.image)),
    '/images/products/placeholder.svg',
  ]),
];
