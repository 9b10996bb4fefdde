import { BadgeCheck, Search } from '@/components/ui/lucide';
import { getSiteSettings } from '@/cms/content';
import { getTranslations } from 'next-intl/server';
import { ManipulationCard } from '@/components/catalogue/manipulation-card';
import { MultiPanelCard } from '@/components/catalogue/multi-panel-card';
import { SalivaCard } from '@/components/catalogue/saliva-card';
import { SinglePanelCard } from '@/components/catalogue/single-panel-card';
import { UrineTests, type SinglePanelEntry, type UrineTestsLabels } from '@/components/catalogue/urine-tests';
import { ActionLink } from '@/components/sections/action-links';
import { BadgeRow } from '@/components/sections/badge-row';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { CallToActionBand } from '@/components/sections/call-to-action-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { HeroArt } from '@/components/sections/hero-art';
import { Section, SectionHeading } from '@/components/sections/section';
import { JsonLd } from '@/components/ui/json-ld';
import { getManipulationControl, getMultiPanels, getProductImage, getSalivaTest, getSinglePanels } from '@/content/catalogue';
import { drugTestsPage } from '@/content/pages/drug-tests';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { filterEntryFor } from '@/lib/catalogue/filter';
import { buildProductListJsonLd } from '@/lib/catalogue/json-ld';
import { routes } from '@/lib/routes';

export const generateMetadata = metadataFor(routes.drugTests, drugTestsPage.meta);

/** Drug tests (000 §2.5): hero, urine tests, saliva tests, manipulation control, benefits, call to action. */
export default async function DrugTestsPage({ params }: PageProps<'/[locale]/drug-tests'>) {
  const locale = await pageLocale(params);
  const page = inLocale(drugTestsPage, locale);
  const t = await getTranslations('CatalogueFilter');

  const multiPanels = getMultiPanels();
  const singlePanels = getSinglePanels();
  const saliva = getSalivaTest();
  const control = getManipulationControl();

  const jsonLd = buildProductListJsonLd(
    page.jsonLdName,
    [...multiPanels, ...singlePanels, saliva, control].map((product) => ({
      name: product.name[locale],
      description: product.description[locale],
      sku: product.articleNr,
      image: product.image.src,
    })),
    (await getSiteSettings()).name,
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
    clearSearch: t('clearSearch'),
    resultCounts: Array.from({ length: singlePanels.length + 1 }, (_, count) => t('resultCount', { count })),
  };

  // Only what the filter reads (in this language) travels to the browser with each server-rendered card.
  const entries: SinglePanelEntry[] = singlePanels.map((panel) => ({
    ...filterEntryFor(panel, locale),
    card: <SinglePanelCard panel={panel} locale={locale} />,
  }));

  const multiContent = (
    <>
      <h3 className="text-2xl font-bold text-brand-950">{page.urine.multiTitle}</h3>
      <p className="mt-2 max-w-2xl text-ink-muted">{page.urine.multiIntro}</p>
      <ul className="mt-8 grid gap-6">
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
      <h3 className="text-2xl font-bold text-brand-950">{page.urine.singleTitle}</h3>
      <p className="mt-2 max-w-2xl text-ink-muted">{page.urine.singleIntro}</p>
    </>
  );

  return (
    <>
      <JsonLd data={jsonLd} />
      <BreadcrumbsJsonLd path={routes.drugTests} locale={locale} />
      <Hero
        {...page.hero}
        badgeIcon={<BadgeCheck aria-hidden className="size-4 text-accent-300" />}
        art={<HeroArt images={[getProductImage('multi-17')!, getProductImage('amp')!, getProductImage('saliva-multi-7')!]} />}
      />

      <Section name="urine" anchor="urine-tests" title={page.urine.title} intro={page.urine.intro}>
        <UrineTests locale={locale} labels={labels} multiPanels={multiContent} singleIntro={singleIntro} entries={entries} searchIcon={<Search className="size-4" />} />
      </Section>

      <section id="saliva-tests" aria-labelledby="saliva-heading" className="bg-surface-muted py-16 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:items-start">
          <div>
            <SectionHeading id="saliva-heading" title={page.saliva.title} intro={page.saliva.intro} align="left" />
            <h3 className="mt-8 text-lg font-bold text-brand-950">{page.saliva.advantagesTitle}</h3>
            <ul className="mt-3 space-y-3">
              {page.saliva.advantages.map((advantage) => (
                <li key={advantage} className="flex gap-3 text-ink">
                  <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  {advantage}
                </li>
              ))}
            </ul>
            <p className="mt-6 text-ink-muted">{page.saliva.contactText}</p>
            <ActionLink action={{ label: page.saliva.contactLabel, href: routes.contact, variant: 'outline' }} size="md" className="mt-4" />
          </div>
          <div>
            <p className="mb-4 font-medium text-brand-900">{page.saliva.productIntro}</p>
            <SalivaCard test={saliva} locale={locale} linkLabel={page.saliva.productLink} />
          </div>
        </div>
      </section>

      <Section name="manipulation" anchor="manipulation-control" title={page.manipulation.title} intro={page.manipulation.intro}>
        <ManipulationCard
          control={control}
          locale={locale}
          explanationTitle={page.manipulation.explanationTitle}
          linkLabel={page.manipulation.productLink}
        />
      </Section>

      <Section name="benefits" tone="brand" title={page.benefits.title} intro={page.benefits.intro}>
        <FeatureGrid items={page.benefits.items} columns={4} />
        <BadgeRow badges={[page.benefits.badge]} className="mt-10" />
      </Section>

      <CallToActionBand {...page.cta} />
    </>
  );
}
