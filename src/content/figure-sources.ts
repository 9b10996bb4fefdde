import type { Localized } from '@/i18n/localized';
import { sourcedFigureNames } from '@/content/marketing-figures';
import { markFirstMentions, placeholderNames } from '@/lib/placeholders';

/**
 * What a figure the pages quote rests on: a page that quotes one lists it under 'Sources of the
 * figures on this page', with the claim as the page states it ({placeholder}, filled in the page's
 * language) and its basis. Customer reviews and surveys say so, and say what they are not (not a
 * controlled study), so a reader can weigh them. The sources are kept with the figures in the CMS (the
 * `marketing-figures` global).
 */
export type FigureSource = { claim: Localized; basis: Localized };

const L = (en: string, sv: string): Localized => ({ en, sv });

export const figureSourcesHeading = L('Sources of the figures on this page', 'Källor till siffrorna på sidan');

/** The figures a page's texts quote (their `{placeholder}` names) that have a source, in the notes' order. */
export function quotedFigures(names: Iterable<string>): string[] {
  const quoted = new Set(names);
  return sourcedFigureNames.filter((name) => quoted.has(name));
}

/** The sourced figures a page's sections quote (unfilled `{placeholder}` texts), in the notes' standing order. */
export const quotedPageFigures = (layout: unknown): string[] => quotedFigures(placeholderNames(JSON.stringify(layout)));

/**
 * Blocks that show one slide at a time: the marks of the hidden slides would make the numbering a
 * visitor sees skip (¹ ³ ⁴), so their figures go unmarked; the page states the same figures in
 * full where they are marked, and the sources list keeps every one.
 */
const oneSlideAtATime: ReadonlySet<string> = new Set(['homeHero']);

/**
 * A web page's sections (before their placeholders are filled) with each section's first mention of
 * a sourced figure marked with its note number, and the notes in the order of those marks
 * (`markFirstMentions`). Printed documents go without marks.
 */
export function markPageFigures<T extends { blockType?: string }>(layout: readonly T[]): { content: T[]; notes: string[] } {
  return markFirstMentions(layout, quotedPageFigures(layout), (block) => oneSlideAtATime.has(block.blockType ?? ''));
}
