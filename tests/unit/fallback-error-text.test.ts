import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';
import { fallbackErrorText } from '@/content/fallback-error-text';

describe('global error page texts', () => {
  it('match the ErrorPage messages in both languages', () => {
    for (const [locale, messages] of [['en', en], ['sv', sv]] as const) {
      const { heading, description, retry, home } = messages.ErrorPage;
      expect(fallbackErrorText[locale]).toEqual({ heading, description, retry, home });
    }
  });
});
