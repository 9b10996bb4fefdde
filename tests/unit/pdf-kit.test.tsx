import { renderToBuffer } from '@react-pdf/renderer';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PdfCover, PdfDocument, PdfH2, PdfList, PdfPage, PdfParagraph, PdfTable } from '@/documents/pdf-kit';

describe('PDF kit', () => {
  // Font loading and layout take seconds on a busy machine; the default 5 s made this flaky.
  it('renders a document with the brand font, Swedish letters, its title and one page per page', { timeout: 30_000 }, async () => {
    const buffer = await renderToBuffer(
      <PdfDocument brand="Nordic Rapid Diagnostics" title="Kontrollista för drogtester" subject="Test" locale="sv">
        <PdfCover brand="Nordic Rapid Diagnostics" eyebrow="Vägledning" title="Kontrollista för drogtester" meta={['Version 1']} />
        <PdfPage brand="Nordic Rapid Diagnostics" title="Kontrollista" pageLabel={(page, total) => `Sida ${page} av ${total}`}>
          <PdfH2>Policy och förankring</PdfH2>
          <PdfParagraph>Åtgärder för säkra arbetsplatser – gränsvärde 10 ng/ml.</PdfParagraph>
          <PdfList checkboxes items={['Skriv en drog- och alkoholpolicy', 'Förankra den hos skyddsombudet']} />
          <PdfTable columns={['Substans', 'Gränsvärde']} rows={[['Amfetamin', '1000 ng/ml']]} />
        </PdfPage>
      </PdfDocument>,
    );
    expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(buffer);
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getTitle()).toBe('Kontrollista för drogtester');
    expect(pdf.getAuthor()).toBe('Nordic Rapid Diagnostics');
  });
});
