import 'server-only';
import { getInvestorFigures, getSiteSettings } from '@/cms/content';
import { loadDocuments } from '@/documents';
import type { Locale } from '@/i18n/locales';
import { renderedFile } from '@/server/cache/rendered-files';

/**
 * The downloadable PDFs other than the instructions for use (whitepapers, checklist, investor
 * summary): rendered on first request from the build's content and what they read from the CMS
 * (the company details, the investor figures), and kept by a hash of that (renderedFile).
 */
export async function documentPdf(name: string, locale: Locale): Promise<Buffer | undefined> {
  const document = (await loadDocuments()).find((candidate) => candidate.name === name && candidate.locale === locale);
  if (!document) return undefined;
  const data = { company: await getSiteSettings(), investorFigures: await getInvestorFigures() };
  return renderedFile('documents', `${name}-${locale}`, '.pdf', data, async () => {
    const { renderToBuffer } = await import('@react-pdf/renderer');
    return renderToBuffer(document.render(data));
  });
}

/** The size in bytes of a document's PDF (rendering it when needed), for a download link's label. */
export async function documentPdfSize(name: string, locale: Locale): Promise<number | null> {
  return (await documentPdf(name, locale))?.byteLength ?? null;
}
