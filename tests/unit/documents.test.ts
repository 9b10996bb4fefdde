import { seededCompany } from '@/cms/seed/site-settings';
import { PDFDocument } from 'pdf-lib';
import { renderToBuffer } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { complianceChecklistPage } from '@/content/pages/resources-compliance-checklist';
import { documentHref, loadDocuments } from '@/documents';
import { investorFiguresSeed } from '@/cms/seed/investor-figures';

const company = seededCompany();

describe('document registry', () => {
  it('names files by document and language', () => {
    expect(documentHref('compliance-checklist', 'sv')).toBe('/downloads/sv/compliance-checklist.pdf');
  });
});

describe('compliance checklist PDF', () => {
  it('renders in both languages with the checklist title and a cover plus content pages', { timeout: 60_000 }, async () => {
    const documents = (await loadDocuments()).filter((document) => document.name === 'compliance-checklist');
    expect(documents.map((document) => document.locale).sort()).toEqual(['en', 'sv']);
    for (const document of documents) {
      const pdf = await PDFDocument.load(await renderToBuffer(document.render({ company, investorFigures: investorFiguresSeed })));
      expect(pdf.getTitle()).toBe(complianceChecklistPage.title[document.locale]);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    }
  });
});
