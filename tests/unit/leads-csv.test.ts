import { describe, expect, it } from 'vitest';
import { csvByteOrderMark, escapeCsvCell, neutralizeFormula, parseCsv, toCsv } from '@/lib/leads/csv';

describe('lead CSV export', () => {
  const rows = [
    ['firstName', 'message', 'company'],
    ['Åsa', 'Hej, "världen"!\nRad två\r\nRad tre', 'Ärlig, Öppen & Co'],
    ['Björn', '=HYPERLINK("http://evil","click")', '+46 8 123'],
    ['Ö', '-2+3', '@SUM(A1)'],
    ['tab', '\tindented', '\rreturn'],
    ['', 'plain', 'a "quoted" word'],
  ];

  it('starts with a UTF-8 byte-order mark and ends rows with CRLF', () => {
    const csv = toCsv(rows);
    expect(csv.startsWith(csvByteOrderMark)).toBe(true);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('round-trips commas, quotes, newlines and å/ä/ö, with formulas neutralised', () => {
    const parsed = parseCsv(toCsv(rows));
    expect(parsed).toEqual(rows.map((row) => row.map(neutralizeFormula)));
    expect(parsed[1]).toEqual(rows[1]);
    expect(parsed[2]?.[1]).toBe(`'=HYPERLINK("http://evil","click")`);
    expect(parsed[2]?.[2]).toBe(`'+46 8 123`);
    expect(parsed[3]?.[1]).toBe(`'-2+3`);
    expect(parsed[3]?.[2]).toBe(`'@SUM(A1)`);
    expect(parsed[4]?.[1]).toBe(`'\tindented`);
    expect(parsed[4]?.[2]).toBe(`'\rreturn`);
  });

  it('quotes only when needed, doubling inner quotes (RFC 4180)', () => {
    expect(escapeCsvCell('plain')).toBe('plain');
    expect(escapeCsvCell('a,b')).toBe('"a,b"');
    expect(escapeCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(escapeCsvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(escapeCsvCell('=1+1')).toBe(`'=1+1`);
    expect(escapeCsvCell('=A1,B1')).toBe(`"'=A1,B1"`);
  });

  it('leaves cells that merely contain formula characters alone', () => {
    expect(neutralizeFormula('a=b')).toBe('a=b');
    expect(neutralizeFormula('x@example.com')).toBe('x@example.com');
  });
});
