import type { Payload } from 'payload';
import type { MarketingFigures, SourcedFigureName } from '@/content/marketing-figures';
import type { Locale } from '@/i18n/locales';
import { figureSourcesFrom, marketingFiguresFrom, marketingFiguresSlug, type FigureSourceText } from '../globals/marketing-figures';

export interface MarketingFiguresRecord {
  figures: MarketingFigures;
  /** What each figure rests on, in the language read. */
  sources: Record<SourcedFigureName, FigureSourceText>;
}

/** The marketing figures and their sources in one language: published, or the latest draft for a preview. */
export async function findMarketingFigures(payload: Payload, locale: Locale, draft: boolean): Promise<MarketingFiguresRecord> {
  const doc = await payload.findGlobal({ slug: marketingFiguresSlug, locale, fallbackLocale: false, draft, depth: 0, overrideAccess: true });
  const parsed = marketingFiguresFrom(doc);
  if (!parsed.success) throw new Error(`the marketing figures in the CMS do not hold together: ${parsed.error.message}`);
  return { figures: parsed.data, sources: figureSourcesFrom(doc) };
}
