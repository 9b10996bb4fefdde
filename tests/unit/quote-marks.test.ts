import { expect, it } from 'vitest';
import { quoted } from '@/lib/quote-marks';

it('quotes in each language’s own marks', () => {
  expect(quoted('Hej', 'sv')).toBe('\u201dHej\u201d');
  expect(quoted('Hello', 'en')).toBe('\u201cHello\u201d');
});
