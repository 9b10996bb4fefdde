import { describe, expect, it } from 'vitest';
import { leadFormActionHostedAt } from '@/lib/leads/form-pages';
import { internalSegments, routeMatches, workerSegments } from '@/server/action-manifest';
import { bodyVerdict, displayPath, maxRequestBodyBytes, methodVerdict, repairPercentEncoding } from '@/server/http/request-policy';

describe('methods and bodies the server takes', () => {
  it('passes GET, HEAD and POST, answers OPTIONS, refuses the rest', () => {
    for (const method of ['GET', 'HEAD', 'POST']) expect(methodVerdict(method).kind).toBe('pass');
    expect(methodVerdict('OPTIONS').kind).toBe('options');
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'CONNECT', undefined]) expect(methodVerdict(method).kind).toBe('not-allowed');
    expect(methodVerdict('PUT', '/contact')).toEqual({ kind: 'not-allowed', allow: 'GET, HEAD, POST, OPTIONS' });
  });

  it('lets the CMS API update and delete, and answer its own OPTIONS; the admin takes what pages take', () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) expect(methodVerdict(method, '/api/users/1').kind).toBe('pass');
    expect(methodVerdict('TRACE', '/api/users')).toEqual({ kind: 'not-allowed', allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' });
    expect(methodVerdict('DELETE', '/admin').kind).toBe('not-allowed');
    expect(bodyVerdict({ 'content-length': String(200 * 1024) }, 'PATCH', '/api/pages/1')).toEqual({ kind: 'pass' });
    expect(bodyVerdict({ 'content-length': String(200 * 1024) }, 'POST', '/contact')).toEqual({ kind: 'reject', status: 413 });
    expect(bodyVerdict({ 'content-length': String(5 * 1024 * 1024) }, 'POST', '/api/pages')).toEqual({ kind: 'reject', status: 413, close: true });
  });

  it('judges a POST body by its declared length, before reading it', () => {
    expect(bodyVerdict({ 'content-length': '1200' }, 'POST')).toEqual({ kind: 'pass' });
    expect(bodyVerdict({ 'content-length': String(maxRequestBodyBytes) }, 'POST')).toEqual({ kind: 'pass' });
    expect(bodyVerdict({ 'content-length': String(maxRequestBodyBytes + 1) }, 'POST')).toEqual({ kind: 'reject', status: 413 });
    // A visitor's oversized form is discarded so the browser sees the answer; megabytes are not.
    expect(bodyVerdict({ 'content-length': String(4 * 1024 * 1024) }, 'POST')).toEqual({ kind: 'reject', status: 413 });
    expect(bodyVerdict({ 'content-length': String(10 * 1024 * 1024) }, 'POST')).toEqual({ kind: 'reject', status: 413, close: true });
    expect(bodyVerdict({}, 'POST')).toEqual({ kind: 'reject', status: 411, close: true });
    expect(bodyVerdict({ 'transfer-encoding': 'chunked' }, 'POST')).toEqual({ kind: 'reject', status: 411, close: true });
    expect(bodyVerdict({ 'content-length': '1e3' }, 'POST')).toEqual({ kind: 'reject', status: 400 });
    expect(bodyVerdict({ 'transfer-encoding': 'chunked' }, 'GET')).toEqual({ kind: 'pass' });
  });
});

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

  it('escapes control characters, so `/%00` is not read as another page', () => {
    expect(repairPercentEncoding('/%00')).toBe('/%2500');
    expect(repairPercentEncoding('/sv/a%0Ab?x=%00')).toBe('/sv/a%250Ab?x=%00');
    expect(repairPercentEncoding('/%7f%zz')).toBe('/%257f%25zz');
  });

  it('shows the path as typed: valid escapes decoded, the rest as it came', () => {
    expect(displayPath('/%zz')).toBe('/%zz');
    expect(displayPath('/caf%C3%A9?x=1')).toBe('/café');
    expect(displayPath('/sv/%E0%A4%A')).toBe('/sv/%E0%A4%A');
    expect(displayPath('/a%00b')).toBe('/a%00b');
    expect(displayPath('/%3Cscript%3E')).toBe('/<script>');
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
    expect(internalSegments('/cms-page/sv/contact')).toEqual(['cms-page', 'sv', 'contact']);
  });

  it('holds a lead form’s action to its form’s page, which every CMS page’s route would otherwise host', () => {
    expect(leadFormActionHostedAt('submitContactLead', '/contact')).toBe(true);
    expect(leadFormActionHostedAt('submitContactLead', '/sv/contact')).toBe(true);
    expect(leadFormActionHostedAt('submitContactLead', '/sv/drug-tests')).toBe(false);
    expect(leadFormActionHostedAt('submitWhitepapersLead', '/contact')).toBe(false);
    expect(leadFormActionHostedAt('issueLeadTicket', '/resources/whitepapers')).toBe(true);
    expect(leadFormActionHostedAt('issueLeadTicket', '/about')).toBe(false);
    expect(leadFormActionHostedAt('someOtherAction', '/about')).toBe(true);
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
