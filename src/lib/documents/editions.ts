/**
 * The rules of instructions-for-use editions that need no CMS: how versions are written and
 * ordered, and how a text block an editor writes (paragraphs separated by a blank line) becomes the
 * paragraphs of a section.
 */

/** '1.0', '2.1', '10.0': a major and a minor number, as printed on the package insert. */
export const versionPattern = /^(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})$/u;

export function isVersion(value: unknown): value is string {
  return typeof value === 'string' && versionPattern.test(value);
}

/** Negative when `a` comes before `b`: numerically, so 10.0 follows 9.1. */
export function compareVersions(a: string, b: string): number {
  const [aMajor = 0, aMinor = 0] = a.split('.').map(Number);
  const [bMajor = 0, bMinor = 0] = b.split('.').map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}

/** Why `version` (effective `effective`) cannot follow the article's published editions, by field, or undefined. */
export function editionOrderProblem(
  version: string,
  effective: string,
  published: readonly { version: string; effective: string }[],
): { field: 'version' | 'effective'; message: string } | undefined {
  const latest = [...published].sort((a, b) => compareVersions(a.version, b.version)).at(-1);
  if (!latest) return undefined;
  if (published.some((edition) => edition.version === version)) return { field: 'version', message: `Version ${version} of this document is already published; give the new edition a higher version.` };
  if (compareVersions(version, latest.version) <= 0) return { field: 'version', message: `The current edition is version ${latest.version}; a new edition needs a higher version.` };
  const since = latest.effective.slice(0, 10);
  if (effective.slice(0, 10) < since) return { field: 'effective', message: `Version ${latest.version} is effective from ${since}; the new edition cannot take effect before it.` };
  return undefined;
}

/** The paragraphs of a text block: separated by one or more blank lines, trimmed, none empty. */
export function paragraphsOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n[ \t]*\n/u)
    .map((paragraph) => paragraph.trim().replace(/[ \t]*\n[ \t]*/gu, ' '))
    .filter((paragraph) => paragraph !== '');
}

/** The lines of a text block (an address), trimmed, none empty. */
export function linesOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
