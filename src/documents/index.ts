import type { DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { Locale } from '@/i18n/locales';

/**
 * Every PDF the site offers for download. scripts/build-documents.tsx renders each one into
 * public/ before `next build`, so they are static files generated from the same content modules
 * the pages show. A document module exports its entries; add them to the list below.
 */
export type DownloadableDocument = {
  /** Its name, e.g. `compliance-checklist`; the file is /downloads/<locale>/<name>.pdf. */
  name: string;
  locale: Locale;
  render: () => ReactElement<DocumentProps>;
};

export { documentHref } from './paths';

export async function loadDocuments(): Promise<readonly DownloadableDocument[]> {
  // Imported here, not at the top, so this module stays light for the build script; pages take
  // documentHref from ./paths, since a bundler would still follow these imports into @react-pdf.
  const modules: { documents: readonly DownloadableDocument[] }[] = await Promise.all([import('./investor-summary')]);
  return modules.flatMap((module) => module.documents);
}
