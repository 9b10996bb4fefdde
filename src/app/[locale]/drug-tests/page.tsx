import { BadgeCheck, Clock, Layers, Search, ShieldCheck, Target, TriangleAlert } from 'lucide-react';
import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CatalogueIcon } from '@/components/catalogue/catalogue-icon';
import { CeBadge } from '@/components/catalogue/ce-badge';
import { contactHrefFor } from '@/components/catalogue/contact-link';
import { LazyCookieNotice } from '@/components/layout/lazy-cookie-notice';
import { MultiPanelCard } from '@/components/catalogue/multi-panel-card';
import { ProductDetails } from '@/components/catalogue/product-details';
import { ProductImage } from '@/components/catalogue/product-image';
import { SinglePanelCard } from '@/components/catalogue/single-panel-card';
import { UrineTests, type SinglePanelEntry, type UrineTestsLabels } from '@/components/catalogue/urine-tests';
import { buttonVariants } from '@/components/ui/button';
import { CallToActionBand } from '@/components/ui/call-to-action-band';

import { SectionHeading } from '@/components/ui/section-heading';
import { getManipulationControl, getMultiPanels, getSalivaTest, getSinglePanels } from '@/content/catalogue';
import { Link } from '@/i18n/navigation';
import { buildProductListJsonLd, serializeJsonLd } from '@/lib/catalogue/json-ld';
import { localizedPath } from '@/i18n/paths';
import { pageMetadata } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export async function generateMetadata({ params }: PageProps<'/[locale]/drug-tests'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'DrugTestsPage' });
  return pageMetadata({ locale, path: routes.drugTests, title: t('metaTitle'), description: t('metaDescription') });
}

const benefits = [
  { id: 'Accuracy', icon: Target },
  { id: 'Time', icon: Clock },
  { id: 'Comprehensive', icon: Layers },
  { id: 'Quality', icon: ShieldCheck },
] as const;

/** Drug tests (000 §2.5): hero, urine tests, saliva tests, manipulation control, benefits, call to action. */
export default async function DrugTestsPage({ params }: PageProps<'/[locale]/drug-tests'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('DrugTestsPage');
  const tc = await getTranslations('Catalogue');
  const tn = await getTranslations('CookieNotice');

  const multiPanels = getMultiPanels();
  const singlePanels = getSinglePanels();
  const saliva = getSalivaTest();
  const control = getManipulationControl();

  const jsonLd = buildProductListJsonLd(
    t('jsonLdName'),
    [...multiPanels, ...singlePanels, saliva, control].map((product) => ({
      name: product.name[locale],
      description: product.description[locale],
      sku: product.articleNr,
      image: product.image.src,
    })),
  );

  const labels: UrineTestsLabels = {
    tabsLabel: t('tabsLabel'),
    tabs: { multi: t('tabMulti'), single: t('tabSingle') },
    searchLabel: t('searchLabel'),
    searchPlaceholder: t('searchPlaceholder'),
    groupLabel: t('groupLabel'),
    groups: {
      all: t('groupAll'),
      stimulants: t('groupStimulants'),
      opioids: t('groupOpioids'),
      sedatives: t('groupSedatives'),
      others: t('groupOthers'),
    },
    noResults: t('noResults'),
    resultCounts: Array.from({ length: singlePanels.length + 1 }, (_, count) => t('resultCount', { count })),
  };

  // Only what the filter reads travels to the browser with each server-rendered card.
  const entries: SinglePanelEntry[] = singlePanels.map((panel) => ({
    id: panel.id,
    group: panel.group,
    abbreviation: panel.abbreviation,
    articleNr: panel.articleNr,
    name: panel.name,
    card: <SinglePanelCard panel={panel} locale={locale} />,
  }));

  const multiContent = (
    <>
      <h3 className="text-2xl font-bold text-brand-950">{t('multiHeading')}</h3>
      <p className="mt-2 max-w-2xl text-ink-muted">{t('multiIntro')}</p>
      <ul className="mt-8 grid gap-6 xl:grid-cols-2">
        {multiPanels.map((panel) => (
          <li key={panel.id} className="flex">
            <MultiPanelCard panel={panel} locale={locale} />
          </li>
        ))}
      </ul>
    </>
  );

  const singleIntro = (
    <>
      <h3 className="text-2xl font-bold text-brand-950">{t('singleHeading')}</h3>
      <p className="mt-2 max-w-2xl text-ink-muted">{t('singleIntro')}</p>
    </>
  );

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />

      <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700">
        <div aria-hidden className="absolute -top-40 -right-40 size-[32rem] rounded-full bg-accent-400/15 blur-3xl" />
        <div className="container-page relative py-16 sm:py-20 lg:py-24">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-brand-50 ring-1 ring-white/20">
            <BadgeCheck aria-hidden className="size-4 text-accent-300" />
            {t('heroBadge')}
          </p>
          <h1 className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{t('heroTitle')}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{t('heroDescription')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href={routes.contact} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
              {t('heroPrimary')}
            </Link>
            <a href="#urine-tests" className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
              {t('heroSecondary')}
            </a>
          </div>
        </div>
      </section>

      <section id="urine-tests" aria-labelledby="urine-heading" className="scroll-mt-20 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="urine-heading" title={t('urineHeading')} intro={t('urineIntro')} />
          <div className="mt-10">
            <UrineTests locale={locale} labels={labels} multiPanels={multiContent} singleIntro={singleIntro} entries={entries} searchIcon={<Search className="size-4" />} />
          </div>
        </div>
      </section>

      <section id="saliva-tests" aria-labelledby="saliva-heading" className="bg-surface-muted py-16 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:items-start">
          <div>
            <SectionHeading id="saliva-heading" title={t('salivaHeading')} intro={t('salivaIntro')} align="left" />
            <h3 className="mt-8 text-lg font-bold text-brand-950">{t('salivaAdvantagesHeading')}</h3>
            <ul className="mt-3 space-y-3">
              {[t('salivaAdvantageSpeed'), t('salivaAdvantageSampling')].map((advantage) => (
                <li key={advantage} className="flex gap-3 text-ink">
                  <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  {advantage}
                </li>
              ))}
            </ul>
            <p className="mt-6 text-ink-muted">{t('salivaContact')}</p>
            <Link href={routes.contact} className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
              {t('ctaButton')}
            </Link>
          </div>
          <div>
            <p className="mb-4 font-medium text-brand-900">{t('salivaMultiIntro')}</p>
            <article
              data-testid="saliva-card"
              className="overflow-hidden rounded-card border border-line bg-white shadow-card"
            >
              <div className="grid sm:grid-cols-[2fr_3fr]">
                <div className="p-5 pb-0 sm:pr-0 sm:pb-5">
                  <ProductImage className="rounded-xl" src={saliva.image.src} width={saliva.image.width} height={saliva.image.height} alt={tc('imageAlt', { name: saliva.name[locale] })} />
                </div>
                <div className="flex flex-col gap-4 p-5 sm:p-6">
                  <div className="flex items-center justify-between gap-3">
                    <CatalogueIcon icon={saliva.icon} />
                    <CeBadge label={tc('ceMarked')} />
                  </div>
                  <h3 className="text-xl font-bold text-brand-950">{saliva.name[locale]}</h3>
                  <p className="text-sm leading-relaxed text-ink-muted">{saliva.description[locale]}</p>
                  <ProductDetails
                    items={[
                      { label: tc('articleNr'), value: saliva.articleNr },
                      { label: tc('readingTime'), value: tc('minutes', { count: saliva.readingTimeMinutes }) },
                      { label: tc('quantity'), value: tc('pieces', { count: saliva.quantity }) },
                    ]}
                  />
                </div>
              </div>
              <div className="border-t border-line p-5 sm:p-6">
                <table className="w-full text-sm">
                  <caption className="mb-2 text-left font-semibold text-brand-900">
                    {tc('substances', { count: saliva.substances.length })}
                  </caption>
                  <thead>
                    <tr className="text-left text-xs tracking-wide text-ink-muted uppercase">
                      <th scope="col" className="pb-1 font-semibold">{tc('substance')}</th>
                      <th scope="col" className="pb-1 text-right font-semibold">{tc('cutOff')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {saliva.substances.map((substance) => (
                      <tr key={substance.code} className="border-t border-line">
                        <th scope="row" className="py-1.5 text-left font-medium text-ink">
                          {substance.name[locale]}
                          {substance.code !== substance.name[locale] && (
                            <span className="ml-1.5 text-xs font-semibold text-ink-muted">{substance.code}</span>
                          )}
                        </th>
                        <td className="py-1.5 text-right font-semibold text-brand-800">
                          {tc('cutOffValue', { value: substance.cutOffNgMl })}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <Link href={contactHrefFor(saliva.articleNr)} className={buttonVariants({ className: 'mt-5' })}>
                  {t('salivaLearnMore')}
                  <span className="sr-only">: {saliva.name[locale]}</span>
                </Link>
              </div>
            </article>
          </div>
        </div>
      </section>

      <section id="manipulation-control" aria-labelledby="manipulation-heading" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="manipulation-heading" title={t('manipulationHeading')} intro={t('manipulationIntro')} />
          <article
            data-testid="manipulation-card"
            className="mt-10 grid overflow-hidden rounded-card border border-line bg-white shadow-card lg:grid-cols-2"
          >
            <div className="p-6 pb-0 sm:p-8 sm:pb-0 lg:pr-0 lg:pb-8">
              <ProductImage className="rounded-xl" src={control.image.src} width={control.image.width} height={control.image.height} alt={tc('imageAlt', { name: control.name[locale] })} />
            </div>
            <div className="flex flex-col gap-5 p-6 sm:p-8">
              <div className="flex items-center justify-between gap-3">
                <CatalogueIcon icon={control.icon} />
                <CeBadge label={tc('ceMarked')} />
              </div>
              <div>
                <h3 className="text-2xl font-bold text-brand-950">{control.name[locale]}</h3>
                <p className="mt-2 leading-relaxed text-ink-muted">{control.description[locale]}</p>
              </div>
              <ProductDetails
                items={[
                  { label: tc('articleNr'), value: control.articleNr },
                  { label: tc('quantity'), value: tc('pieces', { count: control.quantity }) },
                ]}
              />
              <div>
                <h4 className="font-semibold text-brand-900">{t('explanationHeading')}</h4>
                <p className="mt-1 text-sm leading-relaxed text-ink">{control.explanation[locale]}</p>
              </div>
              <div>
                <h4 className="font-semibold text-brand-900">{tc('markers')}</h4>
                <ul className="mt-2 grid gap-3 sm:grid-cols-2">
                  {control.markers.map((marker) => (
                    <li key={marker.id} className="rounded-xl border border-line bg-surface-muted p-3 text-sm">
                      <p className="font-semibold text-ink">{marker.name[locale]}</p>
                      <p className="mt-1 text-ink-muted">{marker.description[locale]}</p>
                    </li>
                  ))}
                </ul>
              </div>
              <p className="flex gap-2 rounded-xl bg-danger-soft p-3 text-sm text-danger">
                <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                {control.caveat[locale]}
              </p>
              <Link href={contactHrefFor(control.articleNr)} className={buttonVariants({ className: 'self-start' })}>
                {t('requestInfo')}
                <span className="sr-only">: {control.name[locale]}</span>
              </Link>
            </div>
          </article>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="bg-brand-50 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="benefits-heading" title={t('benefitsHeading')} intro={t('benefitsIntro')} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.map(({ id, icon: Icon }) => (
              <li key={id} className="rounded-card border border-line bg-white p-6 shadow-card">
                <span className="flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-brand-950">{t(`benefit${id}Title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{t(`benefit${id}Text`)}</p>
              </li>
            ))}
          </ul>
          <p className="mx-auto mt-10 flex w-fit items-center gap-2 rounded-full bg-white px-4 py-2 text-center text-sm font-semibold text-brand-800 shadow-card ring-1 ring-brand-100">
            <BadgeCheck aria-hidden className="size-5 shrink-0 text-accent-600" />
            {t('complianceBadge')}
          </p>
        </div>
      </section>

      <CallToActionBand heading={t('ctaHeading')} description={t('ctaDescription')}>
        <Link href={routes.contact} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
          {t('ctaButton')}
        </Link>
      </CallToActionBand>

      <LazyCookieNotice
        label={tn('label')}
        text={tn('text')}
        dismiss={tn('dismiss')}
        more={tn('more')}
        moreHref={`${localizedPath(routes.privacyPolicy, locale)}#cookies`}
      />
    </>
  );
}
