/**
 * A small syntax highlighter for the code samples the site shows (an HTTP exchange with a JSON
 * body). It runs while a page is prerendered, so the page gets coloured markup and no highlighter
 * reaches the browser. Unknown text is kept as plain tokens: the output always spells the input.
 */
export type CodeTokenKind =
  | 'method'
  | 'path'
  | 'protocol'
  | 'status'
  | 'header'
  | 'punctuation'
  | 'key'
  | 'string'
  | 'number'
  | 'literal'
  | 'plain';

export type CodeToken = { kind: CodeTokenKind; text: string };
export type CodeLanguage = 'http' | 'json';

const requestLine = /^([A-Z]+)( +)(\S+)( +)(HTTP\/\d(?:\.\d)?)$/;
const statusLine = /^(HTTP\/\d(?:\.\d)?)( +)(\d{3}.*)$/;
const headerLine = /^([A-Za-z0-9-]+)(:)(.*)$/;
// Strings (a key when a colon follows), numbers, literals, punctuation, whitespace, anything else.
const jsonToken = /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b|([{}[\],:])|(\s+)|([^\s"{}[\],:]+)/g;

function jsonLine(line: string): CodeToken[] {
  const tokens: CodeToken[] = [];
  for (const match of line.matchAll(jsonToken)) {
    const [, string, colon, number, literal, punctuation, space, other] = match;
    if (string !== undefined) {
      tokens.push({ kind: colon ? 'key' : 'string', text: string });
      if (colon) tokens.push({ kind: 'punctuation', text: colon });
    } else if (number !== undefined) tokens.push({ kind: 'number', text: number });
    else if (literal !== undefined) tokens.push({ kind: 'literal', text: literal });
    else if (punctuation !== undefined) tokens.push({ kind: 'punctuation', text: punctuation });
    else tokens.push({ kind: 'plain', text: space ?? other ?? '' });
  }
  return tokens;
}

function httpLines(lines: string[]): CodeToken[][] {
  let state: 'start' | 'headers' | 'body' = 'start';
  return lines.map((line) => {
    const request = requestLine.exec(line);
    const status = statusLine.exec(line);
    if ((state === 'start' || state === 'body') && (request || status)) {
      state = 'headers';
      if (request) {
        const [, method = '', gap1 = '', path = '', gap2 = '', protocol = ''] = request;
        return [
          { kind: 'method', text: method },
          { kind: 'plain', text: gap1 },
          { kind: 'path', text: path },
          { kind: 'plain', text: gap2 },
          { kind: 'protocol', text: protocol },
        ];
      }
      const [, protocol = '', gap = '', rest = ''] = status ?? [];
      return [
        { kind: 'protocol', text: protocol },
        { kind: 'plain', text: gap },
        { kind: 'status', text: rest },
      ];
    }
    if (state === 'headers') {
      if (line.trim() === '') {
        state = 'body';
        return [];
      }
      const header = headerLine.exec(line);
      if (header) {
        const [, name = '', colon = '', value = ''] = header;
        return [
          { kind: 'header', text: name },
          { kind: 'punctuation', text: colon },
          { kind: 'string', text: value },
        ];
      }
    }
    if (state === 'body') return jsonLine(line);
    return line === '' ? [] : [{ kind: 'plain', text: line }];
  });
}

/** The code as lines of tokens; joining every token's text line by line gives the input back. */
export function highlightCode(code: string, language: CodeLanguage): CodeToken[][] {
  const lines = code.replace(/\r\n?/g, '\n').split('\n');
  return language === 'json' ? lines.map(jsonLine) : httpLines(lines);
}
