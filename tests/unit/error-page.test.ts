// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorView } from '@/components/errors/error-view';
import { errorPageText } from '@/content/error-page-text';

const render = (locale: 'en' | 'sv') => renderToString(createElement(ErrorView, { locale, digest: 'abc123', reset: () => {} }));

describe('error page (unexpected rendering failure)', () => {
  it('shows the spec heading, a retry button, a way home and the reference', () => {
    const html = render('en');
    expect(html).toContain('<h1');
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toMatch(/<button[^>]*>.*Try again/s);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go to the home page/);
    expect(html).toContain('abc123');
  });

  it('is Swedish on Swedish pages, with a link to the Swedish home page', () => {
    const html = render('sv');
    expect(html).toContain('Ett oväntat fel uppstod!');
    expect(html).toContain('Försök igen');
    expect(html).toMatch(/<a[^>]*href="\/sv"[^>]*>Gå till startsidan/);
  });

  it('has every text in both languages, translated', () => {
    expect(Object.keys(errorPageText.sv)).toEqual(Object.keys(errorPageText.en));
    for (const key of Object.keys(errorPageText.en) as (keyof typeof errorPageText.en)[]) {
      expect(errorPageText.sv[key], key).toBeTruthy();
      expect(errorPageText.sv[key], key).not.toBe(errorPageText.en[key]);
    }
  });
});
