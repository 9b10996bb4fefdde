/**
 * Prints, after a run, how long each spec file took per project (the sum of its tests' durations,
 * retries included) and how many tests it ran, slowest first: where the suite's time goes.
 */
import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface FileTotal {
  ms: number;
  tests: number;
}

export default class DurationReporter implements Reporter {
  private readonly totals = new Map<string, FileTotal>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? '';
    const key = `${project.padEnd(8)} ${relative(process.cwd(), test.location.file)}`;
    const total = this.totals.get(key) ?? { ms: 0, tests: 0 };
    total.ms += result.duration;
    if (result.retry === 0) total.tests += 1;
    this.totals.set(key, total);
  }

  onEnd(result: FullResult): void {
    const rows = [...this.totals].sort(([, a], [, b]) => b.ms - a.ms);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
    const lines = rows.map(([key, total]) => `  ${seconds(total.ms)}  ${String(total.tests).padStart(4)} tests  ${key}`);
    const sum = rows.reduce((all, [, total]) => all + total.ms, 0);
    console.log(
      [
        '',
        `Time per spec file (test time summed over workers; wall clock ${seconds(result.duration).trim()}):`,
        ...lines,
        `  ${seconds(sum)}  ${String(rows.reduce((all, [, total]) => all + total.tests, 0)).padStart(4)} tests  in all`,
      ].join('\n'),
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
