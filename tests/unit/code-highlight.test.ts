import { describe, expect, it } from 'vitest';
import { highlightCode } from '@/lib/code-highlight';

const request = ['GET /v1/results/abc HTTP/1.1', 'Host: api.example.com', 'Authorization: Bearer <token>', '', 'HTTP/1.1 200 OK', 'Content-Type: application/json', '', '{', '  "id": "abc",', '  "count": 2,', '  "final": true,', '  "note": null', '}'].join('\n');

describe('highlightCode', () => {
  it('spells its input back exactly', () => {
    const lines = highlightCode(request, 'http');
    expect(lines.map((line) => line.map((token) => token.text).join('')).join('\n')).toBe(request);
    const json = '{ "a": [1, -2.5e3, "x"], "b": false }';
    expect(highlightCode(json, 'json')[0]?.map((t) => t.text).join('')).toBe(json);
  });

  it('marks the request line, the headers and the JSON body', () => {
    const [first, host, auth, , status, , , , id, count, final, note] = highlightCode(request, 'http');
    expect(first?.filter((t) => t.kind !== 'plain')).toEqual([
      { kind: 'method', text: 'GET' },
      { kind: 'path', text: '/v1/results/abc' },
      { kind: 'protocol', text: 'HTTP/1.1' },
    ]);
    expect(host?.[0]).toEqual({ kind: 'header', text: 'Host' });
    expect(auth).toEqual([
      { kind: 'header', text: 'Authorization' },
      { kind: 'punctuation', text: ':' },
      { kind: 'string', text: ' Bearer <token>' },
    ]);
    expect(status?.[2]).toEqual({ kind: 'status', text: '200 OK' });
    expect(id?.filter((t) => t.kind !== 'plain')).toEqual([
      { kind: 'key', text: '"id"' },
      { kind: 'punctuation', text: ':' },
      { kind: 'string', text: '"abc"' },
      { kind: 'punctuation', text: ',' },
    ]);
    expect(count?.find((t) => t.kind === 'number')?.text).toBe('2');
    expect(final?.find((t) => t.kind === 'literal')?.text).toBe('true');
    expect(note?.find((t) => t.kind === 'literal')?.text).toBe('null');
  });
});
