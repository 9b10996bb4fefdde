import { describe, expect, it } from 'vitest';
import { countInWords, figure } from '@/content/figures';
import { seededPage } from '@/cms/seed/pages';

describe('countInWords', () => {
  it('writes counts up to twelve as words in both languages', () => {
    expect(countInWords(7)).toEqual({ en: 'seven', sv: 'sju' });
    expect(countInWords(12)).toEqual({ en: 'twelve', sv: 'tolv' });
  });

  it('keeps figures above twelve and for fractions', () => {
    expect(countInWords(13)).toEqual(figure(13));
    expect(countInWords(2.5)).toEqual(figure(2.5));
    expect(countInWords(1500)).toEqual({ en: '1,500', sv: '1\u00a0500' });
  });

  it('is what the drug-test page says about the saliva test in running text', () => {
    const [, catalogue] = seededPage<{ saliva: { productIntro: string } }>('/drug-tests', 'sv').layout;
    expect(catalogue!.saliva.productIntro).toContain('påvisar sju substanser');
  });
});
