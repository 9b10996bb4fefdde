import type { DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { CmsPage } from '@/cms/queries/pages';
import type { Locale } from '@/i18n/locales';
import type { InvestorFigures } from '@/content/investors/figures';
import type { MarketingFigures } from '@/content/marketing-figures';
import type { WhitepaperRecord } from '@/content/whitepapers';
import type { Catalogue } from '@/content/catalogue';
import type { SiteSettings } from '@/lib/site-settings';

/**
 * Every PDF the site offers for download besides the instructions for use (whitepapers, checklist,
 * investor summary, the EU declarations of conformity): rendered from the same content modules or
 * CMS pages the pages show and the company's details in the CMS, on first request
 * (src/server/document-pdfs.ts). A document module exports its entries; add them to the list
 * below. (The instructions for use are rendered when an edition is published:
 * src/server/edition-pdfs.ts.)
 */
export type DownloadableDocument = {
  /** Its name, e.g. `compliance-checklist`; the file is /downloads/<locale>/<name>.pdf. */
  name: string;
  locale: Locale;
  /** The CMS page whose texts the document prints as well (its address), if any. */
  page?: string;
  render: (data: DocumentData) => ReactElement<DocumentProps>;
};

/** What the documents read from the CMS besides the build's content. */
export interface DocumentData {
  company: SiteSettings;
  investorFigures: InvestorFigures;
  /** What the whitepapers' `{resultMinutes}` and the like say. */
  marketingFigures: MarketingFigures;
  /** The whitepapers as the hub presents them, in the document's language. */
  whitepapers: WhitepaperRecord[];
  /** The product catalogue: the checklist's cut-offs, the articles the declarations of conformity list. */
  catalogue: Catalogue;
  /** The document's CMS page in its language, texts filled in; a publish of the page gives a new PDF. */
  page?: CmsPage;
}

export { documentHref } from './paths';

export async function loadDocuments(): Promise<readonly DownloadableDocument[]> {
  // Imported on demand: only a download needs @react-pdf.
  const modules: { documents: readonly DownloadableDocument[] }[] = await Promise.all([
    import('./compliance-checklist'),
    import('./investor-summary'),
    import('./product-whitepapers'),
    import('./instaclear-whitepaper'),
    import('./instacheck-instructions'),
    import('./declarations-of-conformity'),
  ]);
  return modules.flatMap((module) => module.documents);
}
