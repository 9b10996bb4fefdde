import { getTranslations } from 'next-intl/server';
import { draftMode } from 'next/headers';
import { previewExitRoute } from '@/cms/preview-url';
import type { Locale } from '@/i18n/locales';

/**
 * Shown only in an editor's preview (Next's draft mode, turned on by /api/preview): the page shows
 * unpublished drafts, so it says so, offers the way out and keeps search engines away. Outside a
 * preview it renders nothing, so pages stay static.
 */
export async function PreviewBanner({ locale }: { locale: Locale }) {
  if (!(await draftMode()).isEnabled) return null;
  const t = await getTranslations({ locale, namespace: 'Preview' });
  return (
    <div role="status" className="sticky top-0 z-50 bg-amber-300 text-amber-950">
      <meta name="robots" content="noindex, nofollow" />
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-2 text-sm font-medium">
        <p>{t('notice')}</p>
        <a href={previewExitRoute} className="font-semibold underline underline-offset-2 hover:no-underline">
          {t('exit')}
        </a>
      </div>
    </div>
  );
}
