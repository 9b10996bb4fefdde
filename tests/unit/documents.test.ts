import { describe, expect, it } from 'vitest';
import { documentHref } from '@/documents';

describe('document registry', () => {
  it('names files by document and language', () => {
    expect(documentHref('compliance-checklist', 'sv')).toBe('/downloads/sv/compliance-checklist.pdf');
  });
});
