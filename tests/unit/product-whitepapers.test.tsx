import { seededCompany } from '@/cms/seed/site-settings';
import { renderToBuffer } from '@react-pdf/renderer';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { circularWhitepaper } from '@/content/circular-whitepaper';
import { hairWhitepaper } from '@/content/hair-whitepaper';
import { vdtWhitepaper } from '@/content/vdt-whitepaper';
import { documentHref, loadDocuments } from '@/documents';
import { documents } from '@/documents/product-whitepapers';
import { productWhitepaperNames, productWhitepaperPageCounts, type ProductWhitepaper } from '@/documents/product-whitepaper-pages';
import { investorFiguresSeed } from '@/cms/seed/investor-figures';
import { printedPage } from './printed-page';
import { marketingFiguresSeed } from '@/cms/seed/marketing-figures';
import { seededWhitepapers } from '@/cms/seed/whitepapers';
import { seededCatalogue } from '@/cms/seed/catalogue';

const company = seededCompany();

const whitepaperTexts = { circular: circularWhitepaper.whitepaper, vdt: vdtWhitepaper.whitepaper, hair: hairWhitepaper.whitepaper } as const;
const keyOf = (name: string) => (Object.entries(productWhitepaperNames).find(([, value]) => value === name)?.[0] ?? '') as ProductWhitepaper;

describe('product whitepaper PDFs', () => {
  // The first test of the file imports every PDF module cold: over 5 s on a loaded machine.
  it('are registered under the exact names the whitepaper hub links, in both languages', { timeout: 30_000 }, async () => {
    expect(productWhitepaperNames).toEqual({ circular: 'circular-testing-whitepaper', vdt: 'vdt-whitepaper', hair: 'hair-analysis-whitepaper' });
    const registered = (await loadDocuments()).filter((document) => (Object.values(productWhitepaperNames) as string[]).includes(document.name));
    expect(registered.map((document) => `${document.locale}/${document.name}`).sort()).toEqual(
      ['en', 'sv'].flatMap((locale) => Object.values(productWhitepaperNames).map((name) => `${locale}/${name}`)).sort(),
    );
    expect(documentHref('vdt-whitepaper', 'sv')).toBe('/downloads/sv/vdt-whitepaper.pdf');
  });

  it.each(documents.map((document) => [`${document.locale}/${document.name}`, document] as const))(
    '%s has its title, author and exactly the page count the page states',
    async (_label, document) => {
      const page = document.page === undefined ? undefined : printedPage(document.page, document.locale);
      const pdf = await PDFDocument.load(await renderToBuffer(document.render({ catalogue: seededCatalogue(), company, investorFigures: investorFiguresSeed, marketingFigures: marketingFiguresSeed, whitepapers: seededWhitepapers(document.locale), page })));
      const key = keyOf(document.name);
      const text = whitepaperTexts[key];
      expect(pdf.getTitle()).toBe(`${text.title[document.locale]} – ${text.eyebrow[document.locale]}`);
      expect(pdf.getAuthor()).toBe('Nordic Rapid Diagnostics');
      expect(pdf.getPageCount()).toBe(productWhitepaperPageCounts[key][document.locale]);
    },
    60_000,
  );
});
