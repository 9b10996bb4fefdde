/**
 * `npm run audit:versions`: checks the installed runtime dependencies against the dated list of
 * minimum safe versions in scripts/minimum-safe-versions.json. A stand-in for `npm audit` where
 * the registry's advisory endpoint cannot be reached; run `npm audit --omit=dev` where it can.
 * Exits 1 when a package is below its minimum or a runtime dependency is not on the list.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface MinimumVersions {
  reviewed: string;
  packages: Record<string, { minimum: string; advisories: string[] }>;
}

/** -1, 0 or 1, for plain `x.y.z` versions with an optional pre-release (lower than the release). */
export function compareVersions(a: string, b: string): number {
  const parse = (version: string) => {
    const [core = '', pre] = version.trim().replace(/^v/u, '').split(/[-+]/u, 2);
    return { parts: core.split('.').map((part) => Number(part) || 0), pre };
  };
  const left = parse(a);
  const right = parse(b);
  for (let i = 0; i < 3; i++) {
    const difference = (left.parts[i] ?? 0) - (right.parts[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  if (left.pre === right.pre) return 0;
  if (left.pre === undefined) return 1;
  if (right.pre === undefined) return -1;
  return left.pre < right.pre ? -1 : 1;
}

export interface AuditProblem {
  name: string;
  problem: string;
}

export function auditVersions(
  dependencies: readonly string[],
  installed: (name: string) => string | undefined,
  minimums: MinimumVersions,
): AuditProblem[] {
  const problems: AuditProblem[] = [];
  for (const name of dependencies) {
    const entry = minimums.packages[name];
    const version = installed(name);
    if (!entry) problems.push({ name, problem: 'runtime dependency without a reviewed minimum version' });
    else if (version === undefined) problems.push({ name, problem: 'not installed' });
    else if (compareVersions(version, entry.minimum) < 0) {
      problems.push({ name, problem: `${version} is below ${entry.minimum} (${entry.advisories.join('; ') || 'see the list'})` });
    }
  }
  return problems;
}

function main(): number {
  const root = process.cwd();
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const minimums = JSON.parse(readFileSync(join(root, 'scripts/minimum-safe-versions.json'), 'utf8')) as MinimumVersions;
  const installed = (name: string) => {
    try {
      return (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      return undefined;
    }
  };
  const names = Object.keys(pkg.dependencies ?? {});
  const problems = auditVersions(names, installed, minimums);
  for (const name of names) {
    const entry = minimums.packages[name];
    if (entry) console.log(`${name.padEnd(28)} ${String(installed(name)).padEnd(10)} ≥ ${entry.minimum}`);
  }
  const ageDays = (Date.now() - Date.parse(minimums.reviewed)) / 86_400_000;
  if (ageDays > 90) console.warn(`warning: the list was reviewed ${Math.floor(ageDays)} days ago (${minimums.reviewed}); review it against current advisories`);
  for (const { name, problem } of problems) console.error(`FAIL ${name}: ${problem}`);
  console.log(problems.length === 0 ? `audit:versions: ${names.length} runtime dependencies at or above their minimum (list of ${minimums.reviewed})` : `audit:versions: ${problems.length} problem(s)`);
  return problems.length === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
