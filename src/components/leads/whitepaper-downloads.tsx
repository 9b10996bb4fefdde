import type { LeadFormController } from './use-lead-form';
import type { LeadFormName } from '@/lib/leads/schemas';

/**
 * After a whitepaper form succeeds: the PDF(s) the server says it delivered (`withDocuments` in
 * the form's server action), as download links in the page's language. Every whitepaper form links
 * its PDFs this way, with and without JavaScript (the server's answer carries the documents
 * either way). With a heading the links sit in a box of their own; without, they follow the text
 * they are placed under (the success message, a dialog, a thank-you panel).
 */
export function WhitepaperDownloads<F extends LeadFormName>({
  lead,
  links,
  heading,
}: {
  lead: LeadFormController<F>;
  /** The link text of each PDF, by document name (e.g. 'Download the whitepaper (PDF, 5 pages)'). */
  links: Record<string, string>;
  heading?: string;
}) {
  const documents = lead.announcement === 'success' && lead.result?.status === 'success' ? (lead.result.documents ?? []) : [];
  if (documents.length === 0) return null;
  const list = (
    <ul className={heading ? 'mt-2 space-y-1.5' : 'mt-2 space-y-1.5 text-sm'}>
      {documents.map((document) => (
        <li key={document.name}>
          <a href={document.href} type="application/pdf" download className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {links[document.name] ?? document.name}
          </a>
        </li>
      ))}
    </ul>
  );
  if (!heading) return list;
  return (
    <div className="rounded-lg border border-line bg-surface-muted px-4 py-3">
      <p className="text-sm font-semibold text-ink">{heading}</p>
      {list}
    </div>
  );
}
