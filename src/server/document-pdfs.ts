import 'server-only';
import { getCatalogue, getFilledPage, getInvestorFigures, getMarketingFigures, getSiteSettings, getWhitepapers } from '@/cms/content';
import type { CmsPage } from '@/cms/queries/pages';
import { loadDocuments } from '@/documents';
import type { Locale } from '@/i18n/locales';
import { renderedFile } from '@/server/cache/rendered-files';

/**
 * The downloadable PDFs other than the instructions for use (whitepapers, checklist, investor
 * summary, declarations of conformity): rendered on first request from the build's content and what they read from the CMS
 * (the company details, the investor and marketing figures, the whitepapers, the texts of a page they print), and kept by a hash
 * of that (renderedFile), so a publish gives a new file.
 */
export async function documentPdf(name: string, locale: Locale): Promise<Buffer | undefined> {
  const document = (await loadDocuments()).find((candidate) => candidate.name === name && candidate.locale === locale);
  if (!document) return undefined;
  const webPage = document.page === undefined ? undefined : (await getFilledPage(document.page, locale))?.page;
  if (document.page !== undefined && !webPage) return undefined;
  // Word joiners and soft hyphens steer line breaks on the web page; the PDF fonts have no glyph for them.
  const page = webPage && (JSON.parse(JSON.stringify(webPage).replace(/[\u2060\u00ad]/gu, '')) as CmsPage);
  const data = { company: await getSiteSettings(), investorFigures: await getInvestorFigures(), marketingFigures: await getMarketingFigures(), whitepapers: await getWhitepapers(locale), catalogue: await getCatalogue(), page };
  return renderedFile('documents', `${name}-${locale}`, '.pdf', data, async () => {
    const { renderPdf } = await import('@/documents/pdf-kit');
    return renderPdf(document.render(data));
  });
}

/** The size in bytes of a document's PDF (rendering it when needed), for a download link's label. */
export async function documentPdfSize(name: string, locale: Locale): Promise<number | null> {
  return (await documentPdf(name, locale))?.byteLength ?? null;
}
