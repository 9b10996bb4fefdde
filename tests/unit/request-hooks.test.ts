import { describe, expect, it } from 'vitest';
import { internalSegments, routeMatches, workerSegments } from '@/server/action-manifest';
import { repairPercentEncoding } from '@/server/request-hooks';

describe('malformed percent-encoding', () => {
  it('escapes stray % signs so the path decodes (and 404s) instead of failing', () => {
    expect(repairPercentEncoding('/%zz')).toBe('/%25zz');
    expect(repairPercentEncoding('/contact%')).toBe('/contact%25');
    expect(repairPercentEncoding('/sv%zz')).toBe('/sv%25zz');
    expect(repairPercentEncoding('/sv/%zz?x=1')).toBe('/sv/%25zz?x=1');
    expect(repairPercentEncoding('/x.txt%zz')).toBe('/x.txt%25zz');
    // Valid escapes that do not form UTF-8: every % is taken literally.
    expect(repairPercentEncoding('/%E0%A4%A')).toBe('/%25E0%25A4%25A');
    for (const url of ['/%zz', '/contact%', '/%E0%A4%A', '/sv/%C3%28']) expect(() => decodeURIComponent(repairPercentEncoding(url) ?? url)).not.toThrow();
  });

  it('leaves URLs that decode alone, including their query', () => {
    for (const url of ['/', '/sv/kontakt', '/%C3%A5sa', '/contact?product=%zz', '/a%20b']) expect(repairPercentEncoding(url)).toBeUndefined();
  });
});

describe('which page hosts a server action', () => {
  it('maps build workers to route segments and public paths to internal ones', () => {
    expect(workerSegments('app/[locale]/contact/page')).toEqual(['[locale]', 'contact']);
    expect(workerSegments('app/(marketing)/@modal/[locale]/x/page')).toEqual(['[locale]', 'x']);
    expect(internalSegments('/contact')).toEqual(['en', 'contact']);
    expect(internalSegments('/sv/contact')).toEqual(['sv', 'contact']);
    expect(internalSegments('/')).toEqual(['en']);
  });

  it('matches dynamic, catch-all and optional catch-all segments', () => {
    const contact = ['[locale]', 'contact'];
    expect(routeMatches(contact, ['en', 'contact'])).toBe(true);
    expect(routeMatches(contact, ['sv', 'contact'])).toBe(true);
    expect(routeMatches(contact, ['en'])).toBe(false);
    expect(routeMatches(contact, ['sv', 'drug-tests'])).toBe(false);
    expect(routeMatches(contact, ['en', 'contact', 'x'])).toBe(false);
    expect(routeMatches(['[locale]', '[...rest]'], ['en'])).toBe(false);
    expect(routeMatches(['[locale]', '[...rest]'], ['en', 'a', 'b'])).toBe(true);
    expect(routeMatches(['[locale]', '[[...rest]]'], ['en'])).toBe(true);
  });
});
