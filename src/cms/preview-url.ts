import { isLocale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';

/** The preview routes (src/app/(payload)/api/preview/): into draft mode, and out of it. */
export const previewRoute = '/api/preview';
export const previewExitRoute = '/api/preview/exit';

/** The admin's 'Preview' button: the record's real page, in the language being edited, in draft mode. */
export function previewUrl(path: string, locale: unknown): string {
  return `${previewRoute}?path=${encodeURIComponent(localizedPath(path, isLocale(locale) ? locale : 'en'))}`;
}

/**
 * A path the preview may open: one of the site's own pages, never another origin ('//evil',
 * '/\evil'), the admin or the API.
 */
export function isPreviewablePath(path: unknown): path is string {
  return typeof path === 'string' && /^\/(?![/\\])[\w\-/.~%]*$/u.test(path) && !/^\/(api|admin|_next)(\/|$)/u.test(path) && path.length <= 300;
}
