import { ArrowRight, BadgeCheck, CheckCircle2, Pause, Play, Quote } from 'lucide-react';
import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HeroRotator, type HeroRotatorCard } from '@/components/home/hero-rotator';
import { HomeIcon } from '@/components/home/home-icon';
import { buttonVariants } from '@/components/ui/button';
import { CallToActionBand } from '@/components/ui/call-to-action-band';

import { SectionHeading } from '@/components/ui/section-heading';
import { siteConfig } from '@/config/site';
import { getProductImage } from '@/content/catalogue';
import { homeContent } from '@/content/home';
import { Link } from '@/i18n/navigation';
import { localizedPath } from '@/i18n/paths';
import { pageMetadata } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'HomePage' });
  return pageMetadata({ locale, path: routes.home, title: t('metaTitle'), description: t('metaDescription') });
}

/** Home (000 §2.4): hero, statistics, products, drug-test solutions, why us, testimonials, call to action. */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('HomePage');
  const total = homeContent.heroCards.length;

  const heroCards: HeroRotatorCard[] = homeContent.heroCards.map((card) => ({
    id: card.id,
    category: t(`heroCategories.${card.category}`),
    name: t(`heroCards.${card.id}.name`),
    description: t(`heroCards.${card.id}.description`),
    href: localizedPath(card.category === 'drug' ? routes.drugTests : routes.healthcareTests, locale),
    learnMore: t('learnMore'),
    stats: [
      { value: card.stats[0], label: t(`heroCards.${card.id}.stat1`) },
      { value: card.stats[1], label: t(`heroCards.${card.id}.stat2`) },
    ],
    icon: <HomeIcon name={card.icon} />,
    // The schema guarantees the product exists.
    image: getProductImage(card.productId)!,
  }));

  const organizationJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.name,
    url: siteConfig.url,
    email: siteConfig.email,
    telephone: siteConfig.phone,
    foundingDate: String(siteConfig.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: siteConfig.address.street,
      postalCode: siteConfig.address.postalCode,
      addressLocality: siteConfig.address.city,
      addressCountry: siteConfig.address.countryCode,
    },
  };

  return (
    <>
      <script
        type="application/ld+json"
        // JSON.stringify output with "<" escaped cannot close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(organizationJsonLd).replace(/</g, '\\u003c') }}
      />
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700">
        <div aria-hidden className="absolute -top-40 -right-40 size-[32rem] rounded-full bg-accent-400/15 blur-3xl" />
        <div className="container-page relative py-14 sm:py-20 lg:py-24">
          <HeroRotator
            headlines={homeContent.headlineIds.map((id) => t(`headlines.${id}`))}
            cards={heroCards}
            intervalMs={homeContent.rotationIntervalMs}
            labels={{
              carousel: t('carouselLabel'),
              slideLabels: heroCards.map((card, index) => t('slideLabel', { index: index + 1, total, name: card.name })),
              goTo: heroCards.map((card, index) => t('goToSlide', { index: index + 1, name: card.name })),
              pause: t('pauseRotation'),
              play: t('playRotation'),
            }}
            icons={{
              learnMore: <ArrowRight aria-hidden className="size-4" />,
              pause: <Pause aria-hidden className="size-4" />,
              play: <Play aria-hidden className="size-4" />,
            }}
            lead={
              <>
                <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-brand-50 ring-1 ring-white/20">
                  <BadgeCheck aria-hidden className="size-4 text-accent-300" />
                  {t('heroBadge')}
                </p>
                <h1 className="mt-5 text-base font-semibold tracking-wide text-accent-200 uppercase">{t('heroHeading')}</h1>
              </>
            }
          >
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">{t('heroDescription')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link href={routes.contact} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
                {t('heroPrimaryCta')}
              </Link>
              <Link href={routes.products} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
                {t('heroSecondaryCta')}
              </Link>
            </div>
          </HeroRotator>
        </div>
      </section>

      <section aria-labelledby="stats-heading" className="border-b border-line bg-white">
        <h2 id="stats-heading" className="sr-only">
          {t('statsHeading')}
        </h2>
        <dl className="container-page grid grid-cols-2 gap-6 py-10 lg:grid-cols-4">
          {homeContent.stats.map((stat) => (
            <div key={stat.id} className="flex flex-col-reverse text-center">
              <dt className="mt-1 text-sm text-ink-muted">{t(`stats.${stat.id}`)}</dt>
              <dd className="text-3xl font-extrabold text-brand-700 sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="products-heading" className="bg-surface-muted py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="products-heading" eyebrow={t('productsEyebrow')} title={t('productsHeading')} intro={t('productsIntro')} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {homeContent.productCards.map((card) => (
              <li key={card.id} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <HomeIcon name={card.icon} className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-brand-950">{t(`products.${card.id}.name`)}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{t(`products.${card.id}.description`)}</p>
                <Link href={card.href} className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
                  {t('learnMore')}
                  <span className="sr-only">: {t(`products.${card.id}.name`)}</span>
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="solutions-heading" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="solutions-heading" eyebrow={t('solutionsEyebrow')} title={t('solutionsHeading')} intro={t('solutionsIntro')} />
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {homeContent.solutionCards.map((card) => (
              <li key={card.id} className="flex gap-5 rounded-card border border-line bg-white p-6 shadow-card">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                  <HomeIcon name={card.icon} className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-bold text-brand-950">{t(`solutions.${card.id}.name`)}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-ink-muted">{t(`solutions.${card.id}.description`)}</p>
                  <Link href={card.href} className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
                    {t('viewTests')}
                    <span className="sr-only">: {t(`solutions.${card.id}.name`)}</span>
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="bg-brand-50 py-16 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-start">
          <SectionHeading id="why-heading" eyebrow={t('whyEyebrow')} title={t('whyHeading')} intro={t('whyIntro')} align="left" />
          <ul className="grid gap-5 sm:grid-cols-2">
            {homeContent.whyChooseIds.map((id) => (
              <li key={id} className="flex gap-3">
                <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0 text-accent-600" />
                <div>
                  <h3 className="font-semibold text-brand-950">{t(`why.${id}.title`)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t(`why.${id}.description`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="testimonials-heading" eyebrow={t('testimonialsEyebrow')} title={t('testimonialsHeading')} />
          <ul className="mt-10 grid gap-6 lg:grid-cols-3">
            {homeContent.testimonialIds.map((id) => (
              <li key={id}>
                <figure className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card">
                  <Quote aria-hidden className="size-8 text-brand-200" />
                  <blockquote className="mt-4 flex-1 leading-relaxed text-ink">{t(`testimonials.${id}.quote`)}</blockquote>
                  <figcaption className="mt-6 border-t border-line pt-4">
                    <p className="font-semibold text-brand-950">{t(`testimonials.${id}.author`)}</p>
                    <p className="text-sm text-ink-muted">
                      {t(`testimonials.${id}.position`)}, {t(`testimonials.${id}.company`)}
                    </p>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToActionBand heading={t('ctaHeading')} description={t('ctaDescription')}>
        <Link href={routes.contact} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
          {t('ctaDemo')}
        </Link>
        <Link href={routes.products} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
          {t('ctaProducts')}
        </Link>
      </CallToActionBand>
    </>
  );
}
