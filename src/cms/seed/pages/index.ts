import { pagePlaceholders } from '@/content/page-placeholders';
import { investorFiguresSeed } from '../investor-figures';
import { marketingFiguresSeed } from '../marketing-figures';
import { seededCatalogue } from '../catalogue';
import type { Locale } from '@/i18n/locales';
import { fillPlaceholdersIn } from '@/lib/placeholders';
import { seededCompany } from '../site-settings';
import { aboutPageSeed } from './about';
import { careersPageSeed } from './careers';
import { forEmployersPageSeed } from './for-employers';
import { forHealthcarePageSeed } from './for-healthcare';
import { innovativeHealthcarePageSeed } from './innovative-healthcare';
import { cookiePolicyPageSeed } from './cookie-policy';
import { newsPageSeed } from './news';
import { privacyPolicyPageSeed } from './privacy-policy';
import { complianceChecklistPageSeed } from './resources-compliance-checklist';
import { productsPageSeed } from './products';
import { healthcareTestsPageSeed } from './healthcare-tests';
import { instafindPageSeed } from './products-instafind';
import { publicSectorPageSeed } from './solutions-public-sector';
import { termsOfServicePageSeed } from './terms-of-service';
import { workplacePageSeed } from './solutions-workplace';
import { educationPageSeed } from './solutions-education';
import { solutionsPageSeed } from './solutions';
import { healthcareSolutionsPageSeed } from './solutions-healthcare';
import { contactPageSeed } from './contact';
import { documentsPageSeed } from './documents';
import { drugTestsPageSeed } from './drug-tests';
import { homePageSeed } from './home';
import { circularTestingPageSeed } from './products-circular-testing';
import { instaclearPageSeed } from './products-instaclear';
import { vdtPageSeed } from './products-vdt';
import { hairAnalysisPageSeed } from './products-hair-analysis';
import { investorsPageSeed } from './investors';
import { instacheckPageSeed } from './products-instacheck';
import { whitepapersPageSeed } from './resources-whitepapers';
import type { PageSeed } from './types';

/** The pages the CMS starts with (what `seedCms` creates in an empty pages collection). */
export const pageSeeds: readonly PageSeed[] = [publicSectorPageSeed, educationPageSeed, forEmployersPageSeed, forHealthcarePageSeed, privacyPolicyPageSeed, termsOfServicePageSeed, cookiePolicyPageSeed, innovativeHealthcarePageSeed, workplacePageSeed, newsPageSeed, careersPageSeed, instafindPageSeed, healthcareTestsPageSeed, productsPageSeed, aboutPageSeed, solutionsPageSeed, healthcareSolutionsPageSeed, contactPageSeed, whitepapersPageSeed, documentsPageSeed, drugTestsPageSeed, homePageSeed, instaclearPageSeed, instacheckPageSeed, complianceChecklistPageSeed, circularTestingPageSeed, vdtPageSeed, hairAnalysisPageSeed, investorsPageSeed];

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

/** A seeded page's texts in one language as the site first shows them (figures and facts written out); for tests. */
export type SeededPage<Block> = { title: string; description: string; layout: Block[] };

export function seededPage<Block = { blockType: string; blockName?: string }>(path: string, locale: Locale): SeededPage<Block> {
  const seed = pageSeeds.find((page) => page.path === path);
  if (!seed) throw new Error(`No seeded page at ${path}`);
  return fillPlaceholdersIn(seedInLanguage(seed, locale), pagePlaceholders(locale, { company: seededCompany(), investorFigures: investorFiguresSeed, marketingFigures: marketingFiguresSeed, catalogue: seededCatalogue() })) as SeededPage<Block>;
}
