import { siteOrigin } from '@/config/site';
import { healthcareProducts, standardPackSize, type Catalogue } from '@/content/catalogue';
import { countInWords, figure, minutesFigure, ngPerMl, unitFigure } from '@/content/figures';
import type { Localized } from '@/i18n/localized';
import { E, S, marketingFigureTexts, type MarketingFigures } from '@/content/marketing-figures';
import { siteStorage } from '@/content/site-storage';
import { localeCookieName, type Locale } from '@/i18n/locales';
import { circularCostPerTest, circularInputs } from '@/lib/calculators/circular-savings';
import { hairRoiExample } from '@/lib/calculators/hair-roi';
import { vdtRates } from '@/lib/calculators/vdt-roi';
import { cookieNoticeStorageKey } from '@/lib/cookie-notice';
import { localeStorageKey } from '@/lib/locale-preference';
import type { SiteSettings } from '@/lib/site-settings';
import { investorFiguresSeed } from '@/cms/seed/investor-figures';
import { marketingFiguresSeed } from '@/cms/seed/marketing-figures';
import { seededCatalogue } from '@/cms/seed/catalogue';
import { investorPlaceholders, planYearPlaceholder } from '@/content/investors/format';
import type { InvestorFigures } from '@/content/investors/figures';

const nbsp = '\u00a0';

/**
 * The values page texts may name as `{placeholder}`: the company facts pages repeat (name,
 * contact, founding year, recruitment partner) from the CMS's company details, and the marketing
 * figures, each written out as the pages state it ('under {resultMinutes}' → 'under 10 minutes' /
 * 'under 10 minuter'), and the investor figures (src/content/investors/format.ts).
 */
const companyPlaceholderNames = ['companyName', 'email', 'phone', 'postalAddress', 'foundedYear', 'recruitmentPartner', 'recruitmentPartnerUrl'] as const;

/** The company addresses a button may link to by name (`{recruitmentPartnerUrl}`), so each is stated once. */
export const linkPlaceholderNames = ['recruitmentPartnerUrl'] as const;

export function companyPlaceholders(locale: Locale, company: SiteSettings): Record<(typeof companyPlaceholderNames)[number], string> {
  const { address } = company;
  return {
    companyName: company.name,
    email: company.email,
    phone: company.phone,
    postalAddress: `${address.street}, ${address.postalCode}${nbsp}${address.city}`,
    foundedYear: String(company.foundedYear),
    recruitmentPartner: company.recruitmentPartner.name,
    recruitmentPartnerUrl: company.recruitmentPartner.url,
  };
}

/**
 * Facts of the site's code that its legal pages state: the names it stores in the browser (the
 * cookie policy's table lists them, src/content/site-storage.ts), how many, and its host name.
 */
const siteFacts = {
  localeCookieName,
  localeStorageKey,
  cookieNoticeStorageKey,
  siteHost: new URL(siteOrigin).host,
};

export function sitePlaceholders(locale: Locale): Record<keyof typeof siteFacts | 'siteStorageCount', string> {
  // A count up to twelve in words, as house style writes it ('three small items').
  return { ...siteFacts, siteStorageCount: countInWords(siteStorage.length)[locale] };
}

type Formats = typeof E;

/** The prices the calculators compute with, and a figure in another form than its own record's. */
const derivedFigureTexts = {
  /** 'a {vdtForecastDayCompound} risk forecast' → 'a 14-day risk forecast'. */
  vdtForecastDayCompound: (f, figures) => f.dayCompound(figures.vdtForecastDays),
  /** 'a {hairDetectionDayCompound} window' → 'a 90-day window', 'en 90 dagars påvisningstid'. */
  hairDetectionDayCompound: (f, figures) => f.dayCompound(figures.hairDetectionDays),
  // 'about {hairDetectionMonths} months' → 'about three months': the window in whole months, in words, as house style writes counts up to twelve.
  hairDetectionMonths: (f, figures) => countInWords(Math.round(figures.hairDetectionDays / 30))[f === S ? 'sv' : 'en'],
  hairRoiEmployees: (f) => f.number(hairRoiExample.employees),
  circularCostPerTestUsd: (f) => f.usd(circularCostPerTest),
  circularTraditionalCostPerTestUsd: (f) => f.usd(circularInputs.costPerTest.defaultValue),
  vdtPricePerUserMonthUsd: (f) => f.usd(vdtRates.pricePerUserMonth),
} satisfies Record<string, (formats: Formats, figures: MarketingFigures) => string>;


/** A catalogue entry a page text quotes; a missing one fails the build. */
function entry<T extends { id: string }>(items: readonly T[], id: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`Page placeholders: the catalogue has no entry "${id}"`);
  return item;
}

/**
 * Facts of the catalogue that page texts state ('packs of {standardPackSize}', '{salivaSubstancesInWords}
 * substances', a hero card's '{fentanylCutOff}'), read from its records so that a card and the
 * catalogue cannot disagree.
 */
export function catalogueFacts(catalogue: Catalogue): Record<string, Localized> {
  const saliva = catalogue.saliva;
  const multiPanel = (id: string) => figure(entry(catalogue.multiPanels, id).substances.length);
  const fentanyl = entry(catalogue.singlePanels, 'fyl');
  const ferritinMinutes = entry(healthcareProducts(catalogue), 'ferritin').resultMinutes;
  return {
    standardPackSize: figure(standardPackSize),
    multi10Substances: multiPanel('multi-10'),
    multi12Substances: multiPanel('multi-12'),
    multi17Substances: multiPanel('multi-17'),
    thcLevels: multiPanel('thc-3'),
    thcLevelsInWords: countInWords(entry(catalogue.multiPanels, 'thc-3').substances.length),
    singlePanelCount: figure(catalogue.singlePanels.length),
    salivaSubstances: figure(saliva.substances.length),
    salivaSubstancesInWords: countInWords(saliva.substances.length),
    salivaReadingMinutes: figure(saliva.readingTimeMinutes),
    salivaReadingTime: minutesFigure(saliva.readingTimeMinutes),
    ferritinResultTime: minutesFigure(ferritinMinutes),
    // In running text ('Wait {ferritinReadingTime}'): the minutes its instructions for use state.
    ferritinReadingTime: { en: E.minutes(ferritinMinutes), sv: S.minutes(ferritinMinutes) },
    vaginalPhResultTime: minutesFigure(entry(healthcareProducts(catalogue), 'vaginalph').resultMinutes),
    instacareTestCount: figure(entry(catalogue.healthcareFamilies, 'instacare').products.length),
    fentanylCutOff: unitFigure(fentanyl.cutOffNgMl, ngPerMl),
    fentanylPackSize: figure(fentanyl.quantity),
  };
}

/** The marketing, product and catalogue figures as texts name them, in one language. */
export function marketingPlaceholders(locale: Locale, marketingFigures: MarketingFigures, catalogue: Catalogue): Record<string, string> {
  const formats = locale === 'sv' ? S : E;
  const facts = Object.entries(catalogueFacts(catalogue)).map(([name, text]) => [name, text[locale]]);
  const marketing = marketingFigureTexts(marketingFigures, locale);
  return {
    ...marketing,
    ...Object.fromEntries([...Object.entries(derivedFigureTexts).map(([name, text]) => [name, text(formats, marketingFigures)]), ...facts]),
    // Kept for pages saved in the CMS before the seed wrote '< {resultMinutes}': the same long form.
    resultTimeBelow: `<${nbsp}${marketing.resultMinutes}`,
  };
}

/** The records of the CMS that page texts quote. */
export interface PlaceholderRecords {
  company: SiteSettings;
  investorFigures: InvestorFigures;
  marketingFigures: MarketingFigures;
  catalogue: Catalogue;
}

/** Every `{placeholder}` value of page texts in a language: the company's details, the site's facts, the marketing and the investor figures. */
export function pagePlaceholders(locale: Locale, { company, investorFigures, marketingFigures, catalogue }: PlaceholderRecords): Record<string, string> {
  return { ...companyPlaceholders(locale, company), ...marketingPlaceholders(locale, marketingFigures, catalogue), ...sitePlaceholders(locale), ...investorPlaceholders(locale, investorFigures) };
}

/** Every name a page text may use (what the CMS checks a text against on save). */
export const pagePlaceholderNames: ReadonlySet<string> = new Set([
  ...companyPlaceholderNames,
  ...Object.keys(marketingPlaceholders('en', marketingFiguresSeed, seededCatalogue())),
  ...Object.keys(sitePlaceholders('en')),
  ...Object.keys(investorPlaceholders('en', investorFiguresSeed)),
]);

/** Whether a page text may name `{name}`: a figure, a company detail, or a year of the investors' plan ({revenue2029}), whichever years it holds. */
export function isPagePlaceholderName(name: string): boolean {
  return pagePlaceholderNames.has(name) || planYearPlaceholder.test(name);
}
