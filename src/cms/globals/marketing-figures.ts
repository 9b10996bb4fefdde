import type { Field, GlobalBeforeChangeHook, GlobalConfig } from 'payload';
import { figureSources } from '@/content/figure-sources';
import { marketingFigureDefinitions, marketingFigureNames, marketingFiguresSchema, type MarketingFigureName } from '@/content/marketing-figures';
import { routes } from '@/lib/routes';
import { hasRole, isContentEditor } from '../access/roles';
import { fieldErrors } from '../hooks/refusals';
import { revalidateGlobalOnPublish } from '../hooks/revalidate';
import { previewUrl } from '../preview-url';

export const marketingFiguresSlug = 'marketing-figures';

/** A range is kept as `{ from, to }` in the CMS, a pair in the site's record. */
type StoredRange = { from?: number | null; to?: number | null };

/** The figures as the site reads them: ranges as pairs, checked against their units' bounds. */
export function marketingFiguresFrom(doc: Record<string, unknown>) {
  const values = Object.fromEntries(
    marketingFigureNames.map((name) => {
      const value = doc[name];
      const range = 'range' in marketingFigureDefinitions[name];
      return [name, range && value && typeof value === 'object' ? [(value as StoredRange).from, (value as StoredRange).to] : value];
    }),
  );
  return marketingFiguresSchema.safeParse(values);
}

/** The figures as the CMS stores them: ranges as `{ from, to }`. */
export function storedMarketingFigures(figures: Record<MarketingFigureName, number | readonly [number, number]>): Record<string, number | StoredRange> {
  return Object.fromEntries(Object.entries(figures).map(([name, value]) => [name, typeof value === 'number' ? value : { from: value[0], to: value[1] }]));
}

/** On publish every figure must be a number within its unit's bounds, a range from low to high. */
const checkOnPublish: GlobalBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (data._status !== 'published') return data;
  const parsed = marketingFiguresFrom({ ...originalDoc, ...data });
  if (!parsed.success) {
    throw fieldErrors(
      marketingFiguresSlug,
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]) as MarketingFigureName;
        const label = marketingFigureDefinitions[name]?.label;
        return { path: issue.path.length > 1 ? `${name}.${issue.path[1] === 0 ? 'from' : 'to'}` : name, label, message: issue.message };
      }),
      req,
    );
  }
  return data;
};

function figureField(name: MarketingFigureName): Field {
  const definition = marketingFigureDefinitions[name];
  const description = `Pages say: “${figureSources[name].claim.en}”`;
  if ('range' in definition) {
    return {
      name,
      label: definition.label,
      type: 'group',
      admin: { description },
      fields: [{ type: 'row', fields: (['from', 'to'] as const).map((end) => ({ name: end, label: end === 'from' ? 'From' : 'To', type: 'number', required: true, admin: { width: '50%' } })) }],
    };
  }
  return { name, label: definition.label, type: 'number', required: true, admin: { description } };
}

/**
 * The marketing figures (001 §9): the numbers the pages, product texts and whitepapers quote as
 * `{placeholder}`, each stated once. Drafts, preview on the home page, publish: every page and PDF
 * that quotes a figure follows.
 */
export const MarketingFigures: GlobalConfig = {
  slug: marketingFiguresSlug,
  label: 'Marketing figures',
  admin: {
    group: 'Content',
    hidden: ({ user }) => !hasRole(user, 'admin', 'editor'),
    description:
      'The figures the pages quote, each in one place; the pages word them in each language (90 → “90%” / “90 %”). Percentages as numbers (39 = 39 %). What each figure rests on is listed under it on every page that quotes it: change a figure only with its evidence.',
    preview: (_doc, { locale }) => previewUrl(routes.home, locale),
  },
  access: { read: isContentEditor, readVersions: isContentEditor, update: isContentEditor },
  versions: { drafts: true, max: 50 },
  hooks: { beforeChange: [checkOnPublish], afterChange: [revalidateGlobalOnPublish] },
  fields: marketingFigureNames.map(figureField),
};
