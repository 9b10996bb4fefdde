import { describe, expect, it } from 'vitest';
import { documentHref } from '@/documents';
import { inSentence } from '@/content/documents/blocks';

describe('document registry', () => {
  it('names files by document and language', () => {
    expect(documentHref('compliance-checklist', 'sv')).toBe('/downloads/sv/compliance-checklist.pdf');
  });
});

describe('a substance named inside a sentence', () => {
  it('lower-cases a name and keeps codes and abbreviations as they are written', () => {
    expect(['Amphetamine', 'Amfetamin', 'Synthetic cannabinoids', 'EtG', 'ETG', 'MDMA', '3-CMC', 'Fentanyl'].map(inSentence)).toEqual([
      'amphetamine',
      'amfetamin',
      'synthetic cannabinoids',
      'EtG',
      'ETG',
      'MDMA',
      '3-CMC',
      'fentanyl',
    ]);
  });
});
