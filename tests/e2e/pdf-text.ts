/**
 * The text of a PDF as react-pdf writes it, for assertions: each page's content stream is decoded,
 * and the glyph codes of its text operators are mapped back to characters through the fonts'
 * ToUnicode tables. Enough for "does the PDF say X", not a general PDF text extractor.
 */
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';

function streamText(document: PDFDocument, object: PDFObject | undefined): string {
  const resolved = object instanceof PDFRef ? document.context.lookup(object) : object;
  if (resolved instanceof PDFRawStream) return Buffer.from(decodePDFRawStream(resolved).decode()).toString('latin1');
  if (resolved instanceof PDFArray) return resolved.asArray().map((item) => streamText(document, item)).join('\n');
  return '';
}

/** A font's code → text map from its ToUnicode CMap (bfchar and bfrange entries). */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const hexText = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(code!.toLowerCase(), hexText(text!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, rest] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(low!, 16);
      const to = parseInt(high!, 16);
      const targets = [...rest!.matchAll(/<([0-9a-fA-F]+)>/g)].map((match) => match[1]!);
      for (let code = from; code <= to; code++) {
        const key = code.toString(16).padStart(low!.length, '0');
        if (rest!.startsWith('[')) map.set(key, hexText(targets[code - from] ?? ''));
        else map.set(key, String.fromCodePoint(parseInt(targets[0]!, 16) + code - from));
      }
    }
  }
  return map;
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await PDFDocument.load(bytes);
  const pages: string[] = [];
  for (const page of document.getPages()) {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = document.context.lookup(ref, PDFDict);
      fonts.set(name.asString().slice(1), toUnicode(streamText(document, font.get(PDFName.of('ToUnicode')))));
    }
    const content = streamText(document, page.node.Contents());
    let current = new Map<string, string>();
    let text = '';
    // Font selections (/F1 10 Tf) and the hex strings of text operators, in stream order.
    for (const match of content.matchAll(/\/([\w.+-]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>|\bT[*dDm]\b|\bET\b/g)) {
      if (match[1]) current = fonts.get(match[1]) ?? new Map();
      else if (match[2] !== undefined) text += (match[2].match(/.{4}/g) ?? []).map((code) => current.get(code.toLowerCase()) ?? '').join('');
      else text += ' ';
    }
    pages.push(text);
  }
  return pages.join('\n');
}
