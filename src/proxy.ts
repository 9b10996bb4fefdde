import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { defaultLocale, isLocale, localeCookieName } from './i18n/locales';
import { routing } from './i18n/routing';
import { cmsPageSegment } from './i18n/paths';
import { pagePathProblem } from './lib/page-address';
import { cmsPageHeader, requestPathHeader } from './server/http/request-policy';
import { isActionHostedAt } from './server/action-manifest';
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
  const { pathname, search } = request.nextUrl;
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  const isPrefixed = isLocale(first);
  const cmsRoute = cmsPageRoute(request, pathname, isPrefixed ? first : undefined);
  // Form posts with a foreign origin, a bad body or another page's action get a 4xx here instead
  // of a 500 from Next. A CMS page's form actions are hosted by the route that renders it.
  const rejected = await guardPagePost(request, pathname, (actionId) => isActionHostedAt(actionId, pathname, cmsRoute));
  if (rejected) return rejected;
  // A post to a path that is not a page (see the matcher) was only here to be checked.
  if (!isPagePath(pathname)) return NextResponse.next();

  if (first === defaultLocale) {
    const url = request.nextUrl.clone();
    url.pathname = '/' + segments.slice(2).join('/');
    const response = NextResponse.redirect(url);
    response.cookies.set(localeCookieName, defaultLocale, { path: '/', maxAge: cookieMaxAge, sameSite: 'lax' });
    return response;
  }

  const stored = request.cookies.get(localeCookieName)?.value;
  if (!isPrefixed && stored && stored !== defaultLocale && isLocale(stored)) {
    const url = request.nextUrl.clone();
    url.pathname = `/${stored}${pathname === '/' ? '' : pathname}`;
    url.search = search;
    return NextResponse.redirect(url);
  }

  if (cmsRoute !== undefined) {
    const url = request.nextUrl.clone();
    url.pathname = cmsRoute;
    return NextResponse.rewrite(url);
  }

  return intlMiddleware(request);
}

/**
 * Where a page made in the CMS renders (app/cms-page/[locale]), for a request the site server
 * marks as one. Without the site server in front (`next dev`), any address a CMS page may have may be one.
 */
function cmsPageRoute(request: NextRequest, pathname: string, prefix: string | undefined): string | undefined {
  const address = prefix ? pathname.slice(prefix.length + 1) || '/' : pathname;
  const viaSiteServer = request.headers.has(requestPathHeader);
  if (request.headers.get(cmsPageHeader) !== '1' && (viaSiteServer || pagePathProblem(address) !== true)) return undefined;
  return `/${cmsPageSegment}/${prefix ?? defaultLocale}${address === '/' ? '' : address}`;
}

/** The paths of the matcher's page entries: everything that is (or 404s as) a page. */
function isPagePath(pathname: string): boolean {
  return (
    pathname === '/sv' ||
    pathname.startsWith('/sv/') ||
    pathname.startsWith('/documents/') ||
    pathname.startsWith(`/${cmsPageSegment}/`) ||
    !/^\/(api|admin|_next|_vercel)|\./u.test(pathname)
  );
}

export const config = {
  matcher: [
    // Pages only: not the CMS (admin and API), Next internals, or files with an extension.
    '/((?!api|admin|_next|_vercel|.*\\..*).*)',
    // No file lives under /sv, so anything there is a Swedish page or the Swedish 404 page, even
    // `/sv/brochure.pdf`; the proxy passes the language on to that page.
    '/sv/:path*',
    // Likewise under /documents, where an earlier edition's address ends in its version (`/v/1.0`).
    '/documents/:path*',
    // The CMS pages' renderer is reached only through the proxy's rewrite; asked for directly, any
    // address under it is routed like a page and ends at the 404 page.
    '/cms-page/:path*',
    // Whatever Next would treat as a server action, on any path (`/x.txt`, `/_next/x`): Next
    // answers a bad one there with a 500, so the request guard sees these too.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-type', value: '(?:multipart/form-data|application/x-www-form-urlencoded).*' }] },
  ],
};
