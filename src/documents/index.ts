import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { Locale } from '@/i18n/locales';

/**
 * Every PDF the site builds for download. scripts/build-documents.tsx renders each one into
 * public/ before `next build`, so they are static files generated from the same content modules
 * the pages show. A document module exports its entries; add them to the list below. (The
 * instructions for use are rendered when an edition is published: src/server/edition-pdfs.ts.)
 */
export type DownloadableDocument = {
  /** Its name, e.g. `compliance-checklist`; the file is /downloads/<locale>/<name>.pdf. */
  name: string;
  locale: Locale;
  render: () => ReactElement<DocumentProps>;
  /**
   * Everything the document is rendered from, as a string, when that is all it depends on (besides
   * the code in src/documents and the site config): the build reuses the file from its cache when
   * neither changed. Documents without it are rendered on every build.
   */
  cacheKey?: string;
};

import { documentHref } from './paths';

export { documentHref };

/** The size in bytes of a built document, or null when it has not been built (e.g. under `next dev`). */
export async function documentSize(name: string, locale: Locale): Promise<number | null> {
  try {
    return (await stat(join(process.cwd(), 'public', documentHref(name, locale)))).size;
  } catch {
    return null;
  }
}

export async function loadDocuments(): Promise<readonly DownloadableDocument[]> {
  // Imported here, not at the top, so pages that only need documentHref never load @react-pdf.
  // Pages import this file, so the bundler would still follow these imports into @react-pdf and
  // the kit's font lookup (a path pattern it then tries to bundle as modules, failing the build):
  // every entry needs the turbopackIgnore comment (without it `next build` fails).
  const modules: { documents: readonly DownloadableDocument[] }[] = await Promise.all([
    import(/* turbopackIgnore: true */ './compliance-checklist'),
    import(/* turbopackIgnore: true */ './investor-summary'),
    import(/* turbopackIgnore: true */ './product-whitepapers'),
    import(/* turbopackIgnore: true */ './instaclear-whitepaper'),
    import(/* turbopackIgnore: true */ './instacheck-instructions'),
  ]);
  return modules.flatMap((module) => module.documents);
}
