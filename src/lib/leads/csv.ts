/**
 * CSV for spreadsheet users: UTF-8 with a byte-order mark (so Excel reads å, ä, ö correctly),
 * RFC 4180 quoting and CRLF line ends, and formula-injection protection: a cell that starts with
 * = + - @ tab or carriage return is prefixed with an apostrophe so a spreadsheet shows it as
 * text instead of evaluating it (OWASP "CSV injection").
 */
export const csvByteOrderMark = '\uFEFF';

const formulaStart = /^[=+\-@\t\r]/u;

export function neutralizeFormula(cell: string): string {
  return formulaStart.test(cell) ? `'${cell}` : cell;
}

export function escapeCsvCell(cell: string): string {
  const safe = neutralizeFormula(cell);
  return /[",\r\n]/u.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return csvByteOrderMark + rows.map((row) => row.map(escapeCsvCell).join(',') + '\r\n').join('');
}

/** RFC 4180 parser (used by the tests and by anyone re-importing an export). */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith(csvByteOrderMark) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        cell += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && input[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += ch;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
