/**
 * The product catalogue: the single source of product facts for pages, menus, structured data,
 * instructions for use and the contact form. The CMS keeps it (src/cms/globals/catalogue.ts) in
 * the shape below, `Stored…`: a substance names its single panel instead of repeating its name,
 * code and cut-off, and a self-test's time to result is one number its benefit line is written
 * from. `catalogueFrom` turns that into the catalogue the site reads, checked with zod, so a
 * malformed entry (wrong article number, pack size or cut-off, a duplicate, a missing text) is
 * refused on publish and never reaches a page.
 */
import { z } from 'zod';
import { figure, nbsp } from '@/content/figures';
import type { Localized } from '@/i18n/localized';
import { fillTemplate } from '@/lib/placeholders';
import { manipulationPackSize, standardPackSize, type ContactInterest, type ProductIcon, type SubstanceGroup } from './constants';
import {
  healthcareFamilySchema,
  manipulationControlSchema,
  multiPanelSchema,
  salivaTestSchema,
  singlePanelSchema,
  type HealthcareFamily,
  type HealthcareProduct,
  type LocalizedText,
  type ProductImage,
  type ProductReference,
} from './schema';

export * from './schema';

/** Every product illustration is drawn at this size. */
const illustrationSize = { width: 480, height: 360 } as const;
/** 000 §3.3: the saliva test is read after five minutes. */
const salivaReadingMinutes = 5;
const salivaId = 'saliva-multi-7';
const manipulationControlId = 'manipulation-control';

/** What every product of the CMS's catalogue has besides its texts. */
interface StoredProduct {
  articleNr: string;
  name: Localized;
  description: Localized;
  icon: ProductIcon;
  /** The illustration's path under /images/products. */
  image: string;
  inMenu?: boolean;
}
export interface StoredSinglePanel extends StoredProduct {
  key: string;
  group: SubstanceGroup;
  abbreviation: string;
  cutOffNgMl: number;
}
/** A panel's substance: its single panel, at that panel's cut-off unless the panel reads it at its own. */
export interface StoredSubstance {
  singlePanel: string;
  cutOffNgMl?: number | null;
}
export interface StoredMultiPanel extends StoredProduct {
  key: string;
  substances: StoredSubstance[];
  additionalInfo: Localized;
  markerInfo: Localized;
}
export interface StoredSaliva extends StoredProduct {
  menuName: Localized;
  substances: StoredSubstance[];
}
export interface StoredManipulationControl extends StoredProduct {
  explanation: Localized;
  markers: { key: 'creatinine' | 'ph'; name: Localized; description: Localized }[];
  caveat: Localized;
}
/** A benefit line of a self-test: a text, or its time to result written from its minutes. */
export type StoredFeature = { kind: 'text'; text: Localized } | { kind: 'result' };
export interface StoredSelfTest extends StoredProduct {
  key: string;
  resultMinutes: number;
  features: StoredFeature[];
}
export interface StoredFamily {
  key: HealthcareFamily['id'];
  name: string;
  badge: Localized;
  description: Localized;
  products: StoredSelfTest[];
}
export interface StoredCatalogue {
  singlePanels: StoredSinglePanel[];
  multiPanels: StoredMultiPanel[];
  saliva: StoredSaliva;
  manipulationControl: StoredManipulationControl;
  selfTestFamilies: StoredFamily[];
}

export const catalogueSchema = z
  .object({
    singlePanels: z.array(singlePanelSchema),
    multiPanels: z.array(multiPanelSchema),
    saliva: salivaTestSchema,
    manipulationControl: manipulationControlSchema,
    healthcareFamilies: z.array(healthcareFamilySchema),
  })
  .superRefine((catalogue, ctx) => {
    // Ids and article numbers are used as contact-form references, page anchors and document addresses: both unique.
    const products = catalogueProducts(catalogue);
    for (const field of ['id', 'articleNr'] as const) {
      const seen = new Set<string>();
      for (const product of products) {
        if (seen.has(product[field])) ctx.addIssue({ code: 'custom', path: [...product.path, field], message: `${field === 'id' ? 'The key' : 'The article number'} “${product[field]}” is used twice.` });
        seen.add(product[field]);
      }
    }
  });
export type Catalogue = z.infer<typeof catalogueSchema>;

/** A stored catalogue read as the site reads it, or what is wrong with it, by path (`multiPanels.2.substances.0.singlePanel`). */
export type CatalogueReading = { success: true; data: Catalogue } | { success: false; issues: { path: string; message: string }[] };

const image = (src: string): ProductImage => ({ src, ...illustrationSize });

const resultFeature = (minutes: number): Localized => {
  const count = figure(minutes);
  const one = minutes === 1;
  return { en: `Result in ${count.en}${nbsp}${one ? 'minute' : 'minutes'}`, sv: `Svar på ${count.sv}${nbsp}${one ? 'minut' : 'minuter'}` };
};

/** The catalogue the site reads from what the CMS stores (both languages, as `locale: 'all'` returns them). */
export function catalogueFrom(stored: StoredCatalogue): CatalogueReading {
  const issues: { path: string; message: string }[] = [];
  // A never-saved catalogue has no saliva test or control yet: zod names what is missing.
  const product = <T extends StoredProduct>(record: T | undefined) => ({ ...(record as T), image: record?.image ? image(record.image) : undefined, inMenu: Boolean(record?.inMenu) });
  const singlePanels = (stored.singlePanels ?? []).map(({ key, ...panel }) => ({ ...product(panel), id: key, quantity: standardPackSize }));
  const byKey = new Map(singlePanels.map((panel) => [panel.id, panel]));
  const substances = (rows: StoredSubstance[] | undefined, at: string) =>
    (rows ?? []).map((row, index) => {
      const panel = byKey.get(row.singlePanel);
      if (!panel) issues.push({ path: `${at}.${index}.singlePanel`, message: `No single panel has the key “${row.singlePanel}”.` });
      return { code: panel?.abbreviation, singlePanelId: row.singlePanel, name: panel?.name, cutOffNgMl: row.cutOffNgMl ?? panel?.cutOffNgMl };
    });
  const input = {
    singlePanels,
    multiPanels: (stored.multiPanels ?? []).map(({ key, ...panel }, index) => ({
      ...product(panel),
      id: key,
      quantity: standardPackSize,
      substances: substances(panel.substances, `multiPanels.${index}.substances`),
    })),
    saliva: {
      ...product(stored.saliva),
      id: salivaId,
      quantity: standardPackSize,
      readingTimeMinutes: salivaReadingMinutes,
      substances: substances(stored.saliva?.substances, 'saliva.substances'),
    },
    manipulationControl: {
      ...product(stored.manipulationControl),
      id: manipulationControlId,
      quantity: manipulationPackSize,
      markers: (stored.manipulationControl?.markers ?? []).map(({ key, ...marker }) => ({ ...marker, id: key })),
    },
    healthcareFamilies: (stored.selfTestFamilies ?? []).map(({ key, products, ...family }) => ({
      ...family,
      id: key,
      products: (products ?? []).map(({ key: productKey, features, ...test }) => ({
        ...product(test),
        id: productKey,
        features: (features ?? []).map((feature) => (feature.kind === 'result' ? resultFeature(test.resultMinutes) : feature.text)),
      })),
    })),
  };
  if (issues.length > 0) return { success: false, issues };
  const parsed = catalogueSchema.safeParse(input);
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, issues: parsed.error.issues.map((issue) => ({ path: storedPath(issue.path), message: issue.message })) };
}

/** The CMS's path of a parsed field: the site's names (`healthcareFamilies`, `markers.0.id`) are stored under others. */
function storedPath(path: readonly PropertyKey[]): string {
  const renamed: Record<string, string> = { healthcareFamilies: 'selfTestFamilies', id: 'key' };
  // A text's language is not a field of its own: the text is.
  const field = path.at(-1) === 'en' || path.at(-1) === 'sv' ? path.slice(0, -1) : path;
  return field.map((part) => (typeof part === 'string' ? (renamed[part] ?? part) : String(part))).join('.');
}

/**
 * The catalogue with the figures its texts name filled in per language (`{ferritinAccuracyPercent}
 * accuracy`), from the marketing figures' one record.
 */
export function fillCatalogue(catalogue: Catalogue, placeholders: Readonly<Record<keyof Localized, Readonly<Record<string, string>>>>): Catalogue {
  const fill = (text: LocalizedText): LocalizedText => ({ en: fillTemplate(text.en, placeholders.en), sv: fillTemplate(text.sv, placeholders.sv) });
  return {
    ...catalogue,
    healthcareFamilies: catalogue.healthcareFamilies.map((family) => ({
      ...family,
      products: family.products.map((product) => ({ ...product, features: product.features.map(fill) })),
    })),
  };
}

export function healthcareProducts(catalogue: Catalogue): HealthcareProduct[] {
  return catalogue.healthcareFamilies.flatMap((family) => family.products);
}

/** Every product with the path of its record (for a refusal naming it) and the contact form's interest. */
function catalogueProducts(catalogue: Catalogue) {
  return [
    ...catalogue.singlePanels.map((p, index) => ({ ...p, path: ['singlePanels', index], interest: 'drug-tests' as ContactInterest })),
    ...catalogue.multiPanels.map((p, index) => ({ ...p, path: ['multiPanels', index], interest: 'drug-tests' as ContactInterest })),
    // The saliva panel is the product behind the InstaCLEAR rapid saliva programme.
    { ...catalogue.saliva, path: ['saliva'], interest: 'instaclear' as ContactInterest },
    { ...catalogue.manipulationControl, path: ['manipulationControl'], interest: 'drug-tests' as ContactInterest },
    ...catalogue.healthcareFamilies.flatMap((family, f) =>
      family.products.map((p, index) => ({ ...p, path: ['healthcareFamilies', f, 'products', index], interest: 'self-tests' as ContactInterest })),
    ),
  ];
}

/** The illustration of any product by its id (e.g. for the home page's hero cards). */
export function productImage(catalogue: Catalogue, id: string): ProductImage | undefined {
  return catalogueProducts(catalogue).find((product) => product.id === id)?.image;
}

/** Every product the contact form can be prefilled from; a self-test by its id, its message naming no article number. */
export function productReferences(catalogue: Catalogue): ProductReference[] {
  return catalogueProducts(catalogue).map(({ id, articleNr, name, interest }) => ({ id, articleNr: interest === 'self-tests' ? undefined : articleNr, name, interest }));
}

/**
 * Looks a product up by article number (case-insensitive, e.g. from `/contact?product=DRX192-CE25`)
 * or by product id. Unknown references give `undefined`, so a hand-edited URL simply prefills nothing.
 */
export function findProductByReference(catalogue: Catalogue, ref: string | null | undefined): ProductReference | undefined {
  const needle = ref?.trim().toLowerCase();
  if (!needle) return undefined;
  return productReferences(catalogue).find((p) => p.articleNr?.toLowerCase() === needle || p.id.toLowerCase() === needle);
}
