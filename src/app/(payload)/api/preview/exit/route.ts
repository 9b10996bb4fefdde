import { cookies, draftMode } from 'next/headers';
import { isPreviewablePath } from '@/cms/preview-url';
import { previewPassCookie } from '@/server/http/preview-pass';

/**
 * Leaves the preview: draft mode off, back to the page the editor was on (the banner's link sends
 * it as the referrer; only a page of this site is followed).
 */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  (await cookies()).delete(previewPassCookie);
  const url = new URL(request.url);
  const referrer = URL.canParse(request.headers.get('referer') ?? '') ? new URL(request.headers.get('referer')!) : null;
  const back = referrer?.origin === url.origin ? referrer.pathname : null;
  return new Response(null, { status: 303, headers: { Location: isPreviewablePath(back) ? back : '/', 'Cache-Control': 'no-store' } });
}
