import { z } from 'zod';
import type { Catalogue } from '@/content/catalogue';
import { defineContent, localizedSchema } from '@/content/schema';
import type { Locale } from '@/i18n/locales';
import { formatter } from '@/lib/format-number';

/**
 * The compliance checklist's PDF (src/documents/compliance-checklist.tsx): its own texts, beyond the
 * checklist block of /resources/compliance-checklist (a CMS page) that it prints, and the
 * cut-off table both show, which is read from the catalogue, not written.
 */
export const complianceChecklistDocumentName = 'compliance-checklist';

/** The documents a checklist block can offer as its PDF: each prints the checklist of its page. */
export const checklistDocuments = [complianceChecklistDocumentName] as const;

export const complianceChecklistPdf = defineContent(
  'compliance-checklist-pdf',
  z.object({
    eyebrow: localizedSchema,
    /** The cover's subtitle (the page's intro speaks of the page). */
    subtitle: localizedSchema,
    /** `{date}` is replaced by the formatted date. */
    updatedLabel: localizedSchema,
    /** `{page}` and `{total}` are replaced by the page numbers. */
    pageLabel: localizedSchema,
    /** `{url}` is replaced by the address of the page. */
    onlineVersion: localizedSchema,
  }),
  {
    eyebrow: { en: 'Checklist for employers', sv: 'Checklista för arbetsgivare' },
    subtitle: {
      en: 'Everything an employer in Sweden and the Nordics should have in place before the first sample is taken – and afterwards. Tick each item as you go.',
      sv: 'Allt som en arbetsgivare i Sverige och övriga Norden bör ha på plats innan det första provet tas – och efteråt. Bocka av punkterna allteftersom.',
    },
    updatedLabel: { en: 'Last updated {date}', sv: 'Senast uppdaterad {date}' },
    pageLabel: { en: 'Page {page} of {total}', sv: 'Sida {page} av {total}' },
    onlineVersion: { en: 'Online version: {url}', sv: 'Webbversion: {url}' },
  },
);

/** One row of the cut-off table: a substance of the saliva test with its urine single-panel cut-off. */
export type CutOffRow = { code: string; substance: string; urine: string; saliva: string };

/**
 * The screening cut-offs a checklist shows, read from the catalogue (the substances of the saliva
 * test, with the urine cut-off of the single panel for the same substance) and formatted for the
 * language, so the checklist cannot drift from the product pages.
 */
export function checklistCutOffRows(catalogue: Catalogue, locale: Locale): CutOffRow[] {
  const format = formatter(locale);
  const panels = new Map(catalogue.singlePanels.map((panel) => [panel.id, panel]));
  return catalogue.saliva.substances.map((substance) => {
    const panel = substance.singlePanelId ? panels.get(substance.singlePanelId) : undefined;
    if (!panel) throw new Error(`checklist cut-offs: no single panel for ${substance.code}`);
    return {
      code: substance.code,
      substance: substance.name[locale],
      urine: format.format(panel.cutOffNgMl),
      saliva: format.format(substance.cutOffNgMl),
    };
  });
}
