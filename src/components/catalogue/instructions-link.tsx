import { FileText } from '@/components/ui/lucide';
import { useTranslations } from 'next-intl';
import { instructionsDocumentName } from '@/content/documents/paths';
import { documentHref } from '@/documents/paths';
import type { Locale } from '@/i18n/locales';

/**
 * The card's link to the article's instructions for use as a PDF in the page's language (IVDR
 * Annex I §20; the HTML version and earlier editions are at /documents/<article number>).
 */
export function InstructionsLink({ articleNr, name, locale, className }: { articleNr: string; name: string; locale: Locale; className?: string }) {
  const t = useTranslations('Catalogue');
  return (
    <a
      href={documentHref(instructionsDocumentName(articleNr), locale)}
      type="application/pdf"
      // The visible label plus the product, as one name (an sr-only span in a flex link reads 'PDF : name').
      aria-label={`${t('instructionsPdf')}: ${name}`}
      className={`inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 ${className ?? ''}`}
    >
      <FileText aria-hidden className="size-4 shrink-0" />
      {t('instructionsPdf')}
    </a>
  );
}
