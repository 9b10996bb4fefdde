import 'server-only';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getInvestorFigures, getSiteSettings } from '@/cms/content';
import { loadDocuments } from '@/documents';
import type { Locale } from '@/i18n/locales';

/**
 * The downloadable PDFs other than the instructions for use (whitepapers, checklist, investor
 * summary): rendered on first request from the build's content and what they read from the CMS
 * (the company details, the investor figures), and kept under the build's cache directory by a
 * hash of that. A change in the CMS makes the next request render a new file; a new build starts
 * with an empty directory, because its code and content may differ.
 */
const directory = () => join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', 'documents');

/** Renders in progress, so two requests for a new file render it once. */
const rendering = new Map<string, Promise<Buffer>>();

/** The PDF of a document in a language, or undefined when there is no such document. */
export async function documentPdf(name: string, locale: Locale): Promise<Buffer | undefined> {
  const document = (await loadDocuments()).find((candidate) => candidate.name === name && candidate.locale === locale);
  if (!document) return undefined;
  const data = { company: await getSiteSettings(), investorFigures: await getInvestorFigures() };
  const hash = createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16);
  const file = join(directory(), `${name}-${locale}-${hash}.pdf`);
  const stored = await readFile(file).catch(() => undefined);
  if (stored) return stored;
  let render = rendering.get(file);
  if (!render) {
    render = (async () => {
      const { renderToBuffer } = await import('@react-pdf/renderer');
      const pdf = await renderToBuffer(document.render(data));
      await mkdir(directory(), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, pdf);
      await rename(partial, file);
      return pdf;
    })().finally(() => rendering.delete(file));
    rendering.set(file, render);
  }
  return render;
}

/** The size in bytes of a document's PDF (rendering it when needed), for a download link's label. */
export async function documentPdfSize(name: string, locale: Locale): Promise<number | null> {
  return (await documentPdf(name, locale))?.byteLength ?? null;
}
