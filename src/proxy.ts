import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { defaultLocale, isLocale, localeCookieName } from './i18n/locales';
import { routing } from './i18n/routing';
import { guardPagePost } from './server/request-guard';

const intlMiddleware = createMiddleware(routing);
const cookieMaxAge = 60 * 60 * 24 * 365;

/**
 * Locale negotiation. English pages live at the spec's paths and Swedish ones under /sv. The
 * visitor's stored choice (the cookie the language toggle writes) decides only for unprefixed
 * URLs: someone who chose Swedish and opens /drug-tests lands on /sv/drug-tests. Opening a /sv
 * URL, or an explicit /en URL, always gives that language (and /en records English as the choice).
 */
export default async function proxy(request: NextRequest) {
  // Form posts with a foreign origin or a bad body get a 4xx here instead of a 500 from Next.
  const rejected = await guardPagePost(request);
  if (rejected) return rejected;

  const { pathname, search } = request.nextUrl;
  const segments = pathname.split('/');
  const first = segments[1] ?? '';

  if (first === defaultLocale) {
    const url = request.nextUrl.clone();
    url.pathname = '/' + segments.slice(2).join('/');
    const response = NextResponse.redirect(url);
    response.cookies.set(localeCookieName, defaultLocale, { path: '/', maxAge: cookieMaxAge, sameSite: 'lax' });
    return response;
  }

  const isPrefixed = isLocale(first);
  const stored = request.cookies.get(localeCookieName)?.value;
  if (!isPrefixed && stored && stored !== defaultLocale && isLocale(stored)) {
    const url = request.nextUrl.clone();
    url.pathname = `/${stored}${pathname === '/' ? '' : pathname}`;
    url.search = search;
    return NextResponse.redirect(url);
  }

  return intlMiddleware(request);
}

export const config = {
  matcher: [
    // Pages only: not API routes, Next internals, or files with an extension.
    '/((?!api|_next|_vercel|.*\\..*).*)',
    // No file lives under /sv, so anything there is a Swedish page or the Swedish 404 page, even
    // `/sv/brochure.pdf`; the proxy passes the language on to that page.
    '/sv/:path*',
  ],
};
