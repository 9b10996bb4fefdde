import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditVersions, compareVersions, type MinimumVersions } from '../../scripts/audit-versions';

const minimums = JSON.parse(readFileSync('scripts/minimum-safe-versions.json', 'utf8')) as MinimumVersions;
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
const installed = (name: string) => (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;

describe('audit:versions', () => {
  it('compares versions numerically, pre-releases below their release', () => {
    expect(compareVersions('16.10.0', '16.2.6')).toBe(1);
    expect(compareVersions('16.2.5', '16.2.6')).toBe(-1);
    expect(compareVersions('19.2.6', '19.2.6')).toBe(0);
    expect(compareVersions('19.3.0-canary.1', '19.3.0')).toBe(-1);
    expect(compareVersions('0.28.18', '0.28.15')).toBe(1);
  });

  it('the list is dated and names next, react and react-dom', () => {
    expect(Number.isNaN(Date.parse(minimums.reviewed))).toBe(false);
    for (const name of ['next', 'react', 'react-dom']) expect(minimums.packages[name]?.advisories.length).toBeGreaterThan(0);
  });

  it('every installed runtime dependency is at or above its minimum, and every one is on the list', () => {
    expect(auditVersions(Object.keys(pkg.dependencies), installed, minimums)).toEqual([]);
  });

  it('reports a version below its minimum and an unreviewed dependency', () => {
    const problems = auditVersions(['next', 'left-pad'], () => '16.0.6', minimums);
    expect(problems.map((problem) => problem.name)).toEqual(['next', 'left-pad']);
    expect(problems[0]?.problem).toMatch(/16\.0\.6 is below 16\.2\.6/u);
  });
});
