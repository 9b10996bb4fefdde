import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { replayKeyHeader, replayKeyVariable } from '@/server/cache/revalidations';

const notFound = () => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * Revalidates tags on this server: how it replays the CMS revalidations it missed, while it was
 * stopped or because another server made them (server.ts, src/server/cache/revalidations.ts).
 * Only this process can call it: the key is random per process and never leaves it, and without
 * it (or under `next start`, which sets none) the answer is the same 404 as for any unknown path.
 */
export async function POST(request: Request): Promise<Response> {
  const key = process.env[replayKeyVariable];
  const given = request.headers.get(replayKeyHeader);
  if (!key || !given || given.length !== key.length || !timingSafeEqual(Buffer.from(given), Buffer.from(key))) return notFound();
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null;
  const tags = Array.isArray(body?.tags) ? body.tags.filter((tag): tag is string => typeof tag === 'string' && tag.startsWith('cms:')) : [];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return new Response(null, { status: 204 });
}
