import type { Field, GlobalBeforeChangeHook, GlobalConfig, TextField } from 'payload';
import {
  marketingFigureDefinitions,
  marketingFigureNames,
  marketingFiguresSchema,
  sourcedFigureNames,
  type MarketingFigureName,
  type MarketingFigures as Figures,
  type SourcedFigureName,
} from '@/content/marketing-figures';
import { claimsBeyondEvidence } from '@/content/documents/claim-evidence';
import { documentArticles } from '@/content/documents/articles';
import { routes } from '@/lib/routes';
import { hasRole, isContentEditor } from '../access/roles';
import { localizedText } from '../fields/localized-text';
import { requireEveryLanguageOnGlobalPublish } from '../hooks/every-language';
import { fieldErrors } from '../hooks/refusals';
import { inSave } from '../hooks/in-save';
import { findCatalogue } from '../queries/catalogue';
import { revalidateGlobalOnPublish } from '../hooks/revalidate';
import { previewUrl } from '../preview-url';

export const marketingFiguresSlug = 'marketing-figures';

/** A figure as the CMS keeps it: its number (a range as `from` and `to`), and its source's texts in the language read. */
type StoredFigure = { value?: number | null; from?: number | null; to?: number | null; claim?: string | null; basis?: string | null };

/** A figure's source in one language: the claim as the notes under a page state it, and its basis. */
export type FigureSourceText = { claim: string; basis: string };

const stored = (doc: Record<string, unknown>, name: MarketingFigureName): StoredFigure => (doc[name] && typeof doc[name] === 'object' ? (doc[name] as StoredFigure) : {});

/** The figures as the site reads them: ranges as pairs, checked against their units' bounds. */
export function marketingFiguresFrom(doc: Record<string, unknown>) {
  const values = Object.fromEntries(
    marketingFigureNames.map((name) => {
      const figure = stored(doc, name);
      return [name, 'range' in marketingFigureDefinitions[name] ? [figure.from, figure.to] : figure.value];
    }),
  );
  return marketingFiguresSchema.safeParse(values);
}

/** Each sourced figure's source as read in one language (a draft may lack a text: it reads as empty). */
export function figureSourcesFrom(doc: Record<string, unknown>): Record<SourcedFigureName, FigureSourceText> {
  return Object.fromEntries(sourcedFigureNames.map((name) => [name, { claim: stored(doc, name).claim ?? '', basis: stored(doc, name).basis ?? '' }])) as Record<SourcedFigureName, FigureSourceText>;
}

/** The figures as the CMS stores them, with their sources' texts in one language. */
export function storedMarketingFigures(figures: Figures, sources: Record<SourcedFigureName, FigureSourceText>): Record<MarketingFigureName, StoredFigure> {
  const sourceOf = (name: MarketingFigureName) => (name in sources ? sources[name as SourcedFigureName] : {});
  return Object.fromEntries(
    marketingFigureNames.map((name) => {
      const value = figures[name];
      return [name, { ...(typeof value === 'number' ? { value } : { from: value[0], to: value[1] }), ...sourceOf(name) }];
    }),
  ) as Record<MarketingFigureName, StoredFigure>;
}

/**
 * On publish every figure must be a number within its unit's bounds, a range from low to high, and
 * an accuracy claim no higher than its performance studies show.
 */
const checkOnPublish: GlobalBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (data._status !== 'published') return data;
  // A save may send part of a figure (only its basis): the rest is as stored.
  const merged = Object.fromEntries(marketingFigureNames.map((name) => [name, { ...stored(originalDoc ?? {}, name), ...stored(data, name) }]));
  const parsed = marketingFiguresFrom(merged);
  if (!parsed.success) {
    throw fieldErrors(
      marketingFiguresSlug,
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]) as MarketingFigureName;
        const label = marketingFigureDefinitions[name]?.label;
        return { path: issue.path.length > 1 ? `${name}.${issue.path[1] === 0 ? 'from' : 'to'}` : `${name}.value`, label, message: issue.message };
      }),
      req,
    );
  }
  const articles = documentArticles(await inSave(req, () => findCatalogue(req.payload, false, req)));
  const beyond = claimsBeyondEvidence(parsed.data, articles);
  if (beyond.length > 0) {
    const message = (supported: number) => `The performance studies in the instructions for use support at most ${supported} %.`;
    throw fieldErrors(marketingFiguresSlug, beyond.map(({ name, supported }) => ({ path: `${name}.value`, label: marketingFigureDefinitions[name].label, message: message(supported) })), req);
  }
  return data;
};

/** The claim names its own figure, so the note under a page shows the figure it explains. */
function claimField(name: SourcedFigureName): TextField {
  const field = localizedText('claim', {
    label: 'Claim, as the sources under a page list it',
    description: `Names the figure as {${name}}, e.g. “Results in under {resultMinutes}”.`,
    placeholders: true,
  }) as TextField;
  const validate = field.validate as (value: unknown, args: unknown) => true | string | Promise<true | string>;
  const namesItsFigure = async (value: unknown, args: unknown) => {
    const result = await validate(value, args);
    if (result !== true || typeof value !== 'string' || value === '') return result;
    return value.includes(`{${name}}`) ? true : `The claim must name its figure as {${name}}.`;
  };
  return { ...field, validate: namesItsFigure as TextField['validate'] } as TextField;
}

const isSourced = (name: MarketingFigureName): name is SourcedFigureName => (sourcedFigureNames as MarketingFigureName[]).includes(name);

function figureField(name: MarketingFigureName): Field {
  const definition = marketingFigureDefinitions[name];
  const number = (field: string, label: string, width: string): Field => ({ name: field, label, type: 'number', required: true, admin: { width } });
  return {
    name,
    label: definition.label,
    type: 'group',
    fields: [
      { type: 'row', fields: 'range' in definition ? [number('from', 'From', '25%'), number('to', 'To', '25%')] : [number('value', 'Figure', '25%')] },
      ...(isSourced(name)
        ? [
            claimField(name),
            localizedText('basis', { label: 'What it rests on', multiline: true, description: 'The study, survey or record behind the figure: who, how many, when. Say what it is not (e.g. not a controlled study).' }),
          ]
        : []),
    ],
  };
}

/** The figures as the form arranges them, a tab per subject; every figure is on one tab. */
const figureTabs: Record<string, MarketingFigureName[]> = {
  'Time to a result': ['resultMinutes', 'competitorResultMinutes', 'preEmploymentClearanceMinutes', 'telehealthHandoffMinutes', 'salivaWindowHours'],
  'Laboratory and cost': ['labAvoidancePercent', 'competitorLabAvoidancePercent', 'costReductionPercent', 'costPerTestUsd', 'traditionalCostPerTestUsd', 'adminTimeReductionPercent'],
  'Safety and outcomes': ['workplaceRiskReductionPercent', 'postAccidentDowntimeReductionPercent', 'fasterDeploymentPercent', 'improvedOutcomesPercent', 'systemCompatibilityPercent'],
  Accuracy: ['drugTestAccuracyPercent', 'ferritinAccuracyPercent', 'molecularConcordancePercent'],
  Customers: ['clientRating', 'healthcareFacilities', 'companiesServed'],
  'Circular Testing': ['circularResultHours', 'circularTelehealthHours', 'circularImplementationWeeks', 'circularFasterResolutionPercent'],
  VDT: ['vdtPilotYear', 'vdtLaunchYear', 'vdtForecastDays', 'vdtForecastAccuracyPercent'],
  'Hair analysis': [
    'hairDetectionDays',
    'hairTurnaroundHours',
    'hairExpressHours',
    'hairPriceRangeUsd',
    'hairTamperDetectionPercent',
    'hairUrineTamperDetectionPercent',
    'hairAdoption2027Percent',
    'hairNordicShare2028Percent',
  ],
};

/**
 * The marketing figures (001 §9) and the products' own figures: the numbers the pages, product
 * texts and whitepapers quote as `{placeholder}`, each stated once, each claim with its source. Drafts, preview on the home page, publish:
 * every page and PDF that quotes a figure follows.
 */
export const MarketingFigures: GlobalConfig = {
  slug: marketingFiguresSlug,
  label: 'Marketing figures',
  admin: {
    group: 'Content',
    hidden: ({ user }) => !hasRole(user, 'admin', 'editor'),
    description:
      'The figures the pages quote, each in one place with what it rests on; the pages word them in each language (90 → “90%” / “90 %”) and list the source under every page that quotes them. Percentages as numbers (39 = 39 %). Change a figure only with its evidence.',
    preview: (_doc, { locale }) => previewUrl(routes.home, locale),
  },
  access: { read: isContentEditor, readVersions: isContentEditor, update: isContentEditor },
  versions: { drafts: true, max: 50 },
  hooks: {
    beforeChange: [checkOnPublish, requireEveryLanguageOnGlobalPublish(sourcedFigureNames.flatMap((name) => [`${name}.claim`, `${name}.basis`]))],
    afterChange: [revalidateGlobalOnPublish],
  },
  // Tabs only arrange the form; each figure keeps its own name in the data.
  fields: [{ type: 'tabs', tabs: Object.entries(figureTabs).map(([label, names]) => ({ label, fields: names.map(figureField) })) }],
};
