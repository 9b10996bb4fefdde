import { createHash } from 'node:crypto';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { getEditions } from '@/cms/content';
import { findDocumentArticleByName, parseInstructionsDocumentName } from '@/content/documents';
import { isLocale } from '@/i18n/locales';
import { editionPdf } from '@/server/edition-pdfs';

/**
 * The instructions-for-use PDFs, which follow the editions published in the CMS (the other
 * downloads are files built into public/downloads, which Next serves before this route).
 * /downloads/<locale>/ifu-<article>.pdf is always the current edition, the address catalogue cards
 * link; /downloads/<locale>/ifu-<article>-v<version>.pdf is one edition and never changes.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params;
  const base = file.replace(/\.pdf$/u, '');
  const name = base !== file ? parseInstructionsDocumentName(base) : undefined;
  const article = name && findDocumentArticleByName(name.articleNr);
  const editions = article ? ((await getEditions())[article.articleNr] ?? []) : [];
  const edition = name?.version === undefined ? editions.at(-1) : editions.find((candidate) => candidate.version === name.version);
  if (!isLocale(locale) || !article || !edition) notFound();

  const pdf = await editionPdf(article, edition, locale);
  const etag = `"${createHash('sha256').update(pdf).digest('base64url').slice(0, 22)}"`;
  const preview = (await draftMode()).isEnabled;
  const cacheControl = preview ? 'private, no-store' : name?.version ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
  const headers = { 'Cache-Control': cacheControl, ETag: etag };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(pdf), {
    headers: { ...headers, 'Content-Type': 'application/pdf', 'Content-Length': String(pdf.byteLength), 'Content-Disposition': `inline; filename="${base}-${locale}.pdf"` },
  });
}
