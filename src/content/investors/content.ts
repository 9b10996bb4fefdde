import { investorsPage } from '@/content/pages/investors';
import { inLocale } from '@/i18n/localized';
import type { Locale } from '@/i18n/locales';
import type { SiteSettings } from '@/lib/site-settings';
import type { InvestorFigures } from './figures';
import { companyPlaceholders } from '@/content/page-placeholders';
import { fillPlaceholdersIn } from '@/lib/placeholders';
import { investorPlaceholders } from './format';

/**
 * The investor page's content in one language with every figure filled in from the CMS's investor
 * figures: what the page and the investor summary PDF both render, so they cannot disagree.
 */
export function investorsContent(locale: Locale, company: SiteSettings, figures: InvestorFigures, { print = false }: { print?: boolean } = {}) {
  const values: Record<string, string> = { ...companyPlaceholders(locale, company), ...investorPlaceholders(locale, figures) };
  // The PDF's embedded font has no word joiner (U+2060); lines there are laid out by the renderer.
  if (print) for (const [name, value] of Object.entries(values)) values[name] = value.replaceAll('\u2060', '');
  return fillPlaceholdersIn(inLocale(investorsPage, locale), values);
}

export type InvestorsContent = ReturnType<typeof investorsContent>;

/** Fills a run-time template such as '%index% of %total%'. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/%(\w+)%/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
