import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LabelSymbols, labelSymbols } from '@/components/documents/label-symbols';
import { documentsPage } from '@/content/pages/documents';
import { inLocale } from '@/i18n/localized';
import { locales } from '@/i18n/locales';

describe('the label symbols beside an article\'s instructions', () => {
  it.each(locales)('draws each of the eight symbols beside its words (%s)', (locale) => {
    const words = inLocale(documentsPage.article.labelSymbols, locale);
    const html = renderToStaticMarkup(<LabelSymbols heading={words.heading} words={words} />);
    const items = [...html.matchAll(/<li data-symbol="(\w+)"[^>]*><svg[^>]*aria-hidden="true"[^>]*>(.*?)<\/svg><span[^>]*>([^<]+)<\/span><\/li>/gu)];
    expect(items.map(([, symbol]) => symbol)).toEqual([...labelSymbols]);
    for (const [, symbol, drawing, text] of items) {
      expect(drawing, symbol).toMatch(/<(path|rect)/u);
      expect(text).toBe(words[symbol as (typeof labelSymbols)[number]]);
    }
    expect(html).toContain(`>${words.heading}</h2>`);
  });
});
