import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ArrowRight, Clock, FileText, LineChart, Mail, MapPin, Phone, TriangleAlert } from '@/components/ui/lucide';
import { Link } from '@/i18n/navigation';
import { getSiteSettings } from '@/cms/content';
import type { Locale } from '@/i18n/locales';

type Slot = { opens: string; closes: string } | null;

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/** One fact: its icon and name, then the value. */
function Detail({ icon: Icon, term, children }: { icon: typeof Mail; term: string; children: ReactNode }) {
  return (
    <div className="relative pl-9">
      <dt className="font-semibold text-ink">
        <Icon aria-hidden className="absolute top-0.5 left-0 size-5 text-brand-700" />
        {term}
      </dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

/** An e-mail address with a break opportunity after its @: 'kontakt@ / nordicrapiddiagnostics.se'. */
const emailLines = (email: string) => {
  const at = email.indexOf('@') + 1;
  return at > 0 ? (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  ) : (
    email
  );
};

/**
 * The company's postal address, e-mail, phone and opening hours, from the site settings, and the
 * two pages people often write in to ask for: the document library and investor relations.
 */
export async function ContactDetails({ locale }: { locale: Locale }) {
  const t = await getTranslations('ContactDetails');
  const footer = await getTranslations('Footer');
  const company = await getSiteSettings();
  const { address, openingHours } = company;
  // Times are stored as 08:00; Swedish writes them 08.00.
  const time = (value: string) => (locale === 'sv' ? value.replace(':', '.') : value);
  const hours = (slot: Slot) => (slot ? `${time(slot.opens)}–${time(slot.closes)}` : t('closed'));

  return (
    <aside aria-labelledby="contact-info-heading" className="flex flex-col rounded-card bg-surface-muted p-6 sm:p-8">
      <h2 id="contact-info-heading" className="text-xl font-bold text-brand-950">
        {t('title')}
      </h2>
      <dl className="mt-6 space-y-6 text-sm">
        <Detail icon={MapPin} term={t('address')}>
          <address className="text-ink-muted not-italic">
            {company.name}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}
          </address>
        </Detail>
        <Detail icon={Mail} term={t('email')}>
          {/* A long address breaks after its @ (and, if it must, anywhere) rather than run past the panel's edge. */}
          <a href={`mailto:${company.email}`} className={`${linkClass} [overflow-wrap:anywhere]`}>
            {emailLines(company.email)}
          </a>
        </Detail>
        <Detail icon={Phone} term={t('phone')}>
          <a href={company.phoneHref} className={linkClass}>
            {company.phone}
          </a>
        </Detail>
        <Detail icon={Clock} term={t('hours')}>
          <span className="block text-ink-muted">
            {t('weekdays')}: {hours(openingHours.weekdays)}
          </span>
          <span className="block text-ink-muted">
            {t('weekend')}: {hours(openingHours.weekend)}
          </span>
        </Detail>
      </dl>
      <nav aria-labelledby="contact-elsewhere-heading" className="mt-8 border-t border-line pt-6 lg:mt-auto">
        <h3 id="contact-elsewhere-heading" className="font-semibold text-ink">
          {t('elsewhere')}
        </h3>
        <ul className="mt-3 space-y-3 text-sm">
          {(
            [
              { href: '/documents', icon: FileText, label: t('documents') },
              { href: '/investors', icon: LineChart, label: t('investors') },
              // A complaint about a device goes to the same inbox as the footer's link, marked by its subject.
              { href: `mailto:${company.email}?subject=${encodeURIComponent(footer('problemSubject'))}`, icon: TriangleAlert, label: footer('reportProblem') },
            ] as const
          ).map(({ href, icon: Icon, label }) => {
            const content = (
              <>
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
                <span className="flex-1">{label}</span>
                <ArrowRight aria-hidden className="mt-0.5 size-4 shrink-0 transition-transform group-hover:translate-x-0.5" />
              </>
            );
            const className = 'group flex items-start gap-3 rounded-lg bg-white p-3 font-medium text-brand-700 ring-1 ring-line hover:ring-brand-300';
            return (
              <li key={href}>
                {href.startsWith('mailto:') ? (
                  <a href={href} className={className}>
                    {content}
                  </a>
                ) : (
                  <Link href={href} className={className}>
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
