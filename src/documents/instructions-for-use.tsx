import { Path, Rect, Svg, Text, View } from '@react-pdf/renderer';
import { instructionsPath, type Instructions } from '@/content/documents';
import { documentsPage } from '@/content/pages/documents';
import { inLocale, type InLocale } from '@/i18n/localized';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { qrCodeShape } from '@/lib/documents/qr-code';
import { resultWindowLayout, type ResultWindowSpec } from '@/lib/documents/result-window';
import { absoluteUrl } from '@/lib/page-metadata';
import { PdfDocument, PdfH1, PdfH2, PdfH3, PdfList, PdfPage, PdfParagraph, PdfSteps, PdfTable, pdfColors, renderPdf } from './pdf-kit';
import { formatDay } from '@/lib/format-date';

/**
 * An edition of an article's instructions for use as a PDF in one language (IVDR Annex I §20): the
 * same record as the article page, with the QR code of the page's address and the result-window
 * pictures drawn from the same layouts as the page. Rendered when the edition is published
 * (src/server/edition-pdfs.ts), not at build.
 */

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

function QrCode({ url }: { url: string }) {
  const qr = qrCodeShape(url);
  return (
    <Svg width={84} height={84} viewBox={`0 0 ${qr.size} ${qr.size}`}>
      <Rect x={0} y={0} width={qr.size} height={qr.size} fill="#ffffff" />
      <Path d={qr.path} fill="#000000" />
    </Svg>
  );
}

function ResultWindow({ spec }: { spec: ResultWindowSpec }) {
  const layout = resultWindowLayout(spec);
  return (
    <Svg width={110} height={55} viewBox={`0 0 ${layout.width} ${layout.height}`}>
      {layout.rects.map((rect, index) => (
        <Rect
          key={index}
          x={rect.x}
          y={rect.y}
          width={rect.width}
          height={rect.height}
          rx={rect.rx}
          fill={rect.fill}
          stroke={rect.stroke}
          strokeWidth={rect.stroke ? 1.5 : 0}
          fillOpacity={rect.opacity ?? 1}
        />
      ))}
      {layout.texts.map((text) => (
        <Text key={text.text} x={text.x} y={text.y + 6} textAnchor="middle" style={{ fontSize: text.fontSize, fontWeight: 700 }} fill={pdfColors.ink}>
          {text.text}
        </Text>
      ))}
    </Svg>
  );
}

/**
 * Column widths in proportion to each column's longest cell, at least its longest word: words are
 * never split (see the PDF kit), so a narrow column would push a name or a unit into the next one.
 */
function contentWidths(table: { columns: readonly string[]; rows: readonly (readonly string[])[] }): number[] {
  return table.columns.map((column, index) =>
    Math.max(4, ...[column, ...table.rows.map((row) => row[index] ?? '')].map((cell) => Math.max(Math.min(cell.length, 14), ...cell.split(/[ \n]/u).map((word) => word.length + 1)))),
  );
}

function InstructionsPdf({ instructions, locale, published }: { instructions: InLocale<Instructions>; locale: Locale; published: Date }) {
  const labels = inLocale(documentsPage.article, locale);
  const { article, version } = instructions;
  const url = absoluteUrl(localizedPath(instructionsPath(article.articleNr), locale));
  const effective = formatDay(version.effective, locale);
  // The manufacturer as the edition was published with it, so the file never changes afterwards.
  const manufacturer = instructions.sections.find((section) => section.id === 'manufacturer')?.paragraphs[0] ?? '';
  return (
    <PdfDocument brand={manufacturer} creationDate={published} title={instructions.title} subject={`${labels.reference} ${article.articleNr}, ${labels.version} ${version.version}`} locale={locale}>
      <PdfPage brand={manufacturer} title={`${article.articleNr} · ${labels.version} ${version.version}`} pageLabel={(page, total) => fill(labels.pdfPage, { page: String(page), total: String(total) })}>
        <View style={{ flexDirection: 'row', justifyContent: 'space-between', gap: 16, marginBottom: 6 }}>
          <View style={{ flex: 1 }}>
            <Text style={{ fontSize: 9, fontWeight: 700, color: pdfColors.accent600, textTransform: 'uppercase', letterSpacing: 0.8, marginBottom: 4 }}>{instructions.audience}</Text>
            <PdfH1>{instructions.title}</PdfH1>
            <PdfParagraph>
              {labels.articleNr}: {article.articleNr}
              {'\n'}
              {labels.version} {version.version} · {labels.effective} {effective}
              {'\n'}
              {labels.change}: {version.change}
            </PdfParagraph>
            <PdfParagraph muted>
              {labels.shortUrl}: {url.replace(/^https?:\/\//, '')}
            </PdfParagraph>
          </View>
          <View style={{ alignItems: 'center' }}>
            <QrCode url={url} />
          </View>
        </View>
        {instructions.sections.map((section) => (
          <View key={section.id}>
            <PdfH2>{section.heading}</PdfH2>
            {section.paragraphs.map((paragraph) => (
              <PdfParagraph key={paragraph}>{paragraph}</PdfParagraph>
            ))}
            {section.table && (
              <PdfTable
                columns={section.table.columns}
                rows={section.table.rows}
                widths={section.table.columns.length === 3 ? [1, 2.4, 1.2] : [1, 3]}
              />
            )}
            {section.tables?.map((table) => (
              <View key={table.caption}>
                <PdfH3>{table.caption}</PdfH3>
                <PdfTable columns={table.columns} rows={table.rows} widths={contentWidths(table)} />
              </View>
            ))}
            {section.lists?.map((list) => (
              <View key={list.label}>
                <PdfH3>{list.label}</PdfH3>
                <PdfList items={list.items} />
              </View>
            ))}
            {section.steps && <PdfSteps items={section.steps} />}
            {section.bullets && <PdfList items={section.bullets} />}
            {section.outcomes?.map((outcome) => (
              <View key={outcome.outcome} wrap={false} style={{ flexDirection: 'row', gap: 12, marginBottom: 8, alignItems: 'flex-start' }}>
                {section.pictures && <ResultWindow spec={outcome.window} />}
                <View style={{ flex: 1 }}>
                  <PdfH3>{outcome.title}</PdfH3>
                  <Text>{outcome.text}</Text>
                </View>
              </View>
            ))}
          </View>
        ))}
        <PdfParagraph muted>{`${manufacturer} · ${article.articleNr} · ${labels.version} ${version.version} · ${effective}`}</PdfParagraph>
      </PdfPage>
    </PdfDocument>
  );
}

/** The PDF of one edition in one language; its creation date is the edition's, so the bytes depend on the edition only. */
export function renderInstructionsPdf(instructions: Instructions, locale: Locale): Promise<Buffer> {
  const published = new Date(`${instructions.version.effective}T12:00:00Z`);
  return renderPdf(<InstructionsPdf instructions={inLocale(instructions, locale)} locale={locale} published={published} />);
}
