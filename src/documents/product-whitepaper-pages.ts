import { whitepaperDocuments } from '@/content/whitepapers';
import type { Locale } from '@/i18n/locales';

/**
 * The product pages' whitepapers (Circular Testing, VDT, hair analysis): their file names (the
 * whitepaper hub links these) and their page counts per language, which the pages state ('PDF, 7 pages'). A page count here is a
 * claim about the built file: tests/unit/product-whitepapers.test.tsx renders each document and
 * fails when the file has another number of pages. Plain data, so pages can import it without
 * pulling in @react-pdf.
 */
export const productWhitepaperNames = {
  circular: whitepaperDocuments['circular-testing'],
  vdt: whitepaperDocuments.vdt,
  hair: whitepaperDocuments['hair-analysis'],
} as const;

export type ProductWhitepaper = keyof typeof productWhitepaperNames;

export const productWhitepaperPageCounts: Record<ProductWhitepaper, Record<Locale, number>> = {
  circular: { en: 5, sv: 5 },
  vdt: { en: 5, sv: 5 },
  hair: { en: 5, sv: 5 },
};
