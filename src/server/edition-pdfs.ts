import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { editionInstructions, type DocumentArticle, type Edition, type Instructions } from '@/content/documents';
import { locales, type Locale } from '@/i18n/locales';

/**
 * The PDFs of the instructions-for-use editions. An edition's PDF is rendered when it is published
 * and kept under data/edition-pdfs, named by a hash of the frozen edition, so it never changes; a
 * server that lacks the file (a second instance, a restored database) renders the same edition on
 * the first download.
 */
const directory = () => join(process.cwd(), 'data', 'edition-pdfs');

/** JSON with sorted keys: PostgreSQL's jsonb does not keep the order an edition was written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function fileOf(article: DocumentArticle, edition: Edition, locale: Locale): string {
  const hash = createHash('sha256').update(canonical({ article: article.articleNr, edition, locale })).digest('hex').slice(0, 16);
  return join(directory(), `${article.articleNr.toLowerCase()}-v${edition.version}-${locale}-${hash}.pdf`);
}

async function render(article: DocumentArticle, edition: Edition, locale: Locale, file: string): Promise<Buffer> {
  const instructions = editionInstructions(article, [edition]);
  if (!instructions) throw new Error(`no edition ${edition.version} of ${article.articleNr}`);
  // Loaded on demand: only a publish or the first download of an edition needs @react-pdf.
  const { renderInstructionsPdf } = await import('@/documents/instructions-for-use');
  const pdf = await renderInstructionsPdf(instructions, locale);
  await mkdir(directory(), { recursive: true });
  // Written aside and renamed, so a reader never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, pdf);
  await rename(partial, file);
  return pdf;
}

/** The PDF of an edition in a language: the stored file, or rendered now and stored. */
export async function editionPdf(article: DocumentArticle, edition: Edition, locale: Locale): Promise<Buffer> {
  const file = fileOf(article, edition, locale);
  try {
    return await readFile(file);
  } catch {
    return render(article, edition, locale, file);
  }
}

/** The size in bytes of an edition's stored PDF, or null while it has not been rendered. */
export async function editionPdfSize(instructions: Instructions, locale: Locale): Promise<number | null> {
  const { article, version, title, audience, sections } = instructions;
  try {
    return (await stat(fileOf(article, { ...version, content: { title, audience, sections } }, locale))).size;
  } catch {
    return null;
  }
}

/** Renders a newly published edition's PDFs in every language (a file of the same edition is the same PDF). */
export async function renderEditionPdfs(article: DocumentArticle, edition: Edition): Promise<void> {
  for (const locale of locales) await editionPdf(article, edition, locale);
}
