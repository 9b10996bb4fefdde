import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function loadMessages(locale: string): Json {
  const file = fileURLToPath(new URL(`../../messages/${locale}.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

/** Flattens nested messages to dotted keys (the way components address them) with their leaf values. */
function flatten(value: Json, prefix = '', into = new Map<string, Json>()): Map<string, Json> {
  const isContainer = typeof value === 'object' && value !== null;
  const entries = isContainer
    ? Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value)
    : [];
  // An empty namespace is an empty value too, so it stays a leaf and fails the emptiness check
  // (an empty file simply has no keys).
  if (!isContainer || (entries.length === 0 && prefix !== '')) {
    into.set(prefix, value);
    return into;
  }
  for (const [key, item] of entries) flatten(item, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/**
 * Collects the ICU arguments (`arg:name` or `arg:name:type`) and rich-text tags (`tag:name`) of a
 * message, recursing into plural/select branches. Throws on unbalanced braces, so a message the
 * runtime could not format fails here as well. Follows ICU's apostrophe quoting: `''` is a literal
 * quote and a quote before `{`, `}`, `<` (or `#` inside plural) starts quoted literal text.
 */
function icuPlaceholders(message: string): string[] {
  const found = new Set<string>();
  let i = 0;

  const skipSpace = () => {
    while (i < message.length && /\s/.test(message.charAt(i))) i += 1;
  };
  const readWord = (stop: RegExp) => {
    const start = i;
    while (i < message.length && !stop.test(message.charAt(i))) i += 1;
    return message.slice(start, i);
  };
  const fail = (why: string): never => {
    throw new Error(`${why} at offset ${i} in ${JSON.stringify(message)}`);
  };

  function parseText(nested: boolean, inPlural: boolean): void {
    while (i < message.length) {
      const ch = message.charAt(i);
      const next = message.charAt(i + 1);
      if (ch === "'") {
        if (next === "'") {
          i += 2;
        } else if (next === '{' || next === '}' || next === '<' || (inPlural && next === '#')) {
          // Quoted literal text runs to the next single quote ('' inside it is a literal quote).
          i += 1;
          while (i < message.length) {
            if (message.charAt(i) === "'" && message.charAt(i + 1) === "'") i += 2;
            else if (message.charAt(i) === "'") break;
            else i += 1;
          }
          i += 1;
        } else {
          i += 1;
        }
      } else if (ch === '{') {
        i += 1;
        parseArgument(inPlural);
      } else if (ch === '}') {
        if (!nested) fail('unbalanced "}"');
        i += 1;
        return;
      } else if (ch === '<') {
        const tag = /^<\/?([A-Za-z0-9_-]+)\s*\/?>/.exec(message.slice(i));
        if (tag?.[1]) {
          found.add(`tag:${tag[1]}`);
          i += tag[0].length;
        } else {
          i += 1;
        }
      } else {
        i += 1;
      }
    }
    if (nested) fail('unterminated "{"');
  }

  function parseArgument(inPlural: boolean): void {
    skipSpace();
    const name = readWord(/[\s,}]/);
    if (!name) fail('argument without a name');
    skipSpace();
    if (message.charAt(i) === '}') {
      found.add(`arg:${name}`);
      i += 1;
      return;
    }
    if (message.charAt(i) !== ',') fail(`unexpected character in argument "${name}"`);
    i += 1;
    skipSpace();
    const type = readWord(/[\s,}]/);
    found.add(`arg:${name}:${type}`);
    skipSpace();
    if (message.charAt(i) === '}') {
      i += 1;
      return;
    }
    if (message.charAt(i) !== ',') fail(`unexpected character after type of "${name}"`);
    i += 1;
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      const branchInPlural = type === 'select' ? inPlural : true;
      let branches = 0;
      for (;;) {
        skipSpace();
        if (i >= message.length) fail(`unterminated ${type} "${name}"`);
        if (message.charAt(i) === '}') {
          i += 1;
          break;
        }
        const selector = readWord(/[\s{}]/);
        if (!selector) fail(`missing selector in ${type} "${name}"`);
        if (selector.startsWith('offset:')) continue;
        skipSpace();
        if (message.charAt(i) !== '{') fail(`selector "${selector}" without a message`);
        i += 1;
        parseText(true, branchInPlural);
        branches += 1;
      }
      if (branches === 0) fail(`${type} "${name}" has no branches`);
      return;
    }
    // number/date/time style or skeleton: runs to the closing brace.
    readWord(/}/);
    if (message.charAt(i) !== '}') fail(`unterminated argument "${name}"`);
    i += 1;
  }

  parseText(false, false);
  return [...found].sort();
}

const en = flatten(loadMessages('en'));
const sv = flatten(loadMessages('sv'));

describe('icuPlaceholders', () => {
  it('finds simple, typed, plural and select arguments and rich-text tags', () => {
    expect(icuPlaceholders('Hello {name}!')).toEqual(['arg:name']);
    expect(icuPlaceholders('{count, plural, one {# test} other {# tests}} for {who}')).toEqual([
      'arg:count:plural',
      'arg:who',
    ]);
    expect(icuPlaceholders('{kind, select, a {A {x}} other {B}}')).toEqual(['arg:kind:select', 'arg:x']);
    expect(icuPlaceholders('Read the <link>policy</link> on {date, date, short}')).toEqual([
      'arg:date:date',
      'tag:link',
    ]);
  });

  it('treats quoted and lone apostrophes as text', () => {
    expect(icuPlaceholders("We'll call you; '{literal}' is not an argument")).toEqual([]);
    expect(icuPlaceholders("It''s {n}")).toEqual(['arg:n']);
  });

  it('rejects unbalanced braces', () => {
    expect(() => icuPlaceholders('Hello {name')).toThrow();
    expect(() => icuPlaceholders('Hello name}')).toThrow();
    expect(() => icuPlaceholders('{n, plural, one {x other {y}}')).toThrow();
  });
});

describe('messages', () => {
  it('are not empty', () => {
    expect(en.size).toBeGreaterThan(0);
  });

  it('have the same keys in en and sv', () => {
    const missingInSv = [...en.keys()].filter((key) => !sv.has(key));
    const missingInEn = [...sv.keys()].filter((key) => !en.has(key));
    expect({ missingInSv, missingInEn }).toEqual({ missingInSv: [], missingInEn: [] });
  });

  it.each([
    ['en', en],
    ['sv', sv],
  ] as const)('have no empty or non-text values in %s', (_locale, messages) => {
    const bad = [...messages].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it('use the same ICU arguments and tags in en and sv', () => {
    const mismatches: string[] = [];
    for (const [key, enValue] of en) {
      const svValue = sv.get(key);
      if (typeof enValue !== 'string' || typeof svValue !== 'string') continue;
      let enArgs: string[];
      let svArgs: string[];
      try {
        enArgs = icuPlaceholders(enValue);
        svArgs = icuPlaceholders(svValue);
      } catch (error) {
        mismatches.push(`${key}: ${(error as Error).message}`);
        continue;
      }
      if (enArgs.join('|') !== svArgs.join('|')) {
        mismatches.push(`${key}: en [${enArgs.join(', ')}] vs sv [${svArgs.join(', ')}]`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('LeadForm messages', () => {
  // The contact page hands these to the client form unformatted (so no i18n runtime ships to the
  // browser); only `consent` is formatted on the server. An ICU argument, tag or quote escape in
  // any other LeadForm message would reach the visitor verbatim.
  it.each([
    ['en', en],
    ['sv', sv],
  ] as const)('are plain text apart from the consent labels in %s', (_locale, messages) => {
    const formatted = [...messages]
      .filter(([key]) => key.startsWith('LeadForm.') && key !== 'LeadForm.consent' && key !== 'LeadForm.reportConsent' && key !== 'LeadForm.reportsConsent')
      .filter(([, value]) => typeof value !== 'string' || /[{}<]|''/.test(value));
    expect(formatted.map(([key]) => key)).toEqual([]);
    expect([...messages.keys()].some((key) => key.startsWith('LeadForm.'))).toBe(true);
  });
});
