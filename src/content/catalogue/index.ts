/**
 * The product catalogue: the single source of product facts for pages, menus, structured data and
 * the contact form. Every entry is parsed with zod when this module is first imported, so a
 * malformed entry (wrong article number, pack size or cut-off, missing translation) stops the
 * build instead of reaching a page.
 */
import { z } from 'zod';
import { healthcareFamilyData } from './healthcare';
import { manipulationControlData, multiPanelData, salivaTestData } from './drug-tests';
import {
  healthcareFamilySchema,
  manipulationControlSchema,
  multiPanelSchema,
  salivaTestSchema,
  singlePanelSchema,
  type ContactInterest,
  type HealthcareFamily,
  type HealthcareProduct,
  type ManipulationControl,
  type MultiPanel,
  type ProductImage,
  type ProductReference,
  type SalivaTest,
  type SinglePanel,
} from './schema';
import { singlePanelData } from './single-panels';

export * from './schema';

const catalogueSchema = z
  .object({
    singlePanels: z.array(singlePanelSchema),
    multiPanels: z.array(multiPanelSchema),
    saliva: salivaTestSchema,
    manipulationControl: manipulationControlSchema,
    healthcareFamilies: z.array(healthcareFamilySchema),
  })
  .superRefine((catalogue, ctx) => {
    // Ids and article numbers are used as contact-form references and page anchors: both unique.
    const ids = [
      ...catalogue.singlePanels.map((p) => p.id),
      ...catalogue.multiPanels.map((p) => p.id),
      catalogue.saliva.id,
      catalogue.manipulationControl.id,
      ...catalogue.healthcareFamilies.flatMap((f) => [f.id, ...f.products.map((p) => p.id)]),
    ];
    const articleNrs = [
      ...catalogue.singlePanels.map((p) => p.articleNr),
      ...catalogue.multiPanels.map((p) => p.articleNr),
      catalogue.saliva.articleNr,
      catalogue.manipulationControl.articleNr,
      ...catalogue.healthcareFamilies.flatMap((f) => f.products.map((p) => p.articleNr)),
    ];
    for (const [label, values] of [
      ['id', ids],
      ['article number', articleNrs],
    ] as const) {
      const seen = new Set<string>();
      for (const value of values) {
        if (seen.has(value)) ctx.addIssue({ code: 'custom', message: `duplicate ${label} "${value}"` });
        seen.add(value);
      }
    }
  });

const catalogue = catalogueSchema.parse({
  singlePanels: singlePanelData,
  multiPanels: multiPanelData,
  saliva: salivaTestData,
  manipulationControl: manipulationControlData,
  healthcareFamilies: healthcareFamilyData,
});

export function getSinglePanels(): readonly SinglePanel[] {
  return catalogue.singlePanels;
}

export function getMultiPanels(): readonly MultiPanel[] {
  return catalogue.multiPanels;
}

export function getSalivaTest(): SalivaTest {
  return catalogue.saliva;
}

export function getManipulationControl(): ManipulationControl {
  return catalogue.manipulationControl;
}

export function getHealthcareFamilies(): readonly HealthcareFamily[] {
  return catalogue.healthcareFamilies;
}

export function getHealthcareProducts(): readonly HealthcareProduct[] {
  return catalogue.healthcareFamilies.flatMap((family) => family.products);
}

/** The illustration of any product by its id (e.g. for the home page's hero cards). */
export function getProductImage(id: string): ProductImage | undefined {
  const products: { id: string; image: ProductImage }[] = [
    ...catalogue.singlePanels,
    ...catalogue.multiPanels,
    catalogue.saliva,
    catalogue.manipulationControl,
    ...getHealthcareProducts(),
  ];
  return products.find((product) => product.id === id)?.image;
}

/** Every product with a reference the contact form can be prefilled from. */
function allReferences(): ProductReference[] {
  const drugTest = (p: { id: string; articleNr: string; name: ProductReference['name'] }, interest: ContactInterest) => ({
    id: p.id,
    articleNr: p.articleNr,
    name: p.name,
    interest,
  });
  return [
    ...catalogue.singlePanels.map((p) => drugTest(p, 'drug-tests')),
    ...catalogue.multiPanels.map((p) => drugTest(p, 'drug-tests')),
    // The saliva panel is the product behind the InstaCLEAR rapid saliva programme.
    drugTest(catalogue.saliva, 'instaclear'),
    drugTest(catalogue.manipulationControl, 'drug-tests'),
    ...getHealthcareProducts().map((p) => ({ id: p.id, name: p.name, interest: 'self-tests' as const })),
  ];
}

/**
 * Looks a product up by article number (case-insensitive, e.g. from `/contact?product=DRX192-CE25`)
 * or by product id (healthcare products have no article number). Unknown references give
 * `undefined`, so a hand-edited URL simply prefills nothing.
 */
export function findProductByReference(ref: string | null | undefined): ProductReference | undefined {
  const needle = ref?.trim().toLowerCase();
  if (!needle) return undefined;
  return allReferences().find((p) => p.articleNr?.toLowerCase() === needle || p.id.toLowerCase() === needle);
}
