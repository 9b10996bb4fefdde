/**
 * The language of an explicit URL wins over the remembered choice: /sv is Swedish with an English
 * cookie, and /en leads to the unprefixed English home with a Swedish one (recording English, so the
 * unprefixed URL stays English).
 */
import { expect, test } from '@playwright/test';

test('an explicit /sv URL is Swedish and an explicit /en URL is English whatever was chosen', async ({ request }) => {
  const sv = await request.get('/sv', { headers: { cookie: 'NEXT_LOCALE=en' }, maxRedirects: 0 });
  expect(sv.status(), 'status of /sv with NEXT_LOCALE=en').toBe(200);
  expect(await sv.text(), '<html lang> of /sv with NEXT_LOCALE=en').toContain('<html lang="sv"');

  const en = await request.get('/en', { headers: { cookie: 'NEXT_LOCALE=sv' }, maxRedirects: 0 });
  expect(en.status(), 'status of /en with NEXT_LOCALE=sv').toBe(307);
  expect(en.headers()['location'], 'where /en leads').toBe('/');
  expect(en.headers()['set-cookie'], 'the choice /en records').toMatch(/(?:^|\n)NEXT_LOCALE=en;/);

  const home = await request.get('/', { headers: { cookie: 'NEXT_LOCALE=en' }, maxRedirects: 0 });
  expect(home.status(), 'status of / with NEXT_LOCALE=en').toBe(200);
  expect(await home.text(), '<html lang> of /').toContain('<html lang="en"');
});

test('the contact page offers the same problem report as the footer, in each language', async ({ request }) => {
  for (const [path, subject] of [
    ['/contact', 'Problem%20with%20a%20product'],
    ['/sv/contact', 'Problem%20med%20en%20produkt'],
  ] as const) {
    const panel = /<aside aria-labelledby="contact-info-heading"[\s\S]*?<\/aside>/u.exec(await (await request.get(path)).text())?.[0] ?? '';
    expect(panel, path).toMatch(new RegExp(`href="mailto:[^"?]+\\?subject=${subject}"`, 'u'));
  }
});
