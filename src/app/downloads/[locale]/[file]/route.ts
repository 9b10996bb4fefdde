import { createHash } from 'node:crypto';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { getDocumentArticles, getEditions } from '@/cms/content';
import { findDocumentArticleByName, parseInstructionsDocumentName } from '@/content/documents';
import { isLocale } from '@/i18n/locales';
import { documentPdf } from '@/server/document-pdfs';
import { editionPdf } from '@/server/edition-pdfs';

/**
 * Every PDF download, /downloads/<locale>/<name>.pdf. The instructions for use follow the editions
 * published in the CMS: ifu-<article>.pdf is always the current edition, the address catalogue
 * cards link; ifu-<article>-v<version>.pdf is one edition and never changes. The other documents
 * (whitepapers, checklist, investor summary, the declarations of conformity eu-doc-<family>.pdf)
 * follow the company details and investor figures in the CMS (src/server/document-pdfs.ts).
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params;
  const base = file.replace(/\.pdf$/u, '');
  if (!isLocale(locale) || base === file) notFound();
  const name = parseInstructionsDocumentName(base);
  const article = name && findDocumentArticleByName(await getDocumentArticles(), name.articleNr);
  let pdf: Buffer | undefined;
  if (article) {
    const editions = (await getEditions())[article.articleNr] ?? [];
    const edition = name?.version === undefined ? editions.at(-1) : editions.find((candidate) => candidate.version === name.version);
    if (edition) pdf = await editionPdf(article, edition, locale);
  } else {
    pdf = await documentPdf(base, locale);
  }
  if (!pdf) notFound();

  const etag = `"${createHash('sha256').update(pdf).digest('base64url').slice(0, 22)}"`;
  const preview = (await draftMode()).isEnabled;
  const cacheControl = preview ? 'private, no-store' : name?.version ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
  const headers = { 'Cache-Control': cacheControl, ETag: etag };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(pdf), {
    headers: { ...headers, 'Content-Type': 'application/pdf', 'Content-Length': String(pdf.byteLength), 'Content-Disposition': `inline; filename="${base}-${locale}.pdf"` },
  });
}
