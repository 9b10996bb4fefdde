import type { TextField, Validate } from 'payload';
import { linkPlaceholderNames } from '@/content/page-placeholders';
import { isBuilt } from '@/lib/routes';

/** The collection of pages made of blocks (src/cms/collections/pages.ts). */
export const pagesSlug = 'pages';

/** The admin names array rows by their text and target (src/cms/views/row-label.tsx). */
export const rowLabel = '@/cms/views/row-label#RowLabel';

/** `true`, or why a path names no page: a built page and a page made in the CMS both count. */
async function pageExists(path: string, req: Parameters<Validate<unknown>>[1]['req']): Promise<true | string> {
  if (isBuilt(path)) return true;
  const { totalDocs } = await req.payload.count({ collection: pagesSlug, where: { path: { equals: path } }, overrideAccess: true, req });
  return totalDocs > 0 ? true : `No page has the address ${path}. Link to a page that exists.`;
}

/** Another site's address, or a company address named by its placeholder (`{recruitmentPartnerUrl}`). */
export const isExternalHref = (href: string) => /^https:\/\/[^\s{}<>"]+$/u.test(href) || linkPlaceholderNames.some((name) => href === `{${name}}`);

/**
 * A link's target: a page of this site, with an optional `?query` or `#anchor`, an anchor on the
 * same page, or another site (it opens in a new tab).
 */
const validateHref: Validate<unknown> = async (value, { req }) => {
  if (typeof value === 'string' && isExternalHref(value)) return true;
  if (typeof value !== 'string' || !/^(\/[a-z0-9/-]*([?#][\w=&#-]*)?|#[a-z0-9-]+)$/u.test(value)) {
    return `A path of this site (/solutions/education, /contact?topic=demo), an anchor on the page (#faq), another site's https:// address or ${linkPlaceholderNames.map((name) => `{${name}}`).join(', ')}.`;
  }
  return value.startsWith('#') ? true : pageExists(value.replace(/[?#].*$/u, '').replace(/(.)\/$/u, '$1'), req);
};

export const hrefField = (name = 'href', label = 'Link to', optional = false): TextField => ({
  name,
  label,
  type: 'text',
  required: !optional,
  validate: optional ? (value, args) => (value ? validateHref(value, args) : true) : validateHref,
});

/** A menu link's page: the address of a page of this site, no query or anchor. */
export const pageField = (options: Partial<TextField> = {}): TextField =>
  ({
    name: 'page',
    label: 'Page',
    type: 'text',
    required: true,
    validate: async (value: unknown, { req }: Parameters<Validate<unknown>>[1]) =>
      typeof value === 'string' && /^\/[a-z0-9/-]*$/u.test(value) ? pageExists(value === '/' ? value : value.replace(/\/$/u, ''), req) : 'The address of a page of this site, e.g. /solutions/education.',
    ...options,
    admin: { description: 'The address of a page of this site, e.g. /solutions/education.', ...options.admin },
  }) as TextField;
