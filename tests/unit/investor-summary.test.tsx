import { seededCompany } from '@/cms/seed/site-settings';
import { renderToBuffer } from '@react-pdf/renderer';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { investorSummaryPdf } from '@/content/investor-summary-text';
import { printedPage } from './printed-page';
import { documentHref, loadDocuments } from '@/documents';
import { documents, investorSummaryName } from '@/documents/investor-summary';
import { investorFiguresSeed } from '@/cms/seed/investor-figures';
import { marketingFiguresSeed } from '@/cms/seed/marketing-figures';
import { seededWhitepapers } from '@/cms/seed/whitepapers';
import { seededCatalogue } from '@/cms/seed/catalogue';

const company = seededCompany();

describe('investor summary PDF', () => {
  // The first test of the file imports every PDF module cold: over 5 s on a loaded machine.
  it('is registered for both languages at /downloads/<locale>/investor-summary.pdf', { timeout: 30_000 }, async () => {
    const registered = (await loadDocuments()).filter((document) => document.name === investorSummaryName);
    expect(registered.map((document) => document.locale).sort()).toEqual(['en', 'sv']);
    expect(documentHref(investorSummaryName, 'sv')).toBe('/downloads/sv/investor-summary.pdf');
  });

  it.each(documents.map((document) => [document.locale, document] as const))('renders in %s with its title, language and a cover plus content pages', async (locale, document) => {
    const buffer = await renderToBuffer(document.render({ catalogue: seededCatalogue(), company, investorFigures: investorFiguresSeed, marketingFigures: marketingFiguresSeed, whitepapers: seededWhitepapers(locale), page: printedPage('/investors', locale) }));
    const pdf = await PDFDocument.load(buffer);
    expect(pdf.getTitle()).toBe(investorSummaryPdf.title[locale]);
    expect(pdf.getAuthor()).toBe('Nordic Rapid Diagnostics');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(4);
  }, 60_000);
});
