import { Download, Printer } from '@/components/ui/lucide';
import { Fragment, type ReactNode } from 'react';
import { DocumentTableView } from '@/components/sections/legal-document';
import { PageBanner } from '@/components/sections/hero';
import { buttonVariants } from '@/components/ui/button';
import { PrintButton } from '@/components/ui/print-button';
import { conformityTitle } from './document-page';
import { getDocumentArticles } from '@/cms/content';
import { conformityText, declarationClasses, getDeclarations, type Declaration } from '@/content/documents/conformity';
import { conformityDocumentName, conformityPath, instructionsPath } from '@/content/documents/paths';
import { documentsPage } from '@/content/pages/documents';
import { documentHref } from '@/documents/paths';
import { inLocale } from '@/i18n/localized';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { SiteSettings } from '@/lib/site-settings';
import { routes } from '@/lib/routes';
import { formatDay } from '@/lib/format-date';
import { formatFileSize, intlLocales } from '@/lib/format-number';

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

function DeclarationSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-24 print:mt-6">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-brand-950">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A label and its value in a group's list of facts. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-semibold text-brand-950">{label}</dt>
      <dd className="leading-relaxed text-ink">{children}</dd>
    </div>
  );
}

/**
 * A family's EU declaration of conformity as a page (IVDR Annex IV), in the look of the
 * instructions pages: banner with the date of issue and the PDF, then the manufacturer (the
 * company's details from the CMS), the declaration, each Basic UDI-DI with its devices (linked to
 * their instructions), the standards, the notified body and the signature; beside them the other
 * families' declarations. `pdfBytes`: the PDF's size, or null when it could not be rendered.
 */
export async function ConformityView({ declaration: record, locale, company, pdfBytes }: { declaration: Declaration; locale: Locale; company: SiteSettings; pdfBytes: number | null }) {
  const text = inLocale(conformityText, locale);
  const labels = inLocale(documentsPage.conformity, locale);
  const articleLabels = inLocale(documentsPage.article, locale);
  const declaration = inLocale(record, locale);
  const issued = formatDay(record.issued, locale);
  const classes = new Intl.ListFormat(intlLocales[locale], { type: 'conjunction' }).format(declarationClasses(record));
  const pdfName = conformityDocumentName(record.family);
  const size = pdfBytes === null ? null : formatFileSize(pdfBytes, locale);
  const others = getDeclarations(await getDocumentArticles()).filter((other) => other.family !== record.family);
  const address = company.address;

  return (
    <>
      <PageBanner title={conformityTitle(record, locale)} intro={labels.pageIntro}>
        <p className="mt-5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          <span className="font-semibold text-accent-700 uppercase">{text.title}</span>
          <span>{fill(labels.issuedLine, { place: declaration.place, date: issued })}</span>
          <span>
            {labels.riskClass}: <span className="font-semibold text-brand-950">{classes}</span>
          </span>
        </p>
        <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:items-center print:hidden">
          <a href={documentHref(pdfName, locale)} download={`${pdfName}-${locale}.pdf`} type="application/pdf" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
            <Download aria-hidden />
            {articleLabels.downloadPdf}
          </a>
          <PrintButton label={articleLabels.print} icon={<Printer aria-hidden />} className={buttonVariants({ variant: 'outline', size: 'lg', className: 'noscript:hidden' })} />
          {size && <p className="text-sm text-ink-muted">{fill(articleLabels.pdfFormat, { size })}</p>}
        </div>
      </PageBanner>

      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start print:block print:py-4">
        <div className="min-w-0">
          <p className="text-sm text-ink-muted">{text.regulation}</p>

          <DeclarationSection id="manufacturer" heading={text.headings.manufacturer}>
            <address className="mt-3 leading-relaxed text-ink not-italic">
              {company.name}
              <br />
              {address.street}
              <br />
              {`${address.postalCode} ${address.city}`}
              <br />
              {text.country}
            </address>
            <p className="mt-3 leading-relaxed text-ink">
              {text.srn}: <span className="font-semibold text-brand-950">{declaration.srn}</span>
            </p>
          </DeclarationSection>

          <DeclarationSection id="declaration" heading={text.headings.declaration}>
            <p className="mt-3 leading-relaxed font-semibold text-ink">{text.soleResponsibility}</p>
            <p className="mt-3 leading-relaxed text-ink">{`${text.conformity} ${text.otherLegislation}`}</p>
          </DeclarationSection>

          <DeclarationSection id="devices" heading={text.headings.devices}>
            {declaration.groups.map((group, index) => {
              const groupId = `devices-${index + 1}`;
              return (
                <div key={group.basicUdiDi} data-basic-udi-di={group.basicUdiDi} className="mt-6 rounded-card border border-line bg-white p-5 shadow-card print:shadow-none">
                  <h3 className="font-bold text-brand-950">
                    {text.group.basicUdiDi}: <span className="whitespace-nowrap">{group.basicUdiDi}</span>
                  </h3>
                  <dl className="mt-4 space-y-3 text-sm sm:text-base">
                    <Fact label={text.group.intendedPurpose}>{group.intendedPurpose}</Fact>
                    <Fact label={text.group.riskClass}>
                      <span className="font-semibold">{fill(text.group.classValue, { class: group.ivdClass })}</span>
                    </Fact>
                    <Fact label={text.group.classification}>
                      {group.rules.map((rule, ruleIndex) => (
                        <Fragment key={rule.id}>
                          {ruleIndex > 0 && <br />}
                          {`${rule.name}: ${rule.scope}`}
                        </Fragment>
                      ))}
                      {group.rules.length > 1 && <span className="mt-1 block text-ink-muted">{text.group.higherClass}</span>}
                    </Fact>
                    <Fact label={text.group.procedure}>{group.procedure}</Fact>
                    <Fact label={text.group.certificates}>
                      {group.certificates.map((certificate, certificateIndex) => (
                        <Fragment key={certificate.number}>
                          {certificateIndex > 0 && <br />}
                          {`${certificate.type}: `}
                          <span className="font-semibold">{certificate.number}</span>
                        </Fragment>
                      ))}
                    </Fact>
                    {group.commonSpecifications.length > 0 && <Fact label={text.commonSpecificationsLabel}>{group.commonSpecifications.join(' ')}</Fact>}
                  </dl>
                  <div role="region" aria-labelledby={`${groupId}-caption`} tabIndex={0} className="mt-5 overflow-x-auto rounded-card border border-line print:overflow-visible">
                    <table className="w-full border-collapse text-left text-sm">
                      <caption id={`${groupId}-caption`} className="border-b border-line bg-surface-muted px-4 py-3 text-left font-semibold text-brand-950">
                        {fill(text.group.devicesCaption, { udi: group.basicUdiDi })}
                      </caption>
                      <thead>
                        <tr className="border-b border-line">
                          <th scope="col" className="px-4 py-3 font-semibold text-brand-900">
                            {text.group.columns.articleNr}
                          </th>
                          <th scope="col" className="px-4 py-3 font-semibold text-brand-900">
                            {text.group.columns.device}
                          </th>
                          <th scope="col" className="px-4 py-3 font-semibold text-brand-900 print:hidden">
                            {text.group.columns.instructions}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {group.articles.map((article) => {
                          const name = article.code && article.code.toLowerCase() !== article.name.toLowerCase() ? `${article.name} (${article.code})` : article.name;
                          return (
                            <tr key={article.articleNr} data-article={article.articleNr} className="border-b border-line align-top last:border-b-0">
                              <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap text-brand-950">
                                {article.articleNr}
                              </th>
                              <td className="px-4 py-3 leading-relaxed text-ink">{name}</td>
                              <td className="px-4 py-3 print:hidden">
                                <Link
                                  href={instructionsPath(article.articleNr)}
                                  aria-label={`${text.group.columns.instructions}: ${name} (${article.articleNr})`}
                                  className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                                >
                                  {text.group.columns.instructions}
                                </Link>
                              </td>
                            </tr>
                          );
                        })}
                      </tbody>
                    </table>
                  </div>
                </div>
              );
            })}
          </DeclarationSection>

          <DeclarationSection id="standards" heading={text.headings.standards}>
            <DocumentTableView
              id="standards-table"
              table={{ caption: text.standardsCaption, columns: text.standardColumns, rows: declaration.standards.map((standard) => [standard.designation, standard.subject]), rowHeader: 'text' }}
            />
            <p className="mt-4 leading-relaxed text-ink">
              <span className="font-semibold text-brand-950">{text.commonSpecificationsLabel}: </span>
              {declaration.commonSpecifications.length > 0 ? declaration.commonSpecifications.join(' ') : text.noCommonSpecifications}
            </p>
          </DeclarationSection>

          <DeclarationSection id="notified-body" heading={text.headings.notifiedBody}>
            <p className="mt-3 leading-relaxed font-semibold text-ink">{fill(text.notifiedBody, { name: declaration.notifiedBody.name, number: declaration.notifiedBody.number })}</p>
            <p className="mt-2 leading-relaxed text-ink">{text.notifiedBodyRole}</p>
          </DeclarationSection>

          <DeclarationSection id="additional" heading={text.headings.additional}>
            <p className="mt-3 leading-relaxed text-ink">{fill(text.additional, { number: declaration.notifiedBody.number })}</p>
          </DeclarationSection>

          <DeclarationSection id="signature" heading={text.headings.signature}>
            <div className="mt-4 rounded-card border border-line bg-surface-muted p-5 break-inside-avoid print:bg-white">
              <p className="font-semibold text-brand-950">{fill(text.signedFor, { company: company.name })}</p>
              <dl className="mt-3 space-y-2">
                <Fact label={text.placeAndDate}>{fill(text.placeDate, { place: declaration.place, date: issued })}</Fact>
                <Fact label={text.name}>{declaration.signatory.name}</Fact>
                <Fact label={text.function}>{declaration.signatory.function}</Fact>
              </dl>
            </div>
          </DeclarationSection>
        </div>

        <aside className="space-y-6 print:hidden">
          <nav aria-labelledby="other-declarations-heading" className="rounded-card border border-line bg-white p-5 shadow-card">
            <h2 id="other-declarations-heading" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
              {labels.otherDeclarations}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {others.map((other) => (
                <li key={other.family}>
                  <Link href={conformityPath(other.family)} className="text-brand-700 underline underline-offset-4 hover:text-brand-800">
                    {other.familyName[locale]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Link href={routes.documents} className="inline-block text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            {labels.backToLibrary}
          </Link>
        </aside>
      </div>
    </>
  );
}
