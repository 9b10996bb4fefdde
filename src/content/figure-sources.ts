import type { Localized } from '@/i18n/localized';
import { marketingFigureNames } from '@/content/marketing-figures';
import type { productFigures } from '@/content/products';

/**
 * What a figure the pages quote rests on: a page that quotes one lists it under 'Sources of the
 * figures on this page', with the claim as the page states it ({placeholder}, filled in the page's
 * language) and its basis. Customer reviews and surveys say so, and say what they are not (not a
 * controlled study), so a reader can weigh them. The marketing figures' sources are kept with the
 * figures in the CMS (the `marketing-figures` global); a product figure stated as a claim has its
 * source here, with the product's figures.
 */
export type FigureSource = { claim: Localized; basis: Localized };

const L = (en: string, sv: string): Localized => ({ en, sv });

export const productFigureSources: Record<Extract<keyof typeof productFigures, 'vdtForecastAccuracyPercent'>, FigureSource> = {
  vdtForecastAccuracyPercent: {
    claim: L('{vdtForecastAccuracyPercent} forecast accuracy', '{vdtForecastAccuracyPercent} träffsäkerhet i prognosen'),
    basis: L(
      'Back-testing of the risk model on 2022–2024 test and incident records from our customers’ sites: each 14-day forecast against what happened. VDT is in its pilot, so this is not yet a result from use.',
      'Historisk validering (backtesting) av riskmodellen mot test- och tillbudsdata från våra kunders arbetsplatser 2022–2024: varje 14-dagarsprognos jämförd med utfallet. VDT är i pilotfas, så siffran är ännu inte ett resultat från verklig användning.',
    ),
  },
};

export const figureSourcesHeading = L('Sources of the figures on this page', 'Källor till siffrorna på sidan');

/** Every figure with a source, in the order the notes list them: the product figures, then the marketing figures. */
const sourcedFigures = [...Object.keys(productFigureSources), ...marketingFigureNames];

/** The figures a page's texts quote (their `{placeholder}` names) that have a source, in the notes' order. */
export function quotedFigures(names: Iterable<string>): string[] {
  const quoted = new Set(names);
  return sourcedFigures.filter((name) => quoted.has(name));
}
