import type { LeadFormController } from './use-lead-form';
import type { LeadFormName } from '@/lib/leads/schemas';

/**
 * After a whitepaper form succeeds: the PDF(s) the server says it delivered, as download links in
 * the page's language. Rendered inside the form, right under the kit's success message, with and
 * without JavaScript (the server's answer carries the documents either way).
 */
export function WhitepaperDownloads<F extends LeadFormName>({
  lead,
  heading,
  titles,
}: {
  lead: LeadFormController<F>;
  heading: string;
  /** The title of each whitepaper PDF, by document name. */
  titles: Record<string, string>;
}) {
  const documents = lead.announcement === 'success' && lead.result?.status === 'success' ? (lead.result.documents ?? []) : [];
  if (documents.length === 0) return null;
  return (
    <div className="rounded-lg border border-line bg-surface-muted px-4 py-3">
      <p className="text-sm font-semibold text-ink">{heading}</p>
      <ul className="mt-2 space-y-1.5">
        {documents.map((document) => (
          <li key={document.name}>
            <a href={document.href} download className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {titles[document.name] ?? document.name} (PDF)
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
