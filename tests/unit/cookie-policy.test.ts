import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageSeeds, seededPage } from '@/cms/seed/pages';
import { siteStorage, siteStorageTable } from '@/content/site-storage';
import { locales } from '@/i18n/locales';

/**
 * The cookie policy must list exactly what the code stores in the browser. Rather than trusting a
 * hand-kept list, this reads every source file under src/, finds each place that writes a cookie
 * (`document.cookie = …`, `cookies.set(…)`) or a web-storage entry (`localStorage.setItem(…)`,
 * `sessionStorage.setItem(…)`), resolves the name (a string literal or an exported string constant)
 * and compares the set with the list the policy's table is drawn from (src/content/site-storage.ts).
 */
const sourceRoot = join(process.cwd(), 'src');
const sources = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(ts|tsx)$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(sourceRoot, file), 'utf8') }));

/** Every `export const NAME = 'value'` in src/, so a write through a constant resolves to its value. */
const constants = new Map<string, string>(
  sources.flatMap(({ text }) => [...text.matchAll(/export const (\w+)(?::\s*\w+)? = '([^']+)';/g)].map((m) => [m[1]!, m[2]!] as [string, string])),
);

type LegalBlock = { sections: { anchor: string; table?: string; link?: { href: string } }[] };

type Write = { file: string; kind: 'cookie' | 'local-storage' | 'session-storage'; name: string };

function resolve(expression: string, file: string): string {
  const literal = /^['"`]([^'"`$]+)['"`]$/.exec(expression.trim());
  if (literal) return literal[1]!;
  const value = constants.get(expression.trim());
  if (value === undefined) throw new Error(`${file}: cannot resolve the storage name \`${expression}\`; use a literal or an exported string constant`);
  return value;
}

const writes: Write[] = sources.flatMap(({ file, text }) => [
  ...[...text.matchAll(/localStorage\.setItem\(\s*([^,]+),/g)].map((m) => ({ file, kind: 'local-storage' as const, name: resolve(m[1]!, file) })),
  ...[...text.matchAll(/sessionStorage\.setItem\(\s*([^,]+),/g)].map((m) => ({ file, kind: 'session-storage' as const, name: resolve(m[1]!, file) })),
  ...[...text.matchAll(/cookies\.set\(\s*([^,]+),/g)].map((m) => ({ file, kind: 'cookie' as const, name: resolve(m[1]!, file) })),
  ...[...text.matchAll(/document\.cookie\s*=\s*`\$\{(\w+)\}=/g)].map((m) => ({ file, kind: 'cookie' as const, name: resolve(m[1]!, file) })),
  ...[...text.matchAll(/document\.cookie\s*=\s*['"`]([\w-]+)=/g)].map((m) => ({ file, kind: 'cookie' as const, name: m[1]! })),
]);

describe('cookie policy', () => {
  it('finds the places where the code stores something in the browser', () => {
    // The language toggle (cookie + local storage), the proxy (cookie) and the notice (local storage).
    expect(writes.length).toBeGreaterThanOrEqual(4);
  });

  it('lists exactly the names the code writes, each with the kind of storage it uses', () => {
    const written = [...new Set(writes.map((write) => `${write.kind}:${write.name}`))].sort();
    const listed = siteStorage.map((entry) => `${entry.kind}:${entry.name}`).sort();
    expect(listed).toEqual(written);
  });

  it.each(locales)('shows every listed name in its table, once, in %s', (locale) => {
    const [document] = seededPage<LegalBlock>('/cookie-policy', locale).layout;
    expect(document?.sections.filter((section) => section.table === 'siteStorage')).toHaveLength(1);
    expect(siteStorageTable(locale).rows.map((row) => row[0])).toEqual(siteStorage.map((entry) => entry.name));
  });

  it.each(locales)('agrees with the privacy policy, whose section #cookies names the same storage (%s)', (locale) => {
    const [document] = seededPage<LegalBlock>('/privacy-policy', locale).layout;
    const cookies = document?.sections.find((section) => section.anchor === 'cookies');
    for (const entry of siteStorage) expect(JSON.stringify(cookies)).toContain(entry.name);
    expect(cookies?.link?.href).toBe('/cookie-policy');
  });

  it('has legal pages written in both languages: no Swedish text is the English one', () => {
    const legal = pageSeeds.filter((seed) => seed.layout[0]?.blockType === 'legal');
    expect(legal.map((seed) => seed.path).sort()).toEqual(['/cookie-policy', '/privacy-policy', '/terms-of-service']);
    const sameInBoth = (value: unknown): string[] => {
      if (value === null || typeof value !== 'object') return [];
      const { en, sv } = value as { en?: unknown; sv?: unknown };
      if (typeof en === 'string' && typeof sv === 'string') return en === sv ? [en] : [];
      return Object.values(value).flatMap(sameInBoth);
    };
    expect(legal.flatMap((seed) => sameInBoth(seed.layout))).toEqual([]);
  });
});
