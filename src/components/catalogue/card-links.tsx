import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { contactHrefFor } from './contact-link';
import { InstructionsLink } from './instructions-link';
import { PerformanceNote } from '@/components/documents/performance-note';

/**
 * The foot of a single-panel or self-test card: its headline performance figure (first from 640 px,
 * where a buyer compares cards), 'Learn More' (the contact form, prefilled with the product; the
 * same solid button as every product card) and its instructions for use. `cat-links` lays them side
 * by side in the phone rows.
 */
export function CardLinks({ contactKey, articleNr, name, locale }: { contactKey: string; articleNr: string; name: string; locale: Locale }) {
  const t = useTranslations('Catalogue');
  return (
    <div className="cat-links flex flex-col">
      {/* From 640 px the card's last row is as tall as its row's tallest: the button keeps to its foot,
          so buttons line up across a row however the note above them wraps. */}
      <Link href={contactHrefFor(contactKey)} className={buttonVariants({ variant: 'outline', className: 'mt-5 w-full sm:mt-auto sm:w-auto sm:self-start' })}>
        {t('learnMore')}
        <span className="sr-only">{`: ${name}`}</span>
      </Link>
      <InstructionsLink articleNr={articleNr} name={name} locale={locale} className="mt-3 self-center sm:self-start" />
      <PerformanceNote articleNr={articleNr} locale={locale} figure className="mt-4 max-sm:mt-0 max-sm:basis-full sm:order-first sm:mb-5" />
    </div>
  );
}
