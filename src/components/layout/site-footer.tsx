import { ShieldCheck } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config/site';
import { Link } from '@/i18n/navigation';
import { routes, type RoutePath } from '@/lib/routes';
import { Logo } from './logo';

type FooterColumn = { heading: string; links: { href: RoutePath; label: string }[] };

/** The site footer (000 §2.3): description, certification, three link columns, legal links, copyright. */
export async function SiteFooter() {
  const t = await getTranslations('Footer');
  const columns: FooterColumn[] = [
    {
      heading: t('products'),
      links: [
        { href: routes.productInstaclear, label: 'InstaCLEAR' },
        { href: routes.productCircularTesting, label: 'Circular Testing' },
        { href: routes.productVdt, label: t('vdt') },
        { href: routes.productHairAnalysis, label: t('hairAnalysis') },
        { href: routes.productInstacheck, label: 'InstaCHECK' },
        { href: routes.productInstafind, label: 'InstaFIND' },
        { href: routes.drugTests, label: t('drugTests') },
        { href: routes.healthcareTests, label: t('healthcareTests') },
      ],
    },
    {
      heading: t('solutions'),
      links: [
        { href: routes.solutionsWorkplace, label: t('workplace') },
        { href: routes.solutionsHealthcare, label: t('healthcare') },
        { href: routes.solutionsPublicSector, label: t('publicSector') },
        { href: routes.solutionsEducation, label: t('education') },
        { href: routes.forEmployers, label: t('forEmployers') },
        { href: routes.forHealthcare, label: t('forHealthcare') },
      ],
    },
    {
      heading: t('company'),
      links: [
        { href: routes.about, label: t('about') },
        { href: routes.investors, label: t('investors') },
        { href: routes.news, label: t('news') },
        { href: routes.careers, label: t('careers') },
        { href: routes.innovativeHealthcare, label: t('innovativeHealthcare') },
        { href: routes.contact, label: t('contact') },
      ],
    },
  ];
  const legal: { href: RoutePath; label: string }[] = [
    { href: routes.privacyPolicy, label: t('privacy') },
    { href: routes.termsOfService, label: t('terms') },
    { href: routes.cookiePolicy, label: t('cookies') },
  ];

  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo inverse />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-brand-100">{t('description')}</p>
          <p className="mt-5 flex max-w-sm items-start gap-2 text-sm text-brand-100">
            <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-300" />
            <span>{t('certification')}</span>
          </p>
          <address className="mt-5 text-sm leading-relaxed text-brand-100 not-italic">
            {siteConfig.address.street}, {siteConfig.address.postalCode} {siteConfig.address.city}
            <br />
            <a className="underline-offset-4 hover:underline" href={`mailto:${siteConfig.email}`}>
              {siteConfig.email}
            </a>
            {' · '}
            <a className="underline-offset-4 hover:underline" href={siteConfig.phoneHref}>
              {siteConfig.phone}
            </a>
          </address>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold tracking-wide text-white">{column.heading}</h2>
            <ul className="mt-4 space-y-2.5">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-sm text-brand-100 underline-offset-4 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('copyright', { year: new Date().getFullYear(), company: siteConfig.name })}</p>
          <nav aria-label={t('legal')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legal.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="underline-offset-4 hover:text-white hover:underline">
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
