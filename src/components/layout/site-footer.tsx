import { ChevronDown, ShieldCheck } from '@/components/ui/lucide';
import { getLocale, getTranslations } from 'next-intl/server';
import { getNavigation, getSiteSettings } from '@/cms/content';
import { manufacturerSrn } from '@/content/documents/conformity';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { Logo } from './logo';

/** The site footer (000 §2.3): description, certification, three link columns, legal links, copyright. */
export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const company = await getSiteSettings();
  const navigation = await getNavigation((await getLocale()) as Locale);
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo inverse />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-brand-100">{navigation.footerDescription}</p>
          <p className="mt-5 flex max-w-sm items-start gap-2 text-sm text-brand-100">
            <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-300" />
            <span>{navigation.certification}</span>
          </p>
          <address className="mt-5 text-sm leading-relaxed text-brand-100 not-italic">
            {company.address.street}, {company.address.postalCode} {company.address.city}
            <br />
            <a className="underline-offset-4 hover:underline" href={`mailto:${company.email}`}>
              {company.email}
            </a>
            <br />
            <a className="underline-offset-4 hover:underline" href={company.phoneHref}>
              {company.phone}
            </a>
          </address>
          {/* The manufacturer's registration and where a problem with a device is reported, as IVDR asks of a manufacturer. */}
          <p className="mt-5 text-sm leading-relaxed text-brand-100">
            {t('srn')} <span className="whitespace-nowrap">SRN {manufacturerSrn}</span>
            <br />
            <a className="font-semibold text-white underline underline-offset-4 hover:text-brand-50" href={`mailto:${company.email}?subject=${encodeURIComponent(t('problemSubject'))}`}>
              {t('reportProblem')}
            </a>
          </p>
        </div>
        {/* On phones each column folds under its heading, so the page does not end in a wall of links. */}
        <div className="-my-5 md:hidden">
          {navigation.footerColumns.map((column) => (
            <nav key={column.heading} aria-label={column.heading} className="border-b border-white/10">
              <details className="group">
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between text-sm font-semibold tracking-wide text-white [&::-webkit-details-marker]:hidden">
                  {column.heading}
                  <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
                </summary>
                <FooterLinks links={column.links} className="pb-5" />
              </details>
            </nav>
          ))}
        </div>
        {navigation.footerColumns.map((column) => (
          <nav key={column.heading} aria-label={column.heading} className="hidden md:block">
            <h2 className="text-sm font-semibold tracking-wide text-white">{column.heading}</h2>
            <FooterLinks links={column.links} className="mt-4" />
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('copyright', { year: new Date().getFullYear(), company: company.name })}</p>
          <nav aria-label={t('legal')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {navigation.legal.map((link) => (
                <li key={link.page}>
                  <Link href={link.page} className="underline-offset-4 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ links, className }: { links: readonly { page: string; label: string }[]; className: string }) {
  return (
    <ul className={`space-y-2.5 ${className}`}>
      {links.map((link) => (
        <li key={link.page}>
          <Link href={link.page} className="text-sm text-brand-100 underline-offset-4 hover:text-white hover:underline">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
