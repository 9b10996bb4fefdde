import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isLocale } from '@/i18n/locales';

/**
 * `true`, or why a download link names no file of the site: a generated document in the language
 * being edited (/downloads/<locale>/<name>.pdf, src/documents) or a drawing under public/images.
 */
export async function downloadProblem(value: unknown, { req }: { req: { locale?: string | null } }): Promise<true | string> {
  if (typeof value !== 'string' || value === '') return true;
  const document = /^\/downloads\/([a-z]{2})\/([a-z0-9-]+)\.pdf$/u.exec(value);
  if (document) {
    if (document[1] !== req.locale || !isLocale(document[1])) return `Link the document in this language: /downloads/${req.locale}/…`;
    const { loadDocuments } = await import('@/documents');
    const names = (await loadDocuments()).filter((entry) => entry.locale === document[1]).map((entry) => entry.name);
    return names.includes(document[2]!) || `The site has no document ${document[2]}; it has ${names.join(', ')}.`;
  }
  if (/^\/images\/[\w/.-]+\.svg$/u.test(value) && !value.includes('..') && existsSync(join(process.cwd(), 'public', value))) return true;
  return 'A document of this site (/downloads/sv/investor-summary.pdf) or a drawing under /images that exists (…svg).';
}
