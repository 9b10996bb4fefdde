import type { Field, GlobalBeforeChangeHook, GlobalConfig, NumberField } from 'payload';
import { investorFiguresSchema, useOfFundsCategories } from '@/content/investors/figures';
import { investorPlaceholders, planYearPlaceholder } from '@/content/investors/format';
import { placeholderNames } from '@/lib/placeholders';
import { routes } from '@/lib/routes';
import { hasRole, isContentEditor } from '../access/roles';
import { fieldErrors } from '../hooks/refusals';
import { revalidateGlobalOnPublish } from '../hooks/revalidate';
import { previewUrl } from '../preview-url';
import { pagesSlug, rowLabel } from '../fields/links';

export const investorFiguresSlug = 'investor-figures';

const fundLabels: Record<(typeof useOfFundsCategories)[number], string> = {
  itDevelopment: 'IT development',
  nordicExpansion: 'Nordic expansion',
  researchDevelopment: 'Research and development',
  regulatory: 'Regulatory',
};

const number = (name: string, label: string, options: { min?: number; max?: number; required?: boolean; admin?: NumberField['admin'] } = {}): NumberField => ({ name, label, type: 'number', required: true, admin: { width: '33%' }, ...options });
const row = (...fields: Field[]): Field => ({ type: 'row', fields });

/** The figures as the site reads them: the admin's rows without their ids. */
export function figuresFrom(doc: Record<string, unknown>) {
  const rows = (value: unknown) => (Array.isArray(value) ? value.map(({ id: _id, ...rest }: Record<string, unknown>) => rest) : value);
  return investorFiguresSchema.safeParse({ ...doc, financialYears: rows(doc.financialYears), useOfFunds: rows(doc.useOfFunds) });
}

/**
 * On publish the figures must hold together (bridge + Series A is the raise, use of funds adds up
 * to 100 %, consecutive years), and every plan year a page's text names must still exist (a text
 * says '{revenue2025}': a plan that no longer has 2025 would leave it without a value).
 */
const checkOnPublish: GlobalBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (data._status !== 'published') return data;
  const parsed = figuresFrom({ ...originalDoc, ...data });
  if (!parsed.success) {
    throw fieldErrors(
      investorFiguresSlug,
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || 'figures', message: issue.message })),
      req,
    );
  }
  const available = new Set(Object.keys(investorPlaceholders('en', parsed.data)));
  const { docs } = await req.payload.find({ collection: pagesSlug, locale: 'all', depth: 0, pagination: false, overrideAccess: true, req });
  const missing = placeholderNames(JSON.stringify(docs)).filter((name) => planYearPlaceholder.test(name) && !available.has(name));
  if (missing.length > 0) {
    const names = missing.map((name) => `{${name}}`).join(', ');
    throw fieldErrors(investorFiguresSlug, [{ path: 'financialYears', message: `Pages still name ${names}, which these years do not have: change those texts first.` }], req);
  }
  return data;
};

/**
 * The investor page's figures (001 §9 'Investor'): the raise, the plan's years, key metrics,
 * markets, use of funds. The page, its charts and the investor summary PDF read them; drafts,
 * preview on /investors, publish.
 */
export const InvestorFigures: GlobalConfig = {
  slug: investorFiguresSlug,
  label: 'Investor figures',
  admin: {
    group: 'Content',
    hidden: ({ user }) => !hasRole(user, 'admin', 'editor'),
    description: 'Amounts in millions of SEK (MSEK) or euros (MEUR), billions where it says so; percentages as numbers (45 = 45 %). The page words them in each language.',
    preview: (_doc, { locale }) => previewUrl(routes.investors, locale),
  },
  access: { read: isContentEditor, readVersions: isContentEditor, update: isContentEditor },
  versions: { drafts: true, max: 50 },
  hooks: { beforeChange: [checkOnPublish], afterChange: [revalidateGlobalOnPublish] },
  fields: [
    {
      name: 'raise',
      label: 'The raise (MSEK)',
      type: 'group',
      fields: [
        row(number('totalMsek', 'Total'), number('bridgeMsek', 'Bridge round'), number('seriesAMsek', 'Series A')),
        row(number('preMoneyMsek', 'Pre-money valuation'), number('minimumInvestmentMsek', 'Minimum investment')),
      ],
    },
    {
      name: 'profitability',
      label: 'First profitable quarter',
      type: 'group',
      fields: [row(number('quarter', 'Quarter', { min: 1, max: 4 }), number('year', 'Year'))],
    },
    {
      name: 'financialYears',
      label: 'The plan, year by year',
      labels: { singular: 'Year', plural: 'Years' },
      type: 'array',
      minRows: 4,
      maxRows: 4,
      admin: { components: { RowLabel: rowLabel } },
      fields: [
        row(number('year', 'Year', { admin: { width: '20%' } }), number('revenueMsek', 'Revenue (MSEK)', { admin: { width: '20%' } }), number('growthPercent', 'Growth (%)', { admin: { width: '20%' } })),
        row(number('ebitdaMsek', 'EBITDA (MSEK)', { admin: { width: '20%' } }), number('marginPercent', 'EBITDA margin (%)', { required: false, admin: { width: '20%', description: 'Profitable years only.' } })),
      ],
    },
    {
      name: 'keyMetrics',
      label: 'Key metrics',
      type: 'group',
      fields: [
        row(number('growthPercent', 'Growth (%)'), number('grossMarginTargetPercent', 'Gross margin target (%)'), number('nordicMarketShareTargetPercent', 'Nordic market share target (%)')),
        row(number('roiMultiple', 'Return on investment (×)'), number('roiYears', 'Over years')),
      ],
    },
    {
      name: 'market',
      label: 'Markets',
      type: 'group',
      fields: [
        row(number('globalBeur', 'Global (billion EUR)'), number('europeBeur', 'Europe (billion EUR)'), number('cagrPercent', 'Annual growth (%)')),
        row(number('nordicMeur', 'Nordics (MEUR)'), number('dachMeur', 'DACH (MEUR)'), number('ukMeur', 'UK (MEUR)')),
      ],
    },
    {
      name: 'useOfFunds',
      label: 'Use of funds',
      labels: { singular: 'Share', plural: 'Shares' },
      type: 'array',
      minRows: 4,
      maxRows: 4,
      fields: [
        row(
          { name: 'category', type: 'select', required: true, options: useOfFundsCategories.map((category) => ({ label: fundLabels[category], value: category })), admin: { width: '50%' } },
          number('percent', 'Share (%)', { admin: { width: '50%' } }),
        ),
      ],
    },
    row(number('currencyHedgingPercent', 'Currency hedging (%)')),
    { name: 'complianceRoadmapMonths', label: 'Compliance roadmap (months)', type: 'group', fields: [row(number('from', 'From'), number('to', 'To'))] },
  ],
};
