/**
 * Instructions for use (issue 18, IVDR Annex I §20): the library's search and family filter in
 * both languages (and the plain list without JavaScript), each article's page with its PDF, QR
 * code, print view and earlier editions, the links from the catalogue and the footer, and a loop
 * over all 40 article pages in both languages (status, title, one h1, axe).
 */
import { siteConfig } from '../../src/config/site';
import jsQR from 'jsqr';
import {
  archivedEditions,
  currentVersion,
  documentFamilies,
  familyNames,
  findInstructions,
  getDocumentArticles,
  instructionsDocumentName,
} from '../../src/content/documents';
import { documentsPage } from '../../src/content/pages/documents';
import { expect, expectNoA11yViolations, expectSecurityHeaders, localizedPath, locales, test, type Locale } from './fixtures';
import { pdfText } from './pdf-text';

// The canonical origin is configuration (src/config/site.ts).
const origin = siteConfig.url;
const articles = getDocumentArticles();
const rows = (page: import('@playwright/test').Page) => page.getByTestId('document-row');
const visibleRows = (page: import('@playwright/test').Page) => page.locator('[data-testid="document-row"]:not([hidden])');

const names: Record<Locale, { query: string; articleNr: string }> = {
  en: { query: 'amphetamine', articleNr: 'DRX192-CE25' },
  sv: { query: 'amfetamin', articleNr: 'DRX192-CE25' },
};

for (const locale of locales) {
  const library = localizedPath('/documents', locale);
  const text = documentsPage.search;

  test(`${library} searches by article number and name and filters by family`, async ({ page, consoleErrors }) => {
    await page.goto(library);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(documentsPage.title[locale]);
    await expect(rows(page)).toHaveCount(articles.length);
    await expect(page.getByRole('status')).toHaveText(text.resultCount.other[locale].replace('{count}', '40'));

    const search = page.getByRole('searchbox', { name: text.label[locale] });
    await search.fill('drx192');
    await expect(visibleRows(page)).toHaveCount(1);
    await expect(visibleRows(page)).toContainText('DRX192-CE25');
    await expect(page.getByRole('status')).toHaveText(text.resultCount.one[locale].replace('{count}', '1'));
    await expect(page).toHaveURL(/\?q=drx192$/);

    // By name in the page's language ('amphetamine' also finds methamphetamine: a substring search).
    await search.fill(names[locale].query);
    await expect(visibleRows(page)).toHaveCount(2);
    await expect(page.locator(`#document-${names[locale].articleNr}`)).toBeVisible();
    await expect(page.locator('#document-HCX301')).toBeHidden();
    // The other language's name finds nothing here.
    await search.fill(names[locale === 'en' ? 'sv' : 'en'].query);
    await expect(visibleRows(page)).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(text.noResults[locale]);

    // Family filter, alone and with a search.
    await page.getByRole('button', { name: text.reset[locale] }).click();
    await expect(search).toHaveValue('');
    const family = page.getByRole('combobox', { name: text.family[locale] });
    await family.selectOption({ label: familyNames['multi-panel'][locale] });
    await expect(visibleRows(page)).toHaveCount(articles.filter((a) => a.family === 'multi-panel').length);
    await expect(page).toHaveURL(/\?family=multi-panel$/);
    await search.fill('17');
    await expect(visibleRows(page)).toHaveCount(1);
    await expect(visibleRows(page)).toContainText('DRX111-CE25');

    // A shared link restores the view.
    await page.goto(`${library}?q=HCX3&family=instacheck`);
    await expect(search).toHaveValue('HCX3');
    await expect(family).toHaveValue('instacheck');
    await expect(visibleRows(page)).toHaveCount(articles.filter((a) => a.family === 'instacheck').length);
    expect(consoleErrors).toEqual([]);
  });

  test(`${library} lists every document with its family, version and date`, async ({ page }) => {
    await page.goto(library);
    for (const article of articles.filter((_, index) => index % 9 === 0)) {
      const row = page.locator(`#document-${article.articleNr}`);
      await expect(row).toContainText(article.name[locale]);
      await expect(row).toContainText(familyNames[article.family][locale]);
      await expect(row).toContainText(currentVersion(article).version);
      await expect(row.getByRole('link', { name: new RegExp(`^PDF: `) })).toHaveAttribute('href', `/downloads/${locale}/${instructionsDocumentName(article.articleNr)}.pdf`);
    }
    expect(documentFamilies.every((id) => articles.some((a) => a.family === id))).toBe(true);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the library is a plain list of every document; the search form is hidden', async ({ page }) => {
    await page.goto('/sv/documents?q=DRX192');
    await expect(visibleRows(page)).toHaveCount(articles.length);
    await expect(page.getByRole('search')).toBeHidden();
    await page.locator('#document-HCX301').getByRole('link', { name: 'Graviditetstest', exact: true }).click();
    await expect(page).toHaveURL(/\/sv\/documents\/HCX301$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bruksanvisning: Graviditetstest');
  });
});

for (const locale of locales) {
  const articleNr = 'DRX192-CE25';
  const url = localizedPath(`/documents/${articleNr}`, locale);

  test(`${url} offers its PDF (application/pdf, with the article number in its text)`, async ({ page, request }) => {
    await page.goto(url);
    const link = page.getByRole('link', { name: documentsPage.article.downloadPdf[locale] });
    const href = `/downloads/${locale}/ifu-drx192-ce25.pdf`;
    await expect(link).toHaveAttribute('href', href);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`ifu-drx192-ce25-${locale}.pdf`);

    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expectSecurityHeaders(response.headers(), href);
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const textOfPdf = await pdfText(body);
    expect(textOfPdf).toContain(articleNr);
    expect(textOfPdf).toContain(findInstructions(articleNr)!.title[locale]);
    expect(textOfPdf).toContain(`${origin.replace('https://', '')}${url}`);
  });

  test(`${url} shows a QR code that decodes to the page's absolute URL`, async ({ page }) => {
    await page.goto(url);
    const qr = page.getByRole('img', { name: documentsPage.article.qrAlt[locale].replace('{url}', `${origin}${url}`) });
    await expect(qr).toBeVisible();
    // Render the inline SVG onto a canvas in the browser and decode its pixels here (sent as one
    // character per pixel, dark or light, to keep the transfer small).
    const size = 240;
    const pixels = await qr.evaluate(async (svg, side) => {
      const markup = new XMLSerializer().serializeToString(svg);
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = side;
      canvas.height = side;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0, side, side);
      const data = context.getImageData(0, 0, side, side).data;
      let bits = '';
      for (let index = 0; index < data.length; index += 4) bits += data[index]! < 128 ? '1' : '0';
      return bits;
    }, size);
    const rgba = new Uint8ClampedArray(size * size * 4);
    for (let index = 0; index < size * size; index++) rgba.fill(pixels[index] === '1' ? 0 : 255, index * 4, index * 4 + 3).fill(255, index * 4 + 3, index * 4 + 4);
    const decoded = jsQR(rgba, size, size);
    expect(decoded?.data).toBe(`${origin}${url}`);
    await expect(page.getByText(`${origin.replace('https://', '')}${url}`, { exact: true })).toBeVisible();
  });
}

test('an article page prints without header, footer and buttons', async ({ page }) => {
  await page.goto('/documents/HCX301');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('body > header')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Contents' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.getByRole('heading', { level: 1 }).evaluate((element) => getComputedStyle(element).color)).not.toBe('rgb(255, 255, 255)');
  await expect(page.locator('#procedure ol li')).not.toHaveCount(0);
  await expect(page.locator('#interpretation svg').first()).toBeVisible();
});

test('earlier versions are listed and reachable, marked as replaced and kept out of search engines', async ({ page, request }) => {
  const { article, version } = archivedEditions().find((edition) => edition.article.articleNr === 'DRX192-CE25')!;
  await page.goto('/sv/documents/DRX192-CE25');
  await page.getByRole('link', { name: `Version ${version.version}` }).click();
  await expect(page).toHaveURL(new RegExp(`/sv/documents/DRX192-CE25/v/${version.version.replace('.', '\\.')}$`));
  await expect(page.getByRole('note')).toContainText(`Tidigare version ${version.version}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // This edition shipped without pictures of the result window.
  await expect(page.locator('#interpretation svg')).toHaveCount(article.audience === 'professional' ? 0 : 3);
  await page.getByRole('link', { name: 'Visa gällande version' }).click();
  await expect(page).toHaveURL(/\/sv\/documents\/DRX192-CE25$/);
  expect((await request.get('/documents/DRX192-CE25/v/2.0')).status()).toBe(404);
  expect((await request.get('/documents/DRX000-CE25')).status()).toBe(404);
});

test('catalogue cards and the footer link the instructions', async ({ page }) => {
  await page.goto('/healthcare-tests');
  await expect(page.getByRole('link', { name: 'Instructions for Use (PDF): Pregnancy test' })).toHaveAttribute('href', '/downloads/en/ifu-hcx301.pdf');
  await page.goto('/sv/drug-tests');
  await expect(page.getByRole('link', { name: 'Bruksanvisning (PDF): Drogtest med 17 paneler' })).toHaveAttribute('href', '/downloads/sv/ifu-drx111-ce25.pdf');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Bruksanvisningar' }).click();
  await expect(page).toHaveURL(/\/sv\/documents$/);
});

// In chunks of ten, each with its own time budget, so a slow machine does not fail the whole loop.
const chunks = Array.from({ length: Math.ceil(articles.length / 10) }, (_, index) => articles.slice(index * 10, index * 10 + 10));
for (const locale of locales) {
  for (const [index, chunk] of chunks.entries()) {
    test(`article pages ${index * 10 + 1}–${index * 10 + chunk.length} of ${articles.length} in ${locale}: status, title, one h1, no axe violations`, async ({ page }, testInfo) => {
      // One viewport is enough for the loop; the library and one article are checked on both.
      test.skip(testInfo.project.name !== 'desktop', 'runs at desktop width only');
      test.setTimeout(300_000);
      for (const article of chunk) {
        const url = localizedPath(`/documents/${article.articleNr}`, locale);
        const response = await page.goto(url);
        expect.soft(response?.status(), url).toBe(200);
        const title = findInstructions(article.articleNr)!.title[locale];
        await expect.soft(page, url).toHaveTitle(`${title} | Nordic Rapid Diagnostics`);
        await expect.soft(page.getByRole('heading', { level: 1 }), url).toHaveCount(1);
        // The page's own content; the shell (header, footer) is checked on every route by routes.spec.ts.
        await expectNoA11yViolations(page, { include: 'main' });
      }
    });
  }
}
