import { describe, expect, it } from 'vitest';
import { effectiveDay } from '@/cms/collections/instruction-editions';
import { compareVersions, editionOrderProblem, isVersion, linesOf, paragraphsOf } from '@/lib/documents/editions';

describe('edition versions', () => {
  it('are major.minor numbers, ordered numerically', () => {
    for (const version of ['1.0', '2.1', '10.0', '0.9']) expect(isVersion(version), version).toBe(true);
    for (const version of ['1', '1.0.1', 'v2.0', '01.0', '2.0 ', '', 2]) expect(isVersion(version), String(version)).toBe(false);
    expect(['10.0', '9.1', '1.10', '1.2'].sort(compareVersions)).toEqual(['1.2', '1.10', '9.1', '10.0']);
  });

  it('must follow the current edition, in version and in date', () => {
    const published = [
      { version: '1.0', effective: '2025-03-03T12:00:00.000Z' },
      { version: '2.0', effective: '2026-10-05T12:00:00.000Z' },
    ];
    expect(editionOrderProblem('3.0', '2026-12-01', published)).toBeUndefined();
    expect(editionOrderProblem('2.1', '2026-10-05', published)).toBeUndefined();
    expect(editionOrderProblem('2.0', '2026-12-01', published)).toEqual({ field: 'version', message: 'Version 2.0 of this document is already published; give the new edition a higher version.' });
    expect(editionOrderProblem('1.5', '2026-12-01', published)).toEqual({ field: 'version', message: 'The current edition is version 2.0; a new edition needs a higher version.' });
    expect(editionOrderProblem('3.0', '2026-10-04', published)).toEqual({ field: 'effective', message: 'Version 2.0 is effective from 2026-10-05; the new edition cannot take effect before it.' });
    expect(editionOrderProblem('1.0', '2020-01-01', [])).toBeUndefined();
  });

  it('take effect on a day in Sweden, whatever time zone the editor picked it in', () => {
    expect(effectiveDay('2026-12-01')).toBe('2026-12-01T12:00:00.000Z');
    // Midnight in Stockholm, as a browser there sends it.
    expect(effectiveDay('2026-11-30T23:00:00.000Z')).toBe('2026-12-01T12:00:00.000Z');
    expect(effectiveDay('not a date')).toBeUndefined();
    expect(effectiveDay(undefined)).toBeUndefined();
  });
});

describe('text blocks', () => {
  it('split into paragraphs at blank lines, joining wrapped lines', () => {
    expect(paragraphsOf('First line\nwraps here.\n\n  \nSecond.\n\n')).toEqual(['First line wraps here.', 'Second.']);
    expect(paragraphsOf(undefined)).toEqual([]);
    expect(linesOf(' Nordic Rapid Diagnostics \n\nVasagatan 16\n')).toEqual(['Nordic Rapid Diagnostics', 'Vasagatan 16']);
  });
});
