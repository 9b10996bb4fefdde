import type { Payload } from 'payload';
import { z } from 'zod';
import { iconNameSchema } from '@/content/schema';
import type { Locale } from '@/i18n/locales';

const base = { id: z.string(), icon: iconNameSchema, source: z.string().min(1), title: z.string().min(1), description: z.string().min(1), linkLabel: z.string().min(1) };

/** A news card as the page shows it, in one language (components/company/news-cards.tsx). */
export const newsCardSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('press'), ...base, url: z.url({ protocol: /^https$/ }), published: z.object({ iso: z.iso.date(), label: z.string() }) }),
  z.object({ kind: z.literal('site'), ...base, href: z.string().startsWith('/') }),
]);
export type NewsCardRecord = z.output<typeof newsCardSchema>;

/** The news cards in one language, in their order: published ones, or the latest drafts for a preview. */
export async function findNews(payload: Payload, locale: Locale, draft: boolean): Promise<NewsCardRecord[]> {
  const { docs } = await payload.find({ collection: 'news', locale, fallbackLocale: false, draft, depth: 0, pagination: false, sort: ['position', 'createdAt'], overrideAccess: draft });
  const dateFormat = new Intl.DateTimeFormat(locale === 'sv' ? 'sv-SE' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' });
  return docs.map((doc) => {
    const record = doc as Record<string, unknown>;
    const iso = typeof record.published === 'string' ? record.published.slice(0, 10) : undefined;
    const result = newsCardSchema.safeParse({
      ...record,
      id: record.key,
      ...(record.kind === 'press' && iso ? { published: { iso, label: dateFormat.format(new Date(`${iso}T00:00:00Z`)) } } : {}),
    });
    if (!result.success) throw new Error(`The CMS news card "${String(record.key)}" (${locale}) cannot be shown: ${result.error.message}`);
    return result.data;
  });
}
