import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@/lib/format-number';

describe('formatFileSize', () => {
  it('rounds to whole kilobytes, at least one, and keeps the unit on the number’s line', () => {
    expect(formatFileSize(34_400, 'sv')).toBe('34\u00a0kB');
    expect(formatFileSize(1_234_567, 'en')).toBe('1,235\u00a0kB');
    expect(formatFileSize(1_234_567, 'sv')).toBe('1\u00a0235\u00a0kB');
    expect(formatFileSize(120, 'en')).toBe('1\u00a0kB');
  });
});
