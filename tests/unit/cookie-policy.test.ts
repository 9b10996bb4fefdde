import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cookiePolicyPage } from '@/content/pages/cookie-policy';
import { privacyPolicyPage } from '@/content/pages/privacy-policy';

/**
 * The cookie policy must list exactly what the code stores in the browser. Rather than trusting a
 * hand-kept list, this reads every source file under src/, finds each place that writes a cookie
 * (`document.cookie = …`, `cookies.set(…)`) or a web-storage entry (`localStorage.setItem(…)`,
 * `sessionStorage.setItem(…)`), resolves the name (a string literal or an exported string constant)
 * and compares the set with the policy's table.
 */
const sourceRoot = join(process.cwd(), 'src');
const sources = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(ts|tsx)$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(sourceRoot, file), 'utf8') }));

/** Every `export const NAME = 'value'` in src/, so a write through a constant resolves to its value. */
const constants = new Map<string, string>(
  sources.flatMap(({ text }) => [...text.matchAll(/export const (\w+)(?::\s*\w+)? = '([^']+)';/g)].map((m) => [m[1]!, m[2]!] as [string, string])),
);

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
    const listed = cookiePolicyPage.storage.map((entry) => `${entry.kind}:${entry.name}`).sort();
    expect(listed).toEqual(written);
  });

  it('shows every listed name in its table, once, in both languages', () => {
    const section = cookiePolicyPage.sections.find((s) => s.table);
    const names = section?.table?.rows.map((row) => row[0]) ?? [];
    expect(names.map((name) => name?.en)).toEqual(cookiePolicyPage.storage.map((entry) => entry.name));
    expect(names.map((name) => name?.sv)).toEqual(cookiePolicyPage.storage.map((entry) => entry.name));
  });

  it('agrees with the privacy policy, which names the same storage in its section on cookies', () => {
    const cookies = privacyPolicyPage.sections.find((section) => section.id === 'cookies');
    const text = JSON.stringify(cookies);
    for (const entry of cookiePolicyPage.storage) expect(text).toContain(entry.name);
    expect(cookies?.link?.href).toBe('/cookie-policy');
  });

  it('is written in both languages', () => {
    const texts = cookiePolicyPage.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.items ?? [])]);
    for (const text of texts) expect(text.sv, text.en).not.toBe(text.en);
  });
});
