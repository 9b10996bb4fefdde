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

/** Blocks that show one of their panels at a time, the first on arrival (tabs, a carousel), and the field that holds the panels. */
const onePanelAtATime: Readonly<Record<string, string>> = { sectorTabs: 'tabs', detailTabs: 'tabs', initiatives: 'items' };

type Block = { blockType?: string };
type Panels = { field: string; first: unknown[]; later: unknown[] };
const panelsOf = (block: Block): Panels | undefined => {
  const field = onePanelAtATime[block.blockType ?? ''];
  const panels = field && (block as Record<string, unknown>)[field];
  return field && Array.isArray(panels) && panels.length > 1 ? { field, first: panels.slice(0, 1), later: panels.slice(1) } : undefined;
};

/**
 * A web page's sections (before their placeholders are filled) with each section's first mention of
 * a sourced figure marked with its note number, and the notes in the order of those marks
 * (`markFirstMentions`). The panels a visitor opens or moves to (all but the first of a tab block or
 * carousel) are numbered after the rest of the page, so the marks a visitor sees on arrival run 1,
 * 2, 3 without a gap; each such panel marks its own first mentions. Printed documents go without marks.
 */
export function markPageFigures<T extends Block>(layout: readonly T[]): { content: T[]; notes: string[] } {
  const split = layout.map(panelsOf);
  const shown = layout.map((block, index) => {
    const panels = split[index];
    return panels ? { ...block, [panels.field]: panels.first } : block;
  });
  // Each later panel is a section of its own, after the page: it marks its own first mentions.
  const later = layout.flatMap((block, index) => split[index]?.later.map((panel) => ({ blockType: block.blockType, panel }) as unknown as T) ?? []);
  const { content, notes } = markFirstMentions([...shown, ...later], quotedPageFigures(layout), (block) => oneSlideAtATime.has(block.blockType ?? ''));
  const markedLater = content.slice(shown.length).map((block) => (block as unknown as { panel: unknown }).panel);
  return {
    content: content.slice(0, shown.length).map((block, index) => {
      const panels = split[index];
      if (!panels) return block;
      const first = (block as Record<string, unknown>)[panels.field] as unknown[];
      return { ...block, [panels.field]: [...first, ...markedLater.splice(0, panels.later.length)] };
    }),
    notes,
  };
}
