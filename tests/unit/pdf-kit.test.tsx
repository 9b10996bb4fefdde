import { inflateSync } from 'node:zlib';
import { renderToBuffer } from '@react-pdf/renderer';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PdfCover, PdfDocument, PdfH2, PdfList, PdfPage, PdfParagraph, PdfTable, renderPdf } from '@/documents/pdf-kit';

/** The characters a PDF's text copies as: every code point its fonts' ToUnicode maps name. */
function copiedCharacters(pdf: Buffer): Set<string> {
  const characters = new Set<string>();
  for (const [, stream] of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/gu)) {
    let text: string;
    try {
      text = inflateSync(Buffer.from(stream!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    if (!text.includes('beginbfrange')) continue;
    for (const [, hex] of text.matchAll(/<([0-9a-f]{4})>/giu)) characters.add(String.fromCharCode(Number.parseInt(hex!, 16)));
  }
  return characters;
}

const page = (text: string) => (
  <PdfDocument brand="Nordic Rapid Diagnostics" title="Test" subject="Test" locale="en">
    <PdfPage brand="Nordic Rapid Diagnostics" title="Test" pageLabel={(current, total) => `${current}/${total}`}>
      <PdfParagraph>{text}</PdfParagraph>
    </PdfPage>
  </PdfDocument>
);

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

  // ’ is drawn inside ” and „: a document quoting first must not leave later apostrophes without their character.
  it('keeps apostrophes as characters after a document with quotation marks', { timeout: 30_000 }, async () => {
    await renderPdf(page('”Kontrollista” och „Citat”'));
    const later = await renderPdf(page('Have your policy reviewed by your employers’ organisation.'));
    expect(copiedCharacters(later)).toContain('’');
  });
});
