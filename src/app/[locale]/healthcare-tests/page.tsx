import { BadgeCheck, HeartPulse, House, SearchCheck, ShieldCheck } from 'lucide-react';
import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HealthcareProductCard } from '@/components/catalogue/healthcare-product-card';
import { buttonVariants } from '@/components/ui/button';
import { CallToActionBand } from '@/components/ui/call-to-action-band';

import { SectionHeading } from '@/components/ui/section-heading';
import { getHealthcareFamilies, getHealthcareProducts } from '@/content/catalogue';
import { Link } from '@/i18n/navigation';
import { buildProductListJsonLd, serializeJsonLd } from '@/lib/catalogue/json-ld';
import { cn } from '@/lib/cn';
import { pageMetadata } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export async function generateMetadata({ params }: PageProps<'/[locale]/healthcare-tests'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'HealthcareTestsPage' });
  return pageMetadata({ locale, path: routes.healthcareTests, title: t('metaTitle'), description: t('metaDescription') });
}

const benefits = [
  { id: 'Convenience', icon: House },
  { id: 'Detection', icon: SearchCheck },
  { id: 'Quality', icon: ShieldCheck },
] as const;

/** Healthcare self-tests (000 §2.6): hero, the three families, benefits, call to action. */
export default async function HealthcareTestsPage({ params }: PageProps<'/[locale]/healthcare-tests'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('HealthcareTestsPage');
  const families = getHealthcareFamilies();

  const jsonLd = buildProductListJsonLd(
    t('jsonLdName'),
    getHealthcareProducts().map((product) => ({
      name: product.name[locale],
      description: product.description[locale],
      image: product.image.src,
    })),
  );

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />

      <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700">
        <div aria-hidden className="absolute -bottom-40 -left-40 size-[32rem] rounded-full bg-accent-400/15 blur-3xl" />
        <div className="container-page relative py-16 sm:py-20 lg:py-24">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-brand-50 ring-1 ring-white/20">
            <HeartPulse aria-hidden className="size-4 text-accent-300" />
            {t('heroBadge')}
          </p>
          <h1 className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{t('heroTitle')}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{t('heroDescription')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href={routes.contact} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
              {t('findRetailer')}
            </Link>
            <Link href={routes.products} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
              {t('viewProducts')}
            </Link>
          </div>
        </div>
      </section>

      {families.map((family, index) => (
        <section
          key={family.id}
          id={family.id}
          aria-labelledby={`${family.id}-heading`}
          className={cn('py-16 sm:py-20', index % 2 === 1 ? 'bg-surface-muted' : 'bg-white')}
        >
          <div className="container-page">
            <div className="mx-auto max-w-2xl text-center">
              <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
                <BadgeCheck aria-hidden className="size-4 text-accent-600" />
                {family.badge[locale]}
              </p>
              <h2 id={`${family.id}-heading`} className="mt-3 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
                {family.name}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-ink-muted">{family.description[locale]}</p>
            </div>
            <ul
              aria-label={t('familyProducts', { family: family.name })}
              className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            >
              {family.products.map((product) => (
                <li key={product.id} className="flex">
                  <HealthcareProductCard product={product} locale={locale} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}

      <section aria-labelledby="benefits-heading" className="bg-brand-50 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="benefits-heading" title={t('benefitsHeading')} />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {benefits.map(({ id, icon: Icon }) => (
              <li key={id} className="rounded-card border border-line bg-white p-6 text-center shadow-card">
                <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-brand-950">{t(`benefit${id}Title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{t(`benefit${id}Text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToActionBand heading={t('ctaHeading')} description={t('ctaDescription')}>
        <Link href={routes.contact} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
          {t('ctaButton')}
        </Link>
      </CallToActionBand>
    </>
  );
}
