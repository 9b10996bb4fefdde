import { getTranslations } from 'next-intl/server';
import { getCatalogue, getSiteSettings } from '@/cms/content';
import { UrineTests } from '@/components/lazy-leaves';
import { ActionLink, type Action } from '@/components/sections/action-links';
import { Section, SectionHeading } from '@/components/sections/section';
import { BadgeCheck, Search } from '@/components/ui/lucide';
import { JsonLd } from '@/components/ui/json-ld';
import type { Locale } from '@/i18n/locales';
import { filterEntryFor } from '@/lib/catalogue/filter';
import { buildProductListJsonLd } from '@/lib/catalogue/json-ld';
import { ManipulationCard } from './manipulation-card';
import { MultiPanelCard } from './multi-panel-card';
import { SalivaCard } from './saliva-card';
import { SinglePanelCard } from './single-panel-card';
import type { SinglePanelEntry, UrineTestsLabels } from './urine-tests';

type Props = {
  listName: string;
  urine: { title: string; intro: string; multiTitle: string; multiIntro: string; singleTitle: string; singleIntro: string };
  saliva: { title: string; intro: string; advantagesTitle: string; advantages: { text: string }[]; contactText: string; contact: Action; productIntro: string; productLink: string };
  manipulation: { title: string; intro: string; explanationTitle: string; productLink: string };
  locale: Locale;
};

/**
 * The drug tests (000 §2.5) from the catalogue: the urine tests (multi-panels, and single panels
 * with their filter), the saliva test and the manipulation control, each a section with a link
 * target, and every product in the page's structured data (`listName`).
 */
export async function DrugTestCatalogue({ listName, urine, saliva, manipulation, locale }: Props) {
  const t = await getTranslations('CatalogueFilter');
  const { multiPanels, singlePanels, saliva: salivaTest, manipulationControl: control } = await getCatalogue();

  const jsonLd = buildProductListJsonLd(
    listName,
    [...multiPanels, ...singlePanels, salivaTest, control].map((product) => ({
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
      <h3 className="text-2xl font-bold text-brand-950">{urine.multiTitle}</h3>
      <p className="mt-2 max-w-2xl text-ink-muted">{urine.multiIntro}</p>
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
      <h3 className="text-2xl font-bold text-brand-950">{urine.singleTitle}</h3>
      <p className="mt-2 max-w-2xl text-ink-muted">{urine.singleIntro}</p>
    </>
  );

  return (
    <>
      <JsonLd data={jsonLd} />
      <Section name="urine" anchor="urine-tests" title={urine.title} intro={urine.intro}>
        <UrineTests locale={locale} labels={labels} multiPanels={multiContent} singleIntro={singleIntro} entries={entries} searchIcon={<Search className="size-4" />} />
      </Section>

      <section id="saliva-tests" aria-labelledby="saliva-heading" className="bg-surface-muted py-16 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:items-start">
          {/* Shorter than the card beside it, the text stays in view while the card scrolls. */}
          <div className="lg:sticky lg:top-24">
            <SectionHeading id="saliva-heading" title={saliva.title} intro={saliva.intro} align="left" />
            <h3 className="mt-8 text-lg font-bold text-brand-950">{saliva.advantagesTitle}</h3>
            <ul className="mt-3 space-y-3">
              {saliva.advantages.map(({ text }) => (
                <li key={text} className="flex gap-3 text-ink">
                  <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  {text}
                </li>
              ))}
            </ul>
            <p className="mt-6 text-ink-muted">{saliva.contactText}</p>
            <ActionLink action={saliva.contact} size="md" className="mt-4" />
          </div>
          <div>
            <p className="mb-4 font-medium text-brand-900">{saliva.productIntro}</p>
            <SalivaCard test={salivaTest} locale={locale} linkLabel={saliva.productLink} />
          </div>
        </div>
      </section>

      <Section name="manipulation" anchor="manipulation-control" title={manipulation.title} intro={manipulation.intro}>
        <ManipulationCard control={control} locale={locale} explanationTitle={manipulation.explanationTitle} linkLabel={manipulation.productLink} />
      </Section>
    </>
  );
}
