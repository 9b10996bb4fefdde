/**
 * Instructions for use (IVDR Annex I §20): the library's shared view, list, search and family filter
 * in both languages (and the plain list without JavaScript), an article's page with its QR code and
 * PDF download, its print view and earlier editions. Every article page's status, title, h1 and axe
 * are checked by the page-wide crawl; the PDFs and the unknown editions over HTTP
 * (tests/http/documents.spec.ts); the catalogue's and the footer's links to the instructions in
 * catalogue.spec.ts and shell.spec.ts.
 */
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { siteOrigin } from '../../src/config/site';
import { editionSeeds } from '../../src/cms/seed/instruction-editions';
import { documentFamilies, familyNames, instructionsDocumentName } from '../../src/content/documents';
import { documentsPage } from '../../src/content/pages/documents';
import { seededPage } from '../../src/cms/seed/pages';
import { expect, localizedPath, locales, test, type Locale } from './fixtures';
import { seededCatalogue } from '../../src/cms/seed/catalogue';
import { documentArticles } from '../../src/content/documents/articles';

// The canonical origin is configuration (src/config/site.ts).
const origin = siteOrigin;
const articles = documentArticles(seededCatalogue());
const rows = (page: Page) => page.getByTestId('document-row');
const visibleRows = (page: Page) => page.locator('[data-testid="document-row"]:not([hidden])');

const names: Record<Locale, { query: string; articleNr: string }> = {
  en: { query: 'amphetamine', articleNr: 'DRX192-CE25' },
  sv: { query: 'amfetamin', articleNr: 'DRX192-CE25' },
};

for (const locale of locales) {
  const library = localizedPath('/documents', locale);
  const text = documentsPage.search;

  test(`${library} restores a shared view, lists every document, searches by article number and name and filters by family`, async ({ page, consoleErrors }) => {
    // A shared link restores the view.
    await page.goto(`${library}?q=HCX3&family=instacheck`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seededPage<{ title: string }>('/documents', locale).layout[0]!.title);
    const search = page.getByRole('searchbox', { name: text.label[locale] });
    const family = page.getByRole('combobox', { name: text.family[locale] });
    await expect(search).toHaveValue('HCX3');
    await expect(family).toHaveValue('instacheck');
    await expect(visibleRows(page)).toHaveCount(articles.filter((a) => a.family === 'instacheck').length);

    await page.getByRole('button', { name: text.reset[locale] }).click();
    await expect(search).toHaveValue('');
    await expect(rows(page)).toHaveCount(articles.length);
    await expect(visibleRows(page)).toHaveCount(articles.length);
    await expect(page.getByRole('status')).toHaveText(text.resultCount.other[locale].replace('{count}', '40'));
    // Each row: name, family, version and the PDF in the page's language (a sample of every ninth).
    for (const article of articles.filter((_, index) => index % 9 === 0)) {
      const row = page.locator(`#document-${article.articleNr}`);
      await expect.soft(row, `${article.articleNr}: name`).toContainText(article.name[locale]);
      await expect.soft(row, `${article.articleNr}: family`).toContainText(familyNames[article.family][locale]);
      await expect.soft(row, `${article.articleNr}: version`).toContainText(editionSeeds(article).at(-1)!.version);
      await expect
        .soft(row.getByRole('link', { name: /^PDF: / }), `${article.articleNr}: PDF link`)
        .toHaveAttribute('href', `/downloads/${locale}/${instructionsDocumentName(article.articleNr)}.pdf`);
    }
    expect(documentFamilies.every((id) => articles.some((a) => a.family === id))).toBe(true);

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
    await family.selectOption({ label: familyNames['multi-panel'][locale] });
    await expect(visibleRows(page)).toHaveCount(articles.filter((a) => a.family === 'multi-panel').length);
    await expect(page).toHaveURL(/\?family=multi-panel$/);
    await search.fill('17');
    await expect(visibleRows(page)).toHaveCount(1);
    await expect(visibleRows(page)).toContainText('DRX111-CE25');
    expect(consoleErrors).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the library is a plain list of every document; the search form is hidden', async ({ page }) => {
    await page.goto('/sv/documents?q=DRX192');
    await expect(visibleRows(page)).toHaveCount(articles.length);
    await expect(page.getByRole('main').getByRole('search')).toBeHidden();
    await page.locator('#document-HCX301').getByRole('link', { name: 'Graviditetstest', exact: true }).click();
    await expect(page).toHaveURL(/\/sv\/documents\/HCX301$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bruksanvisning: Graviditetstest');
  });
});

for (const locale of locales) {
  const articleNr = 'DRX192-CE25';
  const url = localizedPath(`/documents/${articleNr}`, locale);

  test(`${url} shows a QR code that decodes to the page's absolute URL and downloads its ${locale} PDF`, async ({ page }) => {
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

    const link = page.getByRole('link', { name: documentsPage.article.downloadPdf[locale] });
    await expect(link).toHaveAttribute('href', `/downloads/${locale}/ifu-drx192-ce25.pdf`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`ifu-drx192-ce25-${locale}.pdf`);
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

test('earlier versions are listed and reachable, marked as replaced and kept out of search engines', async ({ page }) => {
  const article = documentArticles(seededCatalogue()).find((candidate) => candidate.articleNr === 'DRX192-CE25')!;
  const version = editionSeeds(article)[0]!;
  await page.goto('/sv/documents/DRX192-CE25');
  await page.getByRole('link', { name: `Version ${version.version}` }).click();
  await expect(page).toHaveURL(new RegExp(`/sv/documents/DRX192-CE25/v/${version.version.replace('.', '\\.')}$`));
  await expect(page.getByRole('note')).toContainText(`Tidigare version ${version.version}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // This edition shipped without pictures of the result window.
  await expect(page.locator('#interpretation svg')).toHaveCount(article.audience === 'professional' ? 0 : 3);
  await page.getByRole('link', { name: 'Visa gällande version' }).click();
  await expect(page).toHaveURL(/\/sv\/documents\/DRX192-CE25$/);
});

test('on a phone the short address wraps only after a slash, and the manufacturer is one address block @mobile-only', async ({ page }) => {
  await page.goto('/sv/documents/DRX192-CE25');
  const address = page.locator('aside p').first();
  // Where a line ends, the character before the break is a slash.
  const breaks = await address.evaluate((element) => {
    const text = element.textContent ?? '';
    const range = document.createRange();
    const tops: number[] = [];
    let offset = 0;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < (node.textContent ?? '').length; index++) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        tops[offset++] = Math.round(range.getBoundingClientRect().top);
      }
    }
    return [...text].flatMap((character, index) => (index > 0 && tops[index]! > tops[index - 1]! ? [text[index - 1]] : []));
  });
  for (const before of breaks) expect(before).toBe('/');
  await expect(page.locator('#manufacturer address')).toHaveCount(1);
  await expect(page.locator('#manufacturer p')).toHaveCount(0);
});
