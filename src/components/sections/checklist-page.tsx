import { getCatalogue } from '@/cms/content';
import type { HeroScenePath } from '@/content/hero-scenes';
import { PrintButton } from '@/components/lazy-leaves';
import { buttonVariants } from '@/components/ui/button';
import { Download, Printer } from '@/components/ui/lucide';
import { checklistCutOffRows } from '@/content/compliance-checklist';
import { documentHref } from '@/documents/paths';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { formatFileSize } from '@/lib/format-number';
import { Checklist, type ChecklistSection } from './checklist';
import { PageBanner } from './hero';
import { HeroScene } from './hero-scene';
import { DocumentTableView } from './legal-document';
import { UpdatedNote } from './legal-page';
import type { DocumentSize } from './render-blocks';

type TextLink = { label: string; href: string };

/**
 * A whole checklist page: the banner with its date, the PDF in the page's language and a print
 * button, then the numbered sections with the note before them and the catalogue's screening
 * cut-offs after the section that asks for them.
 */
export async function ChecklistPage({
  locale,
  title,
  intro,
  scene,
  updated,
  download,
  contentsLabel,
  disclaimer,
  sections,
  cutOffs,
  documentSize,
}: {
  locale: Locale;
  title: string;
  intro: string;
  scene?: HeroScenePath;
  /** ISO date (YYYY-MM-DD) of the last change; a draft may not have one yet. */
  updated?: string;
  download: { document?: string; label: string; format?: string; printLabel: string };
  contentsLabel: string;
  disclaimer: { title: string; text: string };
  sections: readonly (ChecklistSection & { cutOffTable: boolean })[];
  cutOffs: { caption: string; substanceColumn: string; urineColumn: string; salivaColumn: string; note: string; link?: TextLink };
  documentSize: DocumentSize;
}) {
  const bytes = download.document ? await documentSize(download.document, locale) : null;
  const size = bytes === null ? null : formatFileSize(bytes, locale);

  const cutOffTable = (
    <div className="mt-8">
      <DocumentTableView
        id="cut-offs-caption"
        table={{
          caption: cutOffs.caption,
          columns: [cutOffs.substanceColumn, cutOffs.urineColumn, cutOffs.salivaColumn],
          rows: checklistCutOffRows(await getCatalogue(), locale).map((row) => [row.substance, row.urine, row.saliva]),
          rowHeader: 'text',
        }}
      />
      <p className="mt-3 text-sm leading-relaxed text-ink-muted">{cutOffs.note}</p>
      {cutOffs.link && (
        <p className="mt-2 print:hidden">
          <Link href={cutOffs.link.href} className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            {cutOffs.link.label}
          </Link>
        </p>
      )}
    </div>
  );

  return (
    <>
      <PageBanner art={scene && <HeroScene path={scene} size="banner" />} title={title} intro={intro}>
        <UpdatedNote updated={updated} locale={locale} />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center print:hidden">
          {download.document && download.label && (
            <a
              href={documentHref(download.document, locale)}
              download={`${download.document}-${locale}.pdf`}
              type="application/pdf"
              className={buttonVariants({ variant: 'accent', size: 'lg' })}
            >
              <Download aria-hidden />
              {download.label}
            </a>
          )}
          <PrintButton label={download.printLabel} icon={<Printer aria-hidden />} className={buttonVariants({ variant: 'outline', size: 'lg', className: 'noscript:hidden' })} />
          {size && download.format && <p className="text-sm text-ink-muted">{`${download.format}, ${size}`}</p>}
        </div>
      </PageBanner>

      <Checklist contentsLabel={contentsLabel} sections={sections} after={Object.fromEntries(sections.filter((section) => section.cutOffTable).map((section) => [section.id, cutOffTable]))}>
        <div role="note" aria-labelledby="disclaimer-heading" className="rounded-card border-l-4 border-accent-500 bg-brand-50 p-5 print:border print:bg-white">
          <h2 id="disclaimer-heading" className="font-bold text-brand-950">
            {disclaimer.title}
          </h2>
          <p className="mt-1 leading-relaxed text-ink">{disclaimer.text}</p>
        </div>
      </Checklist>
    </>
  );
}
