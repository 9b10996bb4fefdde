import { describe, expect, it } from 'vitest';
import { inboxPageSize, inboxQuery, parseFollowUp, parseInboxFilter } from '@/lib/leads/inbox';

const forms = ['contact', 'whitepapers'];

describe('the inbox filters', () => {
  it('keeps what parses and names what does not', () => {
    const { filter, ignored } = parseInboxFilter(new URLSearchParams('form=contact&from=2026-11-01&to=2026-11-30&status=qualified&suspect=1&search=%20Åkeri%20&page=3'), forms);
    expect(filter).toEqual({ form: 'contact', from: '2026-11-01', to: '2026-11-30', status: 'qualified', suspect: true, search: 'Åkeri', page: 3 });
    expect(ignored).toEqual([]);
    const bad = parseInboxFilter({ form: 'leads; drop table', from: '2026-13-45', to: 'yesterday', status: 'won', page: '0', search: 'x'.repeat(300) }, forms);
    expect(bad.filter).toEqual({ page: 1, search: 'x'.repeat(100) });
    expect(bad.ignored).toEqual(['form', 'from', 'to', 'status', 'page']);
  });

  it('asks the store for whole days and one page, newest first', () => {
    expect(inboxQuery({ from: '2026-11-01', to: '2026-11-30', page: 2 })).toEqual({
      since: '2026-11-01T00:00:00.000Z',
      before: '2026-12-01T00:00:00.000Z',
      limit: inboxPageSize,
      offset: inboxPageSize,
      newestFirst: true,
      form: undefined,
      status: undefined,
      suspect: undefined,
      search: undefined,
    });
  });
});

describe('a follow-up', () => {
  const owners = ['sales@example.se'];
  it('takes a known status, a CMS user as owner and a note', () => {
    expect(parseFollowUp(new URLSearchParams('status=contacted&owner=sales%40example.se&note=Ring+på+måndag'), owners)).toEqual({
      ok: true,
      value: { status: 'contacted', owner: 'sales@example.se', note: 'Ring på måndag' },
    });
    expect(parseFollowUp(new URLSearchParams('status=new&owner=&note='), owners)).toEqual({ ok: true, value: { status: 'new', owner: null, note: null } });
  });

  it('refuses an unknown status or owner and an overlong note', () => {
    expect(parseFollowUp(new URLSearchParams('status=won'), owners).ok).toBe(false);
    expect(parseFollowUp(new URLSearchParams('status=new&owner=someone%40else.se'), owners).ok).toBe(false);
    expect(parseFollowUp(new URLSearchParams({ status: 'new', note: 'x'.repeat(2001) }), owners).ok).toBe(false);
  });
});
