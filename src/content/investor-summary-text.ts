import { z } from 'zod';
import { defineContent, localizedSchema } from '@/content/schema';

/**
 * The investor deck PDF's own texts: its cover, running footer and closing contact. Everything
 * else it prints is the investor page's (the CMS page /investors). Texts name the investor figures
 * as `{placeholders}`; the footer's `{page}` and `{total}` are filled as the PDF is laid out.
 */
export const investorSummaryPdf = defineContent(
  'investor-summary-pdf',
  z.object({
    title: localizedSchema,
    subject: localizedSchema,
    eyebrow: localizedSchema,
    subtitle: localizedSchema,
    pageLabel: localizedSchema,
    overviewTitle: localizedSchema,
    /** The PDF's chart shows EBITDA as light bars, not striped ones. */
    chartCaption: localizedSchema,
    contactTitle: localizedSchema,
    contactText: localizedSchema,
  }),
  {
    title: {
      en: 'Investor deck – Nordic Rapid Diagnostics',
      sv: 'Investerarpresentation – Nordic Rapid Diagnostics',
    },
    subject: {
      en: 'The investment opportunity, financial plan, market, strategy and risks',
      sv: 'Investeringsmöjligheten, den finansiella planen, marknaden, strategin och riskerna',
    },
    eyebrow: {
      en: 'Investor deck',
      sv: 'Investerarpresentation',
    },
    subtitle: {
      en: 'A {raiseTotal} round at a pre-money valuation of {preMoney}, with profitability from {profitability}.',
      sv: 'En runda på {raiseTotal} till en värdering före emission på {preMoney}, med lönsamhet från {profitability}.',
    },
    pageLabel: {
      en: 'Page {page} of {total}',
      sv: 'Sida {page} av {total}',
    },
    overviewTitle: {
      en: 'The round at a glance',
      sv: 'Rundan i korthet',
    },
    chartCaption: {
      en: 'Revenue (dark bars) and EBITDA (light bars) per year, {msekUnit}. Bars below the zero line show negative EBITDA.',
      sv: 'Omsättning (mörka staplar) och EBITDA (ljusa staplar) per år, {msekUnit}. Staplar under nollinjen visar negativt EBITDA.',
    },
    contactTitle: {
      en: 'Contact',
      sv: 'Kontakt',
    },
    contactText: {
      en: 'To book a meeting or ask about the round, contact our investor relations team.',
      sv: 'Kontakta vårt team för investerarrelationer för att boka ett möte eller ställa frågor om rundan.',
    },
  },
);
