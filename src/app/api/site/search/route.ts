import { z } from 'zod';
import { locales } from '@/i18n/locales';
import { errorMessage, log } from '@/server/log';
import { searchSite } from '@/server/search/site-search';
import { maxQueryLength, suggestionLimit, suggestionsFrom } from '@/lib/search/query';

export const dynamic = 'force-dynamic';

const requestSchema = z.object({ q: z.string().max(maxQueryLength), locale: z.enum(locales) });

/**
 * The search box's suggestions as the visitor types: the first results of a query in one language,
 * as JSON. `Server-Timing` gives the time the search took, for bench:search.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const parsed = requestSchema.safeParse({ q: params.get('q') ?? '', locale: params.get('locale') });
  if (!parsed.success) return Response.json({ error: 'invalid-query' }, { status: 400, headers: { 'cache-control': 'no-store' } });
  const started = performance.now();
  try {
    const { query, total, results } = await searchSite(parsed.data.q, parsed.data.locale, suggestionLimit);
    const duration = performance.now() - started;
    return Response.json(
      { query, total, results: suggestionsFrom(results).map(({ score: _score, ...result }) => result) },
      { headers: { 'cache-control': 'no-store', 'server-timing': `search;dur=${duration.toFixed(2)}` } },
    );
  } catch (error) {
    log('error', 'search-failed', { message: errorMessage(error) });
    return Response.json({ error: 'unavailable' }, { status: 503, headers: { 'cache-control': 'no-store' } });
  }
}
