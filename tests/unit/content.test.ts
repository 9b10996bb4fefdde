import { advisorSeeds, executiveSeeds } from '@/cms/seed/team';
import { pageSeeds } from '@/cms/seed/pages';
import { testimonialSeeds } from '@/cms/seed/testimonials';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContent, localizedSchema } from '@/content/schema';
import { inLocale, type Localized } from '@/i18n/localized';
import { isExternalHref } from '@/cms/fields/links';
import { routes } from '@/lib/routes';

/** The CMS pages' seeds. */
const pages = Object.fromEntries(pageSeeds.map((seed) => [`CMS ${seed.path}`, seed]));

/** Every `{ en, sv }` leaf of a content tree, with its path. */
function localizedLeaves(value: unknown, path = ''): [string, Localized][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => localizedLeaves(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  const keys = Object.keys(value);
  if (keys.length === 2 && keys.includes('en') && keys.includes('sv')) return [[path, value as Localized]];
  return Object.entries(value).flatMap(([key, child]) => localizedLeaves(child, `${path}.${key}`));
}

/** Every `href` of a content tree. */
function hrefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefs);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => (key === 'href' && typeof child === 'string' ? [child] : hrefs(child)));
}

describe('inLocale', () => {
  it('replaces every { en, sv } pair with the text of one language and keeps everything else', () => {
    const content = { id: 'x', count: 3, title: { en: 'Hello', sv: 'Hej' }, items: [{ label: { en: 'One', sv: 'En' }, href: '/a' }] };
    expect(inLocale(content, 'sv')).toEqual({ id: 'x', count: 3, title: 'Hej', items: [{ label: 'En', href: '/a' }] });
    expect(inLocale(content, 'en').title).toBe('Hello');
  });
});

describe('defineContent', () => {
  const schema = z.object({ title: localizedSchema });

  it('rejects an empty or blank text and names the module', () => {
    expect(() => defineContent('pages/example', schema, { title: { en: 'Title', sv: ' ' } })).toThrow(/pages\/example/);
  });

  it('returns the parsed record', () => {
    expect(defineContent('pages/example', schema, { title: { en: 'Title', sv: 'Rubrik' } })).toEqual({ title: { en: 'Title', sv: 'Rubrik' } });
  });
});

describe.each(Object.entries(pages))('%s', (_name, page) => {
  it('has a Swedish text for every longer English one (no untranslated copy)', () => {
    const untranslated = localizedLeaves(page)
      // A text that only names a figure ('{labAvoidancePercent}') is written out per language; a file's path is no text.
      .filter(([, text]) => text.en.replace(/\{\w+\}/gu, '').length > 25 && !/^\/\S+$/u.test(text.en) && text.en === text.sv)
      .map(([path]) => path);
    expect(untranslated).toEqual([]);
  });

  it('links only to pages of the route registry, to anchors or to another site', () => {
    const registry = new Set<string>(Object.values(routes));
    for (const href of hrefs(page)) {
      if (href.startsWith('#') || isExternalHref(href)) continue;
      expect(registry, href).toContain(href.replace(/[?#].*$/, ''));
    }
  });
});

describe('testimonials', () => {
  it('never quote one of our own team as a customer', () => {
    const surname = (name: string) => name.trim().split(/\s+/u).slice(-2).join(' ');
    const team = new Set([...executiveSeeds, ...advisorSeeds].map((member) => surname(member.name)));
    const quoted = Object.values(pages).flatMap((page) => localizedLeaves(page).filter(([path]) => path.endsWith('.author')));
    const authors = [...quoted.map(([, text]) => text), ...testimonialSeeds.map((seed) => seed.author)].flatMap((text) => [text.en, text.sv]);
    expect(authors.length).toBeGreaterThan(5);
    expect(authors.filter((author) => team.has(surname(author)))).toEqual([]);
  });

  it('quote each person once across the site (one person, one role)', () => {
    const people = Object.values(pages).flatMap((page) =>
      localizedLeaves(page)
        .filter(([path]) => path.endsWith('.author'))
        .map(([, text]) => text.en.trim().split(/\s+/u).slice(-2).join(' ')),
    );
    expect(people.filter((person, index) => people.indexOf(person) !== index)).toEqual([]);
  });
});
