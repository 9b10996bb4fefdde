/**
 * The EU declarations of conformity as served: a family's page in each language (its title, the
 * Basic UDI-DIs and article numbers of its devices with links to their instructions, canonical and
 * hreflang alternates, the link to its PDF), the PDF in each language, the library's list of every
 * declaration, the sitemap's entries, and 404 for a family that does not exist, as a page and as a
 * PDF. Every declaration page's headers, h1, JSON-LD and links are checked by the crawl
 * (crawl.spec.ts), which reads them from the sitemap's document pages.
 */
import { expect, test } from '@playwright/test';
import { siteOrigin } from '../../src/config/site';
import { documentFamilies } from '../../src/content/documents/articles';
import { conformityText, getDeclaration } from '../../src/content/documents/conformity';
import { conformityDocumentName, conformityPath, instructionsPath } from '../../src/content/documents/paths';
import { documentsPage } from '../../src/content/pages/documents';
import { expectSecurityHeaders, localizedPath, locales, messages } from '../e2e/fixtures';
import { productArticles } from '../../src/content/products';
import { pdfText } from '../e2e/pdf-text';
import { seededCatalogue } from '../../src/cms/seed/catalogue';
import { documentArticles } from '../../src/content/documents/articles';

// InstaFIND's declaration has two Basic UDI-DIs (class C and class D).
const family = 'instafind';
const declaration = getDeclaration(documentArticles(seededCatalogue()), family);

/** HTML entities React writes in text and attributes. */
const decode = (text: string) => text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&nbsp;/g, '\u00a0').replace(/&amp;/g, '&');

/** The hreflang alternates of a page's head: language → URL. */
function alternates(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate"[^>]*>/g)].map((match) => [/hreflang="([^"]+)"/i.exec(match[0])?.[1] ?? '', /href="([^"]+)"/.exec(match[0])?.[1] ?? '']),
  );
}

for (const locale of locales) {
  const path = localizedPath(conformityPath(family), locale);
  const pdf = `/downloads/${locale}/${conformityDocumentName(family)}.pdf`;

  test(`${path} answers 200 with its title, the devices' article numbers, its hreflang alternates and its PDF`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status(), `status of ${path}`).toBe(200);
    expectSecurityHeaders(response.headers(), path);
    const html = decode(await response.text());
    const title = documentsPage.conformity.pageTitle[locale].replace('{family}', declaration.familyName[locale]);
    expect(html).toContain(`<html lang="${locale}"`);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
    expect(html).toContain(`>${title}</h1>`);
    expect(html).toContain(conformityText.soleResponsibility[locale]);
    for (const group of declaration.groups) {
      expect(html).toContain(group.basicUdiDi);
      for (const article of group.articles) {
        expect(html).toContain(article.articleNr);
        expect(html).toContain(`href="${localizedPath(instructionsPath(article.articleNr), locale)}"`);
      }
    }
    expect(html).toContain(`<link rel="canonical" href="${siteOrigin}${path}"/>`);
    const english = `${siteOrigin}${conformityPath(family)}`;
    expect(alternates(html)).toEqual({ en: english, sv: `${siteOrigin}${localizedPath(conformityPath(family), 'sv')}`, 'x-default': english });
    expect(html).toContain(`href="${pdf}"`);
    // Each device's instructions link back to the declaration that covers it.
    const instructions = decode(await (await request.get(localizedPath(instructionsPath(declaration.groups[0]!.articles[0]!.articleNr), locale))).text());
    expect(instructions).toContain(`href="${path}"`);
  });

  test(`${pdf} is a PDF with the declaration's devices, its signature and the address of ${path}`, async ({ request }) => {
    const response = await request.get(pdf);
    expect(response.status(), `status of ${pdf}`).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expectSecurityHeaders(response.headers(), pdf);
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pdfText(body)).replaceAll('\u00a0', ' ');
    expect(text).toContain(conformityText.title[locale]);
    for (const group of declaration.groups) {
      expect(text).toContain(group.basicUdiDi);
      for (const article of group.articles) expect(text).toContain(article.articleNr);
    }
    expect(text).toContain(declaration.signatory.name);
    expect(text).toContain(`${siteOrigin}${path}`);
  });

  test(`the library (${localizedPath('/documents', locale)}) lists every declaration with its page and PDF`, async ({ request }) => {
    const html = decode(await (await request.get(localizedPath('/documents', locale))).text());
    expect(html).toContain(documentsPage.conformity.heading[locale]);
    for (const each of documentFamilies) {
      expect(html).toContain(`href="${localizedPath(conformityPath(each), locale)}"`);
      expect(html).toContain(`href="/downloads/${locale}/${conformityDocumentName(each)}.pdf"`);
    }
  });
}

test('the sitemap lists every declaration in both languages with its alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const each of documentFamilies) {
    for (const locale of locales) expect(sitemap).toContain(`<loc>${siteOrigin}${localizedPath(conformityPath(each), locale)}</loc>`);
    expect(sitemap).toContain(`hreflang="sv" href="${siteOrigin}${localizedPath(conformityPath(each), 'sv')}"`);
  }
});

test('a family that does not exist answers 404, as a page and as a PDF', async ({ request }) => {
  for (const path of ['/documents/conformity/no-such-family', '/sv/documents/conformity/no-such-family', '/documents/conformity', '/downloads/en/eu-doc-no-such-family.pdf', '/downloads/de/eu-doc-instafind.pdf']) {
    expect.soft((await request.get(path)).status(), `status of ${path}`).toBe(404);
  }
});

test('each device product page states its CE marking, class and article number, linked to its instructions and declaration', async ({ request }) => {
  const articles = documentArticles(seededCatalogue());
  for (const [product, articleNr] of Object.entries(productArticles)) {
    const article = articles.find((candidate) => candidate.articleNr === articleNr)!;
    const group = getDeclaration(articles, article.family).groups.find((candidate) => candidate.articles.includes(article))!;
    for (const locale of locales) {
      const html = decode(await (await request.get(localizedPath(`/products/${product}`, locale))).text());
      const facts = html.match(new RegExp(`<ul [^>]*data-regulatory-facts="${articleNr}"[^>]*>(.*?)</ul>`, 'su'))?.[1] ?? '';
      const t = messages[locale].RegulatoryFacts;
      expect.soft(facts, `${product} (${locale})`).toContain(t.ceMark.replace('{number}', declaration.notifiedBody.number));
      expect.soft(facts, `${product} (${locale})`).toContain(t.ivdClass.replace('{class}', group.ivdClass));
      expect.soft(facts, `${product} (${locale})`).toContain(t.articleNr.replace('{number}', articleNr));
      expect.soft(facts, `${product} (${locale})`).toContain(`href="${localizedPath(instructionsPath(articleNr), locale)}"`);
      expect.soft(facts, `${product} (${locale})`).toContain(`href="${localizedPath(conformityPath(article.family), locale)}"`);
    }
  }
});
