import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, Font, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { siteOrigin } from '@/config/site';
import type { Locale } from '@/i18n/locales';
import { woffToSfnt } from './woff-to-sfnt';

/**
 * The building blocks of every PDF the site offers (whitepapers, instructions for use, checklist,
 * investor summary): brand fonts and colours, a cover, running header and footer with page
 * numbers, headings, paragraphs, bullet and check lists, tables. Documents are React components
 * rendered on the server (src/server/document-pdfs.ts, edition-pdfs.ts) from the same content as the pages.
 */
// Unpacked from WOFF once, as a data URL: fontkit would otherwise inflate the tables on every lookup.
// Read from the project's node_modules (the server's and the scripts' working directory): a
// `require.resolve` pattern would make the server's bundler try to compile every font file.
const interFile = (weight: number) =>
  `data:font/ttf;base64,${woffToSfnt(readFileSync(join(/* turbopackIgnore: true */ process.cwd(), 'node_modules/@fontsource/inter/files', `inter-latin-${weight}-normal.woff`))).toString('base64')}`;

const interWeights = [400, 600, 700, 800] as const;
Font.register({ family: 'Inter', fonts: interWeights.map((fontWeight) => ({ src: interFile(fontWeight), fontWeight })) });
// Words are never split by hyphenation: Swedish compounds would break in odd places.
Font.registerHyphenationCallback((word) => [word]);

/**
 * fontkit keeps one object per glyph, holding the characters it was first reached from. A glyph
 * first reached as a part of another one (’ is drawn inside ” and „) holds none, and every later
 * document of the process then counts it as no character: its lines break one letter off per
 * apostrophe, and copied text reads it as a space. Reaching every glyph from a character first,
 * once per process, keeps them right; where several characters share a glyph (’ and ʼ, space and
 * no-break space), from the one in the earliest of Basic Latin, Latin-1 and General Punctuation.
 */
let glyphsFromCharacters: Promise<void> | undefined;
const blockRank = (codePoint: number) => (codePoint < 0x100 ? 0 : codePoint >= 0x2000 && codePoint < 0x2070 ? 1 : 2);
async function reachGlyphsFromCharacters() {
  for (const fontWeight of interWeights) {
    const source = Font.getFont({ fontFamily: 'Inter', fontWeight });
    await source.load();
    const font = source.data;
    const characters = [...(font?.characterSet ?? [])].sort((a, b) => blockRank(a) - blockRank(b) || a - b);
    for (const codePoint of characters) font?.glyphForCodePoint(codePoint);
  }
}

/** A document as PDF bytes: the one way the site renders its PDFs (see reachGlyphsFromCharacters). */
export async function renderPdf(document: Parameters<typeof renderToBuffer>[0]): Promise<Buffer> {
  glyphsFromCharacters ??= reachGlyphsFromCharacters();
  await glyphsFromCharacters;
  return renderToBuffer(document);
}

/** The theme's colours (src/app/globals.css), for print. */
export const pdfColors = {
  brand950: '#06222c',
  brand800: '#0e4657',
  brand700: '#0f566a',
  brand100: '#d5eef3',
  brand50: '#eef8fa',
  accent600: '#05966a',
  accent400: '#34d39c',
  ink: '#0f1f2a',
  inkMuted: '#4a5b68',
  line: '#dbe3e8',
} as const;

// A line height given without a unit is fixed where it is set (the page's, 1.5 × 10.5 pt), so
// headings, in larger type, set their own.
const styles = StyleSheet.create({
  page: { fontFamily: 'Inter', fontSize: 10.5, lineHeight: 1.5, color: pdfColors.ink, paddingTop: 64, paddingBottom: 64, paddingHorizontal: 56 },
  header: { position: 'absolute', top: 24, left: 56, right: 56, flexDirection: 'row', justifyContent: 'space-between', fontSize: 8.5, color: pdfColors.inkMuted, borderBottomWidth: 0.5, borderBottomColor: pdfColors.line, paddingBottom: 6 },
  // Placed from the top: `bottom` on a fixed element of a wrapping page put it off the page.
  footer: { position: 'absolute', top: 806, left: 56, right: 56, flexDirection: 'row', justifyContent: 'space-between', fontSize: 8.5, color: pdfColors.inkMuted },
  cover: { fontFamily: 'Inter', backgroundColor: pdfColors.brand950, color: '#ffffff', padding: 56, justifyContent: 'space-between' },
  coverBrand: { fontSize: 12, fontWeight: 700, color: pdfColors.accent400, letterSpacing: 0.5 },
  coverEyebrow: { fontSize: 11, fontWeight: 600, color: pdfColors.brand100, textTransform: 'uppercase', letterSpacing: 1 },
  coverTitle: { fontSize: 30, fontWeight: 800, lineHeight: 1.15, marginTop: 12 },
  coverSubtitle: { fontSize: 13, color: pdfColors.brand100, marginTop: 16, lineHeight: 1.45 },
  coverMeta: { fontSize: 9.5, color: pdfColors.brand100, lineHeight: 1.5 },
  h1: { fontSize: 20, lineHeight: 1.25, fontWeight: 800, color: pdfColors.brand950, marginBottom: 10 },
  h2: { fontSize: 14, lineHeight: 1.3, fontWeight: 700, color: pdfColors.brand800, marginTop: 18, marginBottom: 6 },
  h3: { fontSize: 11.5, lineHeight: 1.4, fontWeight: 700, color: pdfColors.brand950, marginTop: 10, marginBottom: 4 },
  paragraph: { marginBottom: 8 },
  muted: { color: pdfColors.inkMuted },
  listItem: { flexDirection: 'row', marginBottom: 4 },
  bullet: { width: 14, color: pdfColors.accent600, fontWeight: 700 },
  checkbox: { width: 9, height: 9, borderWidth: 1, borderColor: pdfColors.brand700, marginTop: 3, marginRight: 8 },
  listText: { flex: 1 },
  listItemWithDetail: { marginBottom: 7 },
  listDetail: { fontSize: 9.5, color: pdfColors.inkMuted, marginTop: 1 },
  table: { borderWidth: 0.5, borderColor: pdfColors.line, marginVertical: 8 },
  tableRow: { flexDirection: 'row', borderTopWidth: 0.5, borderTopColor: pdfColors.line },
  tableHead: { flexDirection: 'row', backgroundColor: pdfColors.brand50 },
  cell: { flex: 1, paddingVertical: 4, paddingHorizontal: 6 },
  headCell: { flex: 1, paddingVertical: 4, paddingHorizontal: 6, fontWeight: 700, color: pdfColors.brand950 },
  note: { backgroundColor: pdfColors.brand50, padding: 10, marginVertical: 8, fontSize: 9.5 },
});

/**
 * Document metadata (title, language, author: `brand`, the company's name) and the brand fonts.
 * `creationDate`: a fixed date makes the bytes depend on the content only.
 */
export function PdfDocument({ brand, title, subject, locale, creationDate, children }: { brand: string; title: string; subject: string; locale: Locale; creationDate?: Date; children: ReactNode }) {
  return (
    <Document creationDate={creationDate} title={title} subject={subject} author={brand} creator={brand} producer={brand} language={locale === 'sv' ? 'sv-SE' : 'en-GB'}>
      {children}
    </Document>
  );
}

/** The cover page: brand, eyebrow, title, subtitle and a line of metadata (date, version). */
/** `brand`: the company's name, as on the document (PdfDocument). */
export function PdfCover({ brand, eyebrow, title, subtitle, meta }: { brand: string; eyebrow: string; title: string; subtitle?: string; meta: readonly string[] }) {
  return (
    <Page size="A4" style={styles.cover}>
      <Text style={styles.coverBrand}>{brand}</Text>
      <View>
        <Text style={styles.coverEyebrow}>{eyebrow}</Text>
        <Text style={styles.coverTitle}>{title}</Text>
        {subtitle && <Text style={styles.coverSubtitle}>{subtitle}</Text>}
      </View>
      <View>
        {meta.map((line) => (
          <Text key={line} style={styles.coverMeta}>
            {line}
          </Text>
        ))}
      </View>
    </Page>
  );
}

/**
 * A content page (A4) with the running header (document title) and footer (company, site, page
 * x / y). Content flows onto further pages by itself.
 */
export function PdfPage({ brand, title, pageLabel, children }: { brand: string; title: string; pageLabel: (page: number, total: number) => string; children: ReactNode }) {
  return (
    <Page size="A4" style={styles.page} wrap>
      <View style={styles.header} fixed>
        <Text>{brand}</Text>
        <Text>{title}</Text>
      </View>
      <View style={styles.footer} fixed>
        <Text>{new URL(siteOrigin).host}</Text>
        <Text render={({ pageNumber, totalPages }) => pageLabel(pageNumber, totalPages)} />
      </View>
      {children}
    </Page>
  );
}

export function PdfH1({ children }: { children: ReactNode }) {
  return <Text style={styles.h1}>{children}</Text>;
}

/** A section heading; it never ends a page alone (minPresenceAhead keeps it with what follows). */
export function PdfH2({ children }: { children: ReactNode }) {
  return (
    <Text style={styles.h2} minPresenceAhead={60}>
      {children}
    </Text>
  );
}

export function PdfH3({ children }: { children: ReactNode }) {
  return (
    <Text style={styles.h3} minPresenceAhead={40}>
      {children}
    </Text>
  );
}

export function PdfParagraph({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return <Text style={muted ? [styles.paragraph, styles.muted] : styles.paragraph}>{children}</Text>;
}

/** A highlighted note (a disclaimer, 'guidance, not legal advice'). */
export function PdfNote({ children }: { children: ReactNode }) {
  return (
    <View style={styles.note} wrap={false}>
      <Text>{children}</Text>
    </View>
  );
}

/** A list item: its text, or its text with a muted explanation below it. */
export type PdfListItem = string | { text: string; detail?: string };

/** A bullet list, or with `checkboxes` a list of empty boxes to tick on paper. */
export function PdfList({ items, checkboxes = false }: { items: readonly PdfListItem[]; checkboxes?: boolean }) {
  return (
    <View>
      {items.map((item) => {
        const { text, detail } = typeof item === 'string' ? { text: item, detail: undefined } : item;
        return (
          <View key={text} style={detail ? [styles.listItem, styles.listItemWithDetail] : styles.listItem} wrap={false}>
            {checkboxes ? <View style={styles.checkbox} /> : <Text style={styles.bullet}>•</Text>}
            <View style={styles.listText}>
              <Text>{text}</Text>
              {detail && <Text style={styles.listDetail}>{detail}</Text>}
            </View>
          </View>
        );
      })}
    </View>
  );
}

/** A table with a heading row; `widths` are relative column widths (flex), equal by default. */
export function PdfTable({ columns, rows, widths }: { columns: readonly string[]; rows: readonly (readonly string[])[]; widths?: readonly number[] }) {
  // Six columns or more (the performance studies) take a smaller type to fit the page's width.
  const flex = (index: number) => ({ flex: widths?.[index] ?? 1, ...(columns.length > 5 ? { fontSize: 8.5 } : {}) });
  // The head repeats on each page the table spans. The marker's minPresenceAhead starts the table on
  // a new page rather than leave the head alone at the foot of one (a fixed element ignores it).
  return (
    <>
      <View minPresenceAhead={48} />
      <View style={styles.table}>
        <View style={styles.tableHead} fixed>
          {columns.map((column, index) => (
            <Text key={column} style={[styles.headCell, flex(index)]}>
              {column}
            </Text>
          ))}
        </View>
        {rows.map((row, rowIndex) => (
          <View key={rowIndex} style={styles.tableRow} wrap={false}>
            {row.map((cell, index) => (
              <Text key={index} style={[styles.cell, flex(index)]}>
                {cell}
              </Text>
            ))}
          </View>
        ))}
      </View>
    </>
  );
}

/** A numbered list (the steps of a procedure); each step stays on one page. */
export function PdfSteps({ items }: { items: readonly string[] }) {
  return (
    <View>
      {items.map((item, index) => (
        <View key={item} style={styles.listItem} wrap={false}>
          <Text style={[styles.bullet, { width: 18 }]}>{index + 1}.</Text>
          <Text style={styles.listText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}
