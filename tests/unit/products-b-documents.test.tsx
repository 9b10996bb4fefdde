import { seededCompany } from '@/cms/seed/site-settings';
import { renderToBuffer } from '@react-pdf/renderer';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { instacheckInstructions, instacheckInstructionsDocument } from '@/content/instacheck-instructions';
import { whitepaperDocuments } from '@/content/whitepapers';
import { seededWhitepapers, whitepaperSeeds } from '@/cms/seed/whitepapers';
import { loadDocuments } from '@/documents';
import { documents as instructions } from '@/documents/instacheck-instructions';
import { documents as whitepaper } from '@/documents/instaclear-whitepaper';
import { investorFiguresSeed } from '@/cms/seed/investor-figures';
import { printedPage } from './printed-page';
import { marketingFiguresSeed } from '@/cms/seed/marketing-figures';
import { seededCatalogue } from '@/cms/seed/catalogue';

const company = seededCompany();

const instaclearTitle = whitepaperSeeds.find((item) => item.key === 'instaclear')!.title;

describe('InstaCLEAR, InstaCHECK and whitepaper hub PDFs', () => {
  // The first test of the file imports every PDF module cold: over 5 s on a loaded machine.
  it('are registered for both languages under the names the pages and the whitepaper mapping link', { timeout: 30_000 }, async () => {
    const registered = await loadDocuments();
    for (const name of [whitepaperDocuments.instaclear, instacheckInstructionsDocument]) {
      expect(registered.filter((document) => document.name === name).map((document) => document.locale).sort()).toEqual(['en', 'sv']);
    }
  });

  // Cover + three content pages; one more would mean text spilled over (the layout was checked as PNG).
  it.each(whitepaper.map((document) => [document.locale, document] as const))('InstaCLEAR whitepaper (%s): title, author and 4 pages', async (locale, document) => {
    const pdf = await PDFDocument.load(await renderToBuffer(document.render({ catalogue: seededCatalogue(), company, investorFigures: investorFiguresSeed, marketingFigures: marketingFiguresSeed, whitepapers: seededWhitepapers(locale), page: printedPage('/products/instaclear', locale) })));
    expect(pdf.getTitle()).toBe(instaclearTitle[locale]);
    expect(pdf.getAuthor()).toBe('Nordic Rapid Diagnostics');
    expect(pdf.getPageCount()).toBe(4);
  }, 60_000);

  it.each(instructions.map((document) => [document.locale, document] as const))('InstaCHECK instructions (%s): title and 3 pages', async (locale, document) => {
    const pdf = await PDFDocument.load(await renderToBuffer(document.render({ catalogue: seededCatalogue(), company, investorFigures: investorFiguresSeed, marketingFigures: marketingFiguresSeed, whitepapers: seededWhitepapers(locale), page: printedPage('/products/instacheck', locale) })));
    expect(pdf.getTitle()).toBe(instacheckInstructions.title[locale]);
    expect(pdf.getPageCount()).toBe(3);
  }, 60_000);
});
