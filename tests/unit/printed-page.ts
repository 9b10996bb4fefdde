import type { CmsPage } from '@/cms/queries/pages';
import { seededPage } from '@/cms/seed/pages';
import type { Locale } from '@/i18n/locales';

/** A page as the seed holds it, printable (as src/server/document-pdfs.ts gives it to a PDF). */
export const printedPage = (path: string, locale: Locale) =>
  ({ path, ...JSON.parse(JSON.stringify(seededPage(path, locale)).replace(/[\u2060\u00ad]/gu, '')) }) as CmsPage;
