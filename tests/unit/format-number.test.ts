import { describe, expect, it } from 'vitest';
import { formatFileSize, formatSigned } from '@/lib/format-number';

describe('formatFileSize', () => {
  it('rounds to whole kilobytes, at least one, and keeps the unit on the number’s line', () => {
    expect(formatFileSize(34_400, 'sv')).toBe('34\u00a0kB');
    expect(formatFileSize(1_234_567, 'en')).toBe('1,235\u00a0kB');
    expect(formatFileSize(1_234_567, 'sv')).toBe('1\u00a0235\u00a0kB');
    expect(formatFileSize(120, 'en')).toBe('1\u00a0kB');
  });
});

describe('formatSigned', () => {
  it('writes a loss with a true minus in both languages', () => {
    expect(formatSigned(-4.2, 'en', 1)).toBe('\u22124.2');
    expect(formatSigned(-4.2, 'sv', 1)).toBe('\u22124,2');
    expect(formatSigned(6.4, 'en', 1)).toBe('6.4');
  });
});
