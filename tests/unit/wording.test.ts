import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seededCatalogue } from '@/cms/seed/catalogue';

/**
 * The words a reader noticed, kept out of the site's texts (the language guide,
 * ../shared/guides/language.md: 'Words a Swedish reader noticed', 'One form each', English). The
 * check reads the content sources as text — the CMS seeds, src/content (pages, catalogue,
 * instructions for use, whitepapers) and both message files — so a phrase inside a function or a
 * template is caught too. Comments are left out; search synonyms (what visitors type, misspellings
 * included) are not site text.
 */
const banned: readonly { pattern: RegExp; instead: string }[] = [
  // Swedish
  { pattern: /icke-negativ/i, instead: 'preliminärt positivt' },
  { pattern: /(?<!s)mugg/i, instead: 'testkopp / urinkopp' },
  { pattern: /tillförlitlighet/i, instead: 'träffsäkerhet' },
  { pattern: /telehälsa/i, instead: 'digital vård' },
  { pattern: /tillväxtrund/i, instead: 'finansieringsrundor' },
  { pattern: /'Integritet'/, instead: 'Ärlighet (the value; integritet reads as privacy)' },
  { pattern: /säkerhetskritiska arbetsgivare/i, instead: 'arbetsgivare med säkerhetskritisk verksamhet' },
  { pattern: /sjukhusnätverk/i, instead: 'sjukhus och regioner' },
  { pattern: /(överlämning(en)?|remiss) (till|via) digital vård/i, instead: 'hänvisning till digital vård' },
  { pattern: /allvarlig händelse/i, instead: 'allvarligt tillbud' },
  { pattern: /ladda ned/i, instead: 'ladda ner' },
  { pattern: /ta kontroll över din hälsa/i, instead: 'Ha koll på din hälsa – hemma' },
  { pattern: /hitta (en )?återförsäljare/i, instead: 'Här kan du köpa' },
  { pattern: /US\$/, instead: 'USD (formatUsd writes it)' },
  { pattern: /bäst före-datum/i, instead: 'utgångsdatum (a medical device has an expiry date, not a best-before)' },
  { pattern: /upptar (substansen )?antikropp/i, instead: 'binder (till) antikropparna' },
  // Both languages
  { pattern: /CE[- ]certifi/i, instead: 'CE-marked / CE-märkt' },
  // English
  { pattern: /non-negative/i, instead: 'preliminary positive' },
  { pattern: /without intimacy/i, instead: 'discreet collection without observed urination' },
  { pattern: /where to purchase|find (a )?retailers?\b/i, instead: 'Where to buy (Where to Buy on a button)' },
  { pattern: /faster than traditional lab tests/i, instead: 'a figure with a record, e.g. < {resultMinutes} to a result' },
  { pattern: /time efficiency/i, instead: 'Fast results' },
  { pattern: /safety-critical employers/i, instead: 'employers in safety-critical industries' },
  { pattern: /comparable (rapid )?tests (take|with)|for comparable tests/i, instead: 'other testing services (what the 39-minute source measured)' },
];

/** The banned phrases of one text, with what to write instead. */
function findBannedWording(text: string): string[] {
  return banned.filter(({ pattern }) => pattern.test(text)).map(({ pattern, instead }) => `${pattern.source} → ${instead}`);
}

/** A straight apostrophe in an English text: write ’ (it's → it’s, parents' → parents’). */
const straightApostrophe = /[A-Za-z]'[a-z]|s' /;

/** The Swedish words that choose between du and ni. */
const address = /\b(du|dig|din|ditt|dina|ni|er|era|ert)\b/i;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Block comments and whole-line comments out, line numbers kept. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, '')).replace(/^\s*\/\/.*$/gm, '');
}

const notSiteText = new Set([join('src', 'cms', 'seed', 'search-settings.ts')]);
const sources: [string, string][] = [
  ...[...sourceFiles(join('src', 'cms', 'seed')), ...sourceFiles(join('src', 'content'))].filter((file) => !notSiteText.has(file)).map((file): [string, string] => [file, withoutComments(readFileSync(file, 'utf8'))]),
  ...['messages/en.json', 'messages/sv.json'].map((file): [string, string] => [file, readFileSync(file, 'utf8')]),
];

/** Every string leaf of a messages file, with its key path. */
function messageTexts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => messageTexts(child, path ? `${path}.${key}` : key));
}
const messages = (locale: 'en' | 'sv') => messageTexts(JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')), '');

describe('the check itself', () => {
  it.each([
    'Ett icke-negativt resultat',
    'Samarbeten med sjukhusnätverk',
    'remiss till digital vård',
    'Överlämning till digital vård',
    'Rapportera varje allvarlig händelse',
    '1\u00a0000\u00a0US$',
    'A non-negative screen',
    'Find Retailers',
    'Where to purchase',
    "sv: 'Integritet',",
  ])('flags %j', (text) => {
    expect(findBannedWording(text)).not.toEqual([]);
  });

  it.each(['Ett preliminärt positivt resultat', 'hänvisning till digital vård', 'integritetspolicyn', '1\u00a0000\u00a0USD', 'Where to buy', 'Färre remisser till laboratoriet'])('accepts %j', (text) => {
    expect(findBannedWording(text)).toEqual([]);
  });

  it('tells a straight apostrophe from a typographic one, and du/ni from impersonal Swedish', () => {
    expect(straightApostrophe.test("We couldn't find that page")).toBe(true);
    expect(straightApostrophe.test("parents' evening")).toBe(true);
    expect(straightApostrophe.test('We couldn’t find that page')).toBe(false);
    expect(address.test('Tack för ditt meddelande!')).toBe(true);
    expect(address.test('Tack för meddelandet! Vi hör av oss snart.')).toBe(false);
  });
});

describe('the site’s texts', () => {
  it('are all read', () => {
    expect(sources.length).toBeGreaterThan(50);
    expect(sources.some(([file]) => file.includes('documents'))).toBe(true);
  });

  it('keep out the words the language guide replaces', () => {
    const found = sources.flatMap(([file, text]) =>
      text.split('\n').flatMap((line, index) => findBannedWording(line).map((problem) => `${file}:${index + 1}: ${problem}`)),
    );
    expect(found).toEqual([]);
  });

  it('write English apostrophes as ’', () => {
    // An English text in "…" or `…` (one in '…' cannot hold a straight apostrophe), without its ${…} parts.
    const englishStrings = sources.flatMap(([file, text]) =>
      text.split('\n').flatMap((line, index) =>
        [...line.matchAll(/\ben: (?:"([^"]*)"|`([^`]*)`)/g)].map((match): [string, string] => [`${file}:${index + 1}`, (match[1] ?? match[2] ?? '').replace(/\$\{[^}]*\}/g, '')]),
      ),
    );
    const english = [...englishStrings, ...messages('en')];
    expect(english.length).toBeGreaterThan(100);
    expect(english.filter(([, text]) => straightApostrophe.test(text)).map(([where, text]) => `${where}: ${text}`)).toEqual([]);
  });

  it('address nobody in the Swedish messages every page shares (cookie notice, form messages)', () => {
    const shared = messages('sv').filter(([key]) => /^CookieNotice\.|^LeadForm\.(success|failure|rateLimited|invalid|errors\.)/.test(key));
    expect(shared.length).toBeGreaterThan(20);
    expect(shared.filter(([, text]) => address.test(text))).toEqual([]);
  });

  it('give every healthcare family a product-area badge, not a marking', () => {
    const badges = seededCatalogue().healthcareFamilies.map((family) => family.badge);
    expect(badges.map((badge) => badge.en)).toEqual(['Women’s health', 'Health checks', 'Infections']);
    expect(badges.filter((badge) => /CE/.test(badge.en) || /CE/.test(badge.sv))).toEqual([]);
  });
});
