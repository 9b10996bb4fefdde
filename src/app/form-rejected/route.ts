import { createTranslator } from 'next-intl';
import en from '../../../messages/en.json';
import sv from '../../../messages/sv.json';
import { getSiteSettings } from '@/cms/content';
import { splitLocale } from '@/i18n/paths';
import { formRejectedFromHeader } from '@/server/http/request-policy';
import { leadFormAnchors, leadFormAt, leadFormPermalink } from '@/lib/leads/form-pages';

const escapeHtml = (text: string) => text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page a visitor without JavaScript sees when the proxy refuses a form post (src/server/
 * request-guard.ts): nothing stored, a way back to the form, and the other ways to reach the
 * company, from its details in the CMS. A whole document of its own, in the site's colours,
 * because the form's page would render the form's post once more. Reached only through the
 * proxy's rewrite: a visitor's own request for /form-rejected is a page path, and a 404.
 */
export async function POST(request: Request): Promise<Response> {
  const from = request.headers.get(formRejectedFromHeader) ?? '/';
  const pathname = from.startsWith('/') && !from.startsWith('//') ? from : '/';
  const company = await getSiteSettings();
  const { locale } = splitLocale(pathname);
  const at = leadFormAt(pathname);
  const t = createTranslator({ locale, messages: locale === 'sv' ? sv : en, namespace: 'FormRejected' });
  const text = { title: t('title'), heading: t('heading'), body: t('body'), back: t('back') };
  const back = at ? `${leadFormPermalink(at.form, locale)}#${leadFormAnchors[at.form]}` : pathname;
  // The links go in after escaping: the translator fills in markers that escaping leaves alone.
  const contact = escapeHtml(t('contact', { email: '\u0001email\u0001', phone: '\u0001phone\u0001' }))
    .replace('\u0001email\u0001', `<a href="mailto:${escapeHtml(company.email)}">${escapeHtml(company.email)}</a>`)
    .replace('\u0001phone\u0001', `<a href="${escapeHtml(company.phoneHref)}">${escapeHtml(company.phone)}</a>`);
  const html =
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(`${text.title} | ${company.name}`)}</title><style>` +
    'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f4f8f9;color:#10262d;line-height:1.6}' +
    'header{background:#fff;border-bottom:1px solid #dbe6e9;padding:1rem 1.5rem;font-weight:700;color:#0f566a}' +
    'main{max-width:36rem;margin:3rem auto;padding:2rem 1.5rem;background:#fff;border:1px solid #dbe6e9;border-radius:1rem}' +
    'h1{font-size:1.6rem;line-height:1.25;margin:0 0 1rem;color:#0b3a47}a{color:#0f566a}' +
    '.back{display:inline-block;margin-top:.5rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#0f566a;color:#fff;font-weight:600;text-decoration:none}' +
    '.back:focus-visible{outline:3px solid #34d39c;outline-offset:2px}@media(max-width:40rem){main{margin:1.5rem 1rem}}</style></head>' +
    `<body><header>${escapeHtml(company.name)}</header><main><h1>${escapeHtml(text.heading)}</h1><p>${escapeHtml(text.body)}</p>` +
    `<p><a class="back" href="${escapeHtml(back)}">${escapeHtml(text.back)}</a></p><p>${contact}</p></main></body></html>`;
  return new Response(html, { status: 400, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
