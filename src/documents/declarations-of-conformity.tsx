import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { documentArticles, documentFamilies } from '@/content/documents/articles';
import { conformityText, getDeclaration, type Declaration } from '@/content/documents/conformity';
import { conformityDocumentName, conformityPath } from '@/content/documents/paths';
import { documentsPage } from '@/content/pages/documents';
import { inLocale } from '@/i18n/localized';
import { locales, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { absoluteUrl } from '@/lib/page-metadata';
import type { SiteSettings } from '@/lib/site-settings';
import type { DownloadableDocument } from './index';
import { PdfDocument, PdfH1, PdfH2, PdfH3, PdfPage, PdfParagraph, PdfTable, pdfColors } from './pdf-kit';
import { formatDay } from '@/lib/format-date';

/**
 * A family's EU declaration of conformity as a PDF in one language (IVDR Annex IV): the record the
 * page shows (src/content/documents/conformity.ts) with the company's name and address from the
 * CMS and the address of the page, ending in the signature block (who signed for the company,
 * where and when; no image of a signature).
 */
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

/** Word joiners and soft hyphens steer line breaks on the web page; the PDF fonts have no glyph for them. */
function withoutJoiners<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replace(/[\u2060\u00ad]/gu, '')) as T;
}


/** A label and its value side by side; kept on one page. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View style={{ flexDirection: 'row', marginBottom: 5 }} wrap={false}>
      <Text style={{ width: 150, paddingRight: 10, fontWeight: 600, color: pdfColors.brand950 }}>{label}</Text>
      <View style={{ flex: 1 }}>{children}</View>
    </View>
  );
}

function DeclarationPdf({ declaration: record, locale, company }: { declaration: Declaration; locale: Locale; company: SiteSettings }) {
  const text = withoutJoiners(inLocale(conformityText, locale));
  const declaration = withoutJoiners(inLocale(record, locale));
  const labels = inLocale(documentsPage.conformity, locale);
  const issuedOn = new Date(`${record.issued}T12:00:00Z`);
  const issued = formatDay(record.issued, locale);
  const title = fill(labels.pageTitle, { family: declaration.familyName });
  const address = company.address;
  const url = absoluteUrl(localizedPath(conformityPath(record.family), locale));

  return (
    <PdfDocument brand={company.name} title={title} subject={text.regulation} locale={locale} creationDate={issuedOn}>
      <PdfPage
        brand={company.name}
        title={`${text.title} · ${declaration.familyName}`}
        pageLabel={(page, total) => fill(documentsPage.article.pdfPage[locale], { page: String(page), total: String(total) })}
      >
        <PdfH1>{text.title}</PdfH1>
        <Text style={{ fontSize: 13, fontWeight: 700, color: pdfColors.brand800, marginBottom: 4 }}>{declaration.familyName}</Text>
        <PdfParagraph muted>{`${text.regulation}\n${fill(labels.onlineVersion, { url })}`}</PdfParagraph>

        <PdfH2>{text.headings.manufacturer}</PdfH2>
        <PdfParagraph>{[company.name, address.street, `${address.postalCode} ${address.city}`, text.country].join('\n')}</PdfParagraph>
        <Fact label={text.srn}>
          <Text>{declaration.srn}</Text>
        </Fact>

        <PdfH2>{text.headings.declaration}</PdfH2>
        <Text style={{ fontWeight: 700, marginBottom: 8 }}>{text.soleResponsibility}</Text>
        <PdfParagraph>{`${text.conformity} ${text.otherLegislation}`}</PdfParagraph>

        <PdfH2>{text.headings.devices}</PdfH2>
        {declaration.groups.map((group) => (
          <View key={group.basicUdiDi} style={{ marginBottom: 8 }}>
            <PdfH3>{`${text.group.basicUdiDi}: ${group.basicUdiDi}`}</PdfH3>
            <PdfTable
              columns={[text.group.columns.articleNr, text.group.columns.device]}
              rows={group.articles.map((article) => [
                article.articleNr,
                article.code && article.code.toLowerCase() !== article.name.toLowerCase() ? `${article.name} (${article.code})` : article.name,
              ])}
              widths={[1, 3]}
            />
            <Fact label={text.group.intendedPurpose}>
              <Text>{group.intendedPurpose}</Text>
            </Fact>
            <Fact label={text.group.riskClass}>
              <Text style={{ fontWeight: 700 }}>{fill(text.group.classValue, { class: group.ivdClass })}</Text>
            </Fact>
            <Fact label={text.group.classification}>
              {group.rules.map((rule) => (
                <Text key={rule.id}>{`${rule.name}: ${rule.scope}`}</Text>
              ))}
              {group.rules.length > 1 && <Text style={{ color: pdfColors.inkMuted }}>{text.group.higherClass}</Text>}
            </Fact>
            <Fact label={text.group.procedure}>
              <Text>{group.procedure}</Text>
            </Fact>
            <Fact label={text.group.certificates}>
              {group.certificates.map((certificate) => (
                <Text key={certificate.number}>{`${certificate.type}: ${certificate.number}`}</Text>
              ))}
            </Fact>
            {group.commonSpecifications.length > 0 && (
              <Fact label={text.commonSpecificationsLabel}>
                <Text>{group.commonSpecifications.join(' ')}</Text>
              </Fact>
            )}
          </View>
        ))}

        <PdfH2>{text.headings.standards}</PdfH2>
        <PdfTable columns={text.standardColumns} rows={declaration.standards.map((standard) => [standard.designation, standard.subject])} widths={[1.4, 2]} />
        <PdfParagraph>{`${text.commonSpecificationsLabel}: ${declaration.commonSpecifications.length > 0 ? declaration.commonSpecifications.join(' ') : text.noCommonSpecifications}`}</PdfParagraph>

        <PdfH2>{text.headings.notifiedBody}</PdfH2>
        <Text style={{ fontWeight: 700, marginBottom: 4 }}>{fill(text.notifiedBody, { name: declaration.notifiedBody.name, number: declaration.notifiedBody.number })}</Text>
        <PdfParagraph>{text.notifiedBodyRole}</PdfParagraph>

        <PdfH2>{text.headings.additional}</PdfH2>
        <PdfParagraph>{fill(text.additional, { number: declaration.notifiedBody.number })}</PdfParagraph>

        {/* The signature block stays whole, with its heading. */}
        <View wrap={false}>
          <PdfH2>{text.headings.signature}</PdfH2>
          <View style={{ borderWidth: 0.5, borderColor: pdfColors.line, backgroundColor: pdfColors.brand50, padding: 12 }}>
            <Text style={{ fontWeight: 700, color: pdfColors.brand950, marginBottom: 8 }}>{fill(text.signedFor, { company: company.name })}</Text>
            <Fact label={text.placeAndDate}>
              <Text>{fill(text.placeDate, { place: declaration.place, date: issued })}</Text>
            </Fact>
            <Fact label={text.name}>
              <Text>{declaration.signatory.name}</Text>
            </Fact>
            <Fact label={text.function}>
              <Text>{declaration.signatory.function}</Text>
            </Fact>
          </View>
        </View>
      </PdfPage>
    </PdfDocument>
  );
}

export const documents: DownloadableDocument[] = documentFamilies.flatMap((family) =>
  locales.map((locale) => ({
    name: conformityDocumentName(family),
    locale,
    render: ({ company, catalogue }) => <DeclarationPdf declaration={getDeclaration(documentArticles(catalogue), family)} locale={locale} company={company} />,
  })),
);
