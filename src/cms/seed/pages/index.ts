import type { Locale } from '@/i18n/locales';
import { publicSectorPageSeed } from './solutions-public-sector';
import { educationPageSeed } from './solutions-education';
import type { PageSeed } from './types';

/** The pages the CMS starts with (what `seedCms` creates in an empty pages collection). */
export const pageSeeds: readonly PageSeed[] = [publicSectorPageSeed, educationPageSeed];

const isLocalized = (value: object): value is Record<Locale, string> =>
  Object.keys(value).length === 2 && typeof (value as Record<string, unknown>).en === 'string' && typeof (value as Record<string, unknown>).sv === 'string';

/**
 * A seed in one language, as the local API takes it: each `{ en, sv }` text becomes that
 * language's string, and each row takes the id of the same row already `stored` (the first
 * language's save), so the second language's texts land in the same rows.
 */
export function seedInLanguage(seed: unknown, locale: Locale, stored?: unknown): unknown {
  if (Array.isArray(seed)) {
    return seed.map((row, index) => {
      const storedRow = Array.isArray(stored) ? (stored[index] as { id?: unknown } | undefined) : undefined;
      const value = seedInLanguage(row, locale, storedRow);
      return storedRow?.id && value && typeof value === 'object' ? { ...value, id: storedRow.id } : value;
    });
  }
  if (seed && typeof seed === 'object') {
    if (isLocalized(seed)) return seed[locale];
    const inner = (stored ?? {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(seed).map(([key, value]) => [key, seedInLanguage(value, locale, inner[key])]));
  }
  return seed;
}
