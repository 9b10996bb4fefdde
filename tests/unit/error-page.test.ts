// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';
import ErrorPage from '@/app/[locale]/error';

function render(locale: 'en' | 'sv') {
  const messages = locale === 'en' ? en : sv;
  const page = createElement(ErrorPage, {
    error: Object.assign(new Error('boom'), { digest: 'abc123' }),
    reset: () => {},
  });
  return renderToString(
    createElement(NextIntlClientProvider, { locale, messages: { ErrorPage: messages.ErrorPage }, children: page }),
  );
}

describe('error page (unexpected rendering failure)', () => {
  it('shows the spec heading, a retry button, a way home and the reference, never the exception text', () => {
    const html = render('en');
    expect(html).toContain('<h1');
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toMatch(/<button[^>]*>.*Try again/s);
    expect(html).toContain('Go to the home page');
    expect(html).toContain('abc123');
    expect(html).not.toContain('boom');
  });

  it('is Swedish on Swedish pages', () => {
    const html = render('sv');
    expect(html).toContain('Ett oväntat fel uppstod!');
    expect(html).toContain('Försök igen');
  });
});
