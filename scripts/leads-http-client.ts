/**
 * Submits the contact form over HTTP exactly as a browser without JavaScript does: load the
 * prerendered page, take the form's hidden inputs (Next's server-action fields, locale, ticket,
 * honeypot) and post them back as multipart/form-data with the visitor's fields. Used by the crash
 * test, the benchmark and the end-to-end tests that talk to the server directly.
 */
import { readFileSync } from 'node:fs';

export interface ContactFormTemplate {
  url: string;
  hidden: [string, string][];
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'u').exec(tag);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
}

export function contactUrl(baseUrl: string, locale: 'en' | 'sv' = 'en'): string {
  return `${baseUrl}${locale === 'en' ? '' : `/${locale}`}/contact`;
}

/** The hidden inputs of the contact page's form that posts to a server action (the header's search form does not). */
export function parseContactForm(html: string, url: string): ContactFormTemplate {
  const forms = html.match(/<form[\s\S]*?<\/form>/gu) ?? [];
  if (forms.length === 0) throw new Error('no form on the contact page');
  const formHtml = forms.find((form) => form.includes('name="$ACTION')) ?? forms[0]!;
  const hidden: [string, string][] = [];
  for (const tag of formHtml.match(/<input[^>]*>/gu) ?? []) {
    const name = attribute(tag, 'name');
    if (!name) continue;
    if (attribute(tag, 'type') === 'hidden' || name === 'website') hidden.push([name, attribute(tag, 'value') ?? '']);
  }
  if (!hidden.some(([name]) => name.startsWith('$ACTION'))) throw new Error('the contact form carries no server action');
  return { url, hidden };
}

export async function loadContactForm(baseUrl: string, locale: 'en' | 'sv' = 'en'): Promise<ContactFormTemplate> {
  const url = contactUrl(baseUrl, locale);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return parseContactForm(await response.text(), url);
}

export interface PostOptions {
  origin?: string;
  headers?: Record<string, string>;
  /** Replace hidden fields (e.g. a filled honeypot or a ticket). */
  overrides?: Record<string, string>;
  signal?: AbortSignal;
}

export async function postContactForm(
  template: ContactFormTemplate,
  fields: Record<string, string>,
  options: PostOptions = {},
): Promise<{ status: number; html: string }> {
  const body = new FormData();
  for (const [name, value] of template.hidden) body.append(name, options.overrides?.[name] ?? value);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await fetch(template.url, {
    method: 'POST',
    body,
    headers: { origin: options.origin ?? new URL(template.url).origin, ...options.headers },
    redirect: 'manual',
    signal: options.signal,
  });
  return { status: response.status, html: await response.text() };
}

type Messages = typeof import('../messages/en.json');
// Read, not imported: Playwright's loader takes no JSON import without an import attribute.
const messages = (locale: 'en' | 'sv') => JSON.parse(readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), 'utf8')) as Messages;

/** The thank-you the form shows, as the messages give it. */
export const contactSuccessText = { en: messages('en').LeadForm.success, sv: messages('sv').LeadForm.success } as const;

export interface RenderedContactForm {
  /** Text of the form's role=status message (success), if any. */
  status?: string;
  /** Text of the form's role=alert message (failure, rate limit, invalid), if any. */
  alert?: string;
  /** Rendered error text under each field, by field name. */
  fieldErrors: Record<string, string>;
}

/**
 * What the page rendered after a post: the status/alert messages and field errors of the form
 * itself. (Searching the whole HTML for a message is useless: the page also carries every
 * message of the form for the browser.)
 */
export function readRenderedContactForm(html: string): RenderedContactForm {
  const region = (role: string) => {
    // The message is the region's first paragraph, directly inside it or inside its panel (a form
    // may add a detail, e.g. its download links, after the message).
    const match = new RegExp(`<div role="${role}"[^>]*>(?:<div[^>]*>)?(?:<p[^>]*>([^<]*)</p>)?`, 'u').exec(html);
    return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
  };
  const fieldErrors: Record<string, string> = {};
  for (const match of html.matchAll(/<p id="[^"]*-(\w+)-error"[^>]*>([^<]*)<\/p>/gu)) {
    if (match[1] && match[2] !== undefined) fieldErrors[match[1]] = decodeEntities(match[2]);
  }
  return { status: region('status'), alert: region('alert'), fieldErrors };
}

/** True when the server answered a contact post with its success message. */
export function isContactSuccess(response: { status: number; html: string }, locale: 'en' | 'sv' = 'en'): boolean {
  return response.status === 200 && readRenderedContactForm(response.html).status === contactSuccessText[locale];
}

export function contactFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    firstName: 'Åsa',
    lastName: 'Öberg',
    email: 'asa@example.se',
    phone: '+46 8 123 456',
    company: 'Ärlig AB',
    interest: 'circular',
    message: 'Hej! Vi vill veta mer.',
    consent: 'on',
    ...overrides,
  };
}
