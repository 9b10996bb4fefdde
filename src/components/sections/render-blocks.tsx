import { getTranslations } from 'next-intl/server';
import { CircularSavingsCalculatorSection } from '@/components/calculators/circular-savings-calculator-section';
import { HairRoiSection } from '@/components/calculators/hair-roi-section';
import { SavingsCalculatorSection } from '@/components/calculators/savings-calculator-section';
import { VdtRoiSection } from '@/components/calculators/vdt-roi-section';
import { DrugTestCatalogue } from '@/components/catalogue/drug-test-catalogue';
import { HealthcareCatalogue } from '@/components/catalogue/healthcare-catalogue';
import { HomeHero } from '@/components/home/home-hero';
import { DocumentsLibrary } from '@/components/documents/documents-library';
import { LeadFormSection } from './lead-form-section';
import { WhitepaperCards, WhitepaperPromo } from './whitepaper-cards';
import { Proof } from './proof';
import { Tabs } from '@/components/lazy-leaves';
import { FigureCards } from '@/components/company/figure-cards';
import { Disclaimer, FiguresHero, FinancialPlan, Initiatives, InvestmentTerms, MarketSizes, Traction } from '@/components/company/investor-sections';
import { MilestoneCards } from '@/components/company/milestone-cards';
import { RiskMatrix } from '@/components/company/risk-matrix';
import { Timeline } from '@/components/company/timeline';
import { MissionVision } from '@/components/company/mission-vision';
import { NewsSection } from '@/components/company/news-section';
import { TeamSection } from '@/components/company/team-section';
import { Info } from '@/components/ui/lucide';
import { Icon } from '@/components/ui/icon';
import { comparisonRecord, type PageBlock } from '@/cms/queries/pages';
import { cutoutOf, heroPalette, isLineupPath, isStage } from '@/content/hero-scenes';
import { productPictures, type ProductId, type ProductRecord } from '@/content/products';
import { leadFormAnchors } from '@/lib/leads/form-pages';
import { retailers } from '@/content/retailers';
import { siteStorageTable } from '@/content/site-storage';
import { inLocale } from '@/i18n/localized';
import { cn } from '@/lib/cn';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { buttonVariants } from '@/components/ui/button';
import { routes } from '@/lib/routes';
import { ActionLink, type Action } from './action-links';
import { BadgeRow } from './badge-row';
import { CallToActionBand } from './call-to-action-band';
import { CaseStudies } from './case-studies';
import { CodeBlock } from './code-block';
import { ComparisonTable } from './comparison-table';
import { Faq } from './faq';
import { FeatureGrid } from './feature-grid';
import { FloatingActionBar, FloatingActionEnd } from './floating-action';
import { DetailPanel } from './detail-panel';
import { DownloadList } from './download-list';
import { Hero, LineupHero, PageBanner } from './hero';
import { HeroScene } from './hero-scene';
import { IdealFor } from './ideal-for';
import { LegalPage } from './legal-page';
import { ChecklistPage } from './checklist-page';
import { LogoStrip } from './logo-strip';
import { MetricsPanel } from './metrics-panel';
import { Notice } from './notice';
import { OfferCards } from './offer-cards';
import { ProductHero } from './product-hero';
import { ProductDetails, ProductFit } from './product-range';
import { RetailerList } from './retailer-list';
import { Section } from './section';
import { SolutionPanel } from './solution-panel';
import { SpecList } from './spec-list';
import { StatStrip } from './stat-strip';
import { StepList } from './step-list';
import { Testimonials } from './testimonials';
import { TestimonialsSection } from './testimonials-section';
import { TrustedBy } from './trusted-by';
import { VideoPlaceholder } from './video-placeholder';
import { Prose } from './text-section';

/** A section's name for its heading's id: the block's name in the admin, or its type and place. */
function sectionName(block: PageBlock, index: number): string {
  const name = block.blockName?.toLowerCase().replace(/[^a-z0-9]+/gu, '-').replace(/^-|-$/gu, '');
  return name || `${block.blockType.toLowerCase()}-${index + 1}`;
}

/** What a section block gives its section: a name for its heading, a link target, a background and the heading. */
function sectionOf(block: Extract<PageBlock, { tone: unknown; anchor: unknown }>, index: number) {
  return { name: sectionName(block, index), anchor: block.anchor, tone: block.tone, eyebrow: block.eyebrow, title: block.title, intro: block.intro };
}

/** The size of a downloadable document in bytes (null if it cannot be made): server code the page route passes in. */
export type DocumentSize = (name: string, locale: Locale) => Promise<number | null>;

type Context = { index: number; path: string; pageName: string; locale: Locale; product?: ProductId; products?: readonly ProductRecord[]; yes: string; no: string; moreQuestions: string; contactUs: string; contactButton: string; documentSize: DocumentSize };

/**
 * The product drawn large beside its specifications on wide screens (under the section's heading,
 * where the column would otherwise be empty); decorative, the heading names the product.
 */
function ProductPicture({ product }: { product: ProductId }) {
  return (
    <div aria-hidden className="mt-10 hidden rounded-card bg-gradient-to-br from-brand-50 via-white to-accent-50 p-6 ring-1 ring-line lg:block">
      {/* eslint-disable-next-line @next/next/no-img-element -- a local SVG gains nothing from next/image's optimiser */}
      <img src={cutoutOf(productPictures[product])} width={480} height={360} alt="" loading="lazy" decoding="async" className="w-full" />
    </div>
  );
}

/** An action centred under a section's content. */
const ActionBelow = ({ action }: { action?: Action }) =>
  action && (
    <div className="mt-8 flex justify-center">
      <ActionLink action={action} size="md" />
    </div>
  );

/** One block of a page's layout (texts already in the page's language, placeholders filled). */
function RenderBlock({ block, context: { index, path, pageName, locale, product, products, yes, no, moreQuestions, contactUs, contactButton, documentSize } }: { block: PageBlock; context: Context }) {
  switch (block.blockType) {
    case 'banner':
      return <PageBanner art={block.scene && <HeroScene path={block.scene} size="banner" />} title={block.title} intro={block.intro} />;
    case 'newsCards':
      return <NewsSection name={sectionName(block, index)} title={block.title} locale={locale} />;
    case 'downloads':
      return (
        <Section {...sectionOf(block, index)} className="py-12 sm:py-16">
          <DownloadList files={block.files} />
        </Section>
      );
    case 'legal': {
      const sections = block.sections.map((section) => ({
        id: section.anchor,
        heading: section.heading,
        paragraphs: section.paragraphs.map((paragraph) => paragraph.text),
        items: section.items.length > 0 ? section.items.map((item) => item.text) : undefined,
        table: section.table === 'siteStorage' ? siteStorageTable(locale) : undefined,
        link: section.link,
      }));
      return <LegalPage locale={locale} title={block.title} intro={block.intro} updated={block.updated} sections={sections} />;
    }
    case 'checklist': {
      const sections = block.sections.map((section) => ({ ...section, id: section.anchor, items: section.items.map((item) => ({ ...item, id: item.anchor })) }));
      return <ChecklistPage {...block} sections={sections} locale={locale} documentSize={documentSize} />;
    }
    case 'hero': {
      const text = { badge: block.badge, badgeIcon: block.badgeIcon, title: block.title, description: block.description, actions: block.actions };
      if (isLineupPath(block.scene)) return <LineupHero {...text} path={block.scene} />;
      return <Hero {...text} art={<HeroScene path={block.scene} />} artFirstOnPhones={isStage(block.scene)} palette={heroPalette(block.scene)} glow={block.glow} />;
    }
    case 'homeHero': {
      const { badge, heading, description, actions, carouselLabel, learnMore, cards } = block;
      const categories = { drug: block.drugCategory, healthcare: block.healthcareCategory };
      const headlines = block.headlines.map((headline) => headline.text);
      return <HomeHero {...{ badge, heading, headlines, description, actions, carouselLabel, learnMore, categories, cards, locale }} />;
    }
    case 'productHero': {
      const { product, badge, actions, download, stats, comingSoon, scene, glow } = block;
      return (
        <ProductHero product={product} path={path} locale={locale} badge={badge} actions={actions} download={download} stats={stats} comingSoon={comingSoon} scene={scene} glow={glow} />
      );
    }
    case 'specs':
      return (
        <Section {...sectionOf(block, index)} layout="split" aside={product && <ProductPicture product={product} />}>
          <SpecList rows={block.rows} />
        </Section>
      );
    case 'retailers':
      return (
        <Section {...sectionOf(block, index)}>
          {block.look === 'names' ? (
            <LogoStrip logos={retailers.map((retailer) => ({ name: retailer.name, kind: retailer.description[locale] }))} />
          ) : (
            <RetailerList retailers={inLocale(retailers, locale)} />
          )}
        </Section>
      );
    case 'productCards': {
      const { groups, featuresLabel, learnMore, comingSoon, listName } = block;
      return (
        <Section {...sectionOf(block, index)}>
          <ProductDetails locale={locale} groups={groups} labels={{ featuresLabel, learnMore, comingSoon }} listName={listName} products={products} />
        </Section>
      );
    }
    case 'productFit':
      return (
        <Section {...sectionOf(block, index)}>
          <ProductFit
            locale={locale}
            groups={block.groups}
            bestFor={Object.fromEntries(block.bestFor.map((row) => [row.product, row.text]))}
            learnMore={block.learnMore}
          />
        </Section>
      );
    case 'mission':
      return (
        <Section {...sectionOf(block, index)}>
          <MissionVision
            mission={{ title: block.missionTitle, text: block.mission }}
            vision={{ title: block.visionTitle, text: block.vision }}
            differentiatorsTitle={block.differentiatorsTitle}
            differentiators={block.differentiators}
          />
        </Section>
      );
    case 'team':
      return (
        <Section {...sectionOf(block, index)}>
          <TeamSection locale={locale} labels={{ tabs: block.tabsLabel, executive: block.executiveTab, advisory: block.advisoryTab }} />
        </Section>
      );
    case 'milestones':
      return (
        <Section {...sectionOf(block, index)}>
          <MilestoneCards items={block.items} />
        </Section>
      );
    case 'sectorTabs': {
      const labels = { keyBenefits: block.keyBenefits, idealFor: block.idealFor, learnMore: block.learnMore };
      return (
        <Section {...sectionOf(block, index)}>
          <Tabs
            label={block.tabsLabel}
            idPrefix="solution"
            param="tab"
            items={block.tabs.map((tab) => ({
              id: tab.key,
              label: tab.label,
              icon: <Icon name={tab.icon} />,
              panel: <SolutionPanel title={tab.title} summary={tab.summary} benefits={tab.benefits} idealFor={tab.idealForText} href={tab.href} labels={labels} />,
            }))}
          />
        </Section>
      );
    }
    case 'detailTabs':
      return (
        <Section {...sectionOf(block, index)}>
          <Tabs
            label={block.tabsLabel}
            idPrefix={block.addressName}
            param={block.addressName}
            items={block.tabs.map((tab) => ({
              id: tab.key,
              label: tab.label,
              icon: <Icon name={tab.icon} />,
              panel: (
                <DetailPanel title={tab.title} description={tab.description} points={tab.points.map((point) => point.text)} action={tab.action}>
                  {tab.samples.length > 0 && (
                    <div className="space-y-4">
                      {tab.samples.map((sample) => (
                        <CodeBlock key={sample.title} title={sample.title} note={sample.note} code={sample.code} language={sample.language} />
                      ))}
                    </div>
                  )}
                </DetailPanel>
              ),
            }))}
          />
        </Section>
      );
    case 'testimonials':
      return <TestimonialsSection placement={block.placement} locale={locale} section={sectionOf(block, index)} />;
    case 'caseStudies': {
      const items = block.items.map((item) => ({ ...item, id: item.key, results: item.results.map((result) => result.text) }));
      return (
        <Section {...sectionOf(block, index)}>
          <CaseStudies items={items} labels={{ results: block.resultsLabel, readFull: block.readFull }} />
        </Section>
      );
    }
    case 'drugTestCatalogue':
      return <DrugTestCatalogue listName={block.listName} urine={block.urine} saliva={block.saliva} manipulation={block.manipulation} locale={locale} />;
    case 'catalogue':
      return <HealthcareCatalogue listName={block.listName} locale={locale} />;
    case 'statStrip':
      if (block.showHeading) {
        return (
          <Section name={sectionName(block, index)} tone={block.tone} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
            <StatStrip stats={block.items} columns={block.columns} />
          </Section>
        );
      }
      return (
        <Section name={sectionName(block, index)} title={block.title} hideHeading tone={block.tone} className={block.tone === 'white' ? 'border-b border-line bg-white' : 'py-10'}>
          <StatStrip stats={block.items} columns={block.columns} />
        </Section>
      );
    case 'featureGrid':
      if (block.layout === 'checks') {
        return (
          <Section
            {...sectionOf(block, index)}
            layout="split"
            aside={
              // Under the heading, beside the longer list: the way on for a reader the list has convinced.
              <Link href={routes.contact} className={buttonVariants({ variant: 'outline', className: 'mt-8' })}>
                {contactButton}
              </Link>
            }
          >
            <FeatureGrid items={block.items} layout="checks" />
          </Section>
        );
      }
      return (
        <Section {...sectionOf(block, index)}>
          <FeatureGrid
            items={block.items}
            columns={block.columns}
            layout={block.layout === 'centered' ? 'stacked' : block.layout}
            centered={block.layout === 'centered'}
            tone={block.iconTone}
          />
          {block.badges.length > 0 && <BadgeRow badges={block.badges.map((badge) => badge.text)} className="mt-10" />}
          {block.comparison.rows.length > 0 && (
            <div className="mt-12">
              <ComparisonTable table={comparisonRecord(block.comparison)} yes={yes} no={no} />
            </div>
          )}
        </Section>
      );
    case 'metrics':
      return (
        <Section {...sectionOf(block, index)}>
          <MetricsPanel stats={block.items} />
          <ActionBelow action={block.action} />
        </Section>
      );
    case 'comparison':
      return (
        <Section {...sectionOf(block, index)}>
          {block.badges.length > 0 && <BadgeRow badges={block.badges.map((badge) => badge.text)} />}
          <div className={cn(!block.wide && 'mx-auto max-w-4xl', block.badges.length > 0 && 'mt-10')}>
            <ComparisonTable table={comparisonRecord(block)} yes={yes} no={no} />
          </div>
        </Section>
      );
    case 'trustedBy':
      return (
        <Section {...sectionOf(block, index)}>
          <TrustedBy locale={locale} logosLabel={block.logosLabel} logos={block.logos} placement={block.testimonials} rating={{ value: block.ratingValue, label: block.ratingLabel }} />
        </Section>
      );
    case 'whitepaperList':
      return (
        <Section {...sectionOf(block, index)}>
          <WhitepaperCards locale={locale} labels={{ highlights: block.highlightsLabel, productLink: block.productLink }} />
        </Section>
      );
    case 'whitepaperPromo':
      return (
        <Section {...sectionOf(block, index)}>
          <WhitepaperPromo whitepaper={block.whitepaper} action={block.action} locale={locale} />
        </Section>
      );
    case 'proof':
      return (
        <Section {...sectionOf(block, index)}>
          <Proof logos={block.logos} testimonials={block.testimonials} badges={block.badges.map((badge) => badge.text)} locale={locale} />
        </Section>
      );
    case 'buttonSection':
      return (
        <Section {...sectionOf(block, index)}>
          <div className="flex justify-center">
            <ActionLink action={block.action} />
          </div>
        </Section>
      );
    case 'documentLibrary':
      return <DocumentsLibrary locale={locale} />;
    case 'leadForm':
      return (
        <LeadFormSection
          form={block.form}
          eyebrow={block.eyebrow}
          title={block.title}
          intro={block.intro}
          contents={block.contents.map((point) => point.text)}
          thankYouAction={block.thankYouAction}
          locale={locale}
        />
      );
    case 'calculator':
      return (
        <Section {...sectionOf(block, index)}>
          {block.calculator === 'circular' ? (
            <CircularSavingsCalculatorSection locale={locale} action={block.action} />
          ) : block.calculator === 'vdt' ? (
            <VdtRoiSection locale={locale} action={block.action} />
          ) : block.calculator === 'hair' ? (
            <>
              <HairRoiSection locale={locale} caption={block.title} />
              <ActionBelow action={block.action} />
            </>
          ) : (
            <SavingsCalculatorSection locale={locale} action={block.action} />
          )}
        </Section>
      );
    case 'floatingAction':
      return <FloatingActionEnd href={block.href} label={block.label} />;
    case 'idealFor':
      return <IdealFor name={sectionName(block, index)} title={block.title} text={block.text} action={block.action} />;
    case 'prose':
      return (
        <Section {...sectionOf(block, index)} layout="split">
          <Prose paragraphs={block.paragraphs.map((paragraph) => paragraph.text)} items={block.items.map((item) => item.text)} className={block.textSize === 'large' ? 'text-lg' : undefined} />
          {block.action && <ActionLink action={block.action} size="md" className="mt-6" />}
        </Section>
      );
    case 'notice':
      return (
        <Notice name={sectionName(block, index)} title={block.title} paragraphs={block.paragraphs.map((paragraph) => paragraph.text)}>
          {block.action && (
            <div className="mt-6">
              <ActionLink action={block.action} />
            </div>
          )}
        </Notice>
      );
    case 'quote': {
      const { quote, author, role, organisation } = block;
      return (
        <Section {...sectionOf(block, index)} className="py-16 sm:py-20">
          <Testimonials items={[{ quote, author, position: role, organisation }]} className="mx-auto max-w-2xl" />
        </Section>
      );
    }
    case 'offerCards': {
      const grouped = block.groups.length > 1 || block.groups.some((group) => group.title);
      return (
        <Section {...sectionOf(block, index)}>
          {block.groups.map((group, groupIndex) => {
            const cards = group.cards.map((card) => ({ ...card, items: card.items.map((item) => item.text) }));
            if (!grouped) return <OfferCards key={groupIndex} items={cards} itemsLabel={block.itemsLabel} />;
            return (
              <div key={groupIndex} className={groupIndex > 0 ? 'mt-12' : undefined}>
                {group.title && <h3 className="text-2xl font-bold text-brand-950">{group.title}</h3>}
                <OfferCards items={cards} itemsLabel={block.itemsLabel} headingLevel="h4" className="mt-6" />
              </div>
            );
          })}
          {block.note && (
            <p className="mx-auto mt-8 flex max-w-2xl items-start justify-center gap-2 text-center text-sm text-ink-muted">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {block.note}
            </p>
          )}
        </Section>
      );
    }
    case 'steps':
      return (
        <Section {...sectionOf(block, index)}>
          {block.video ? (
            // The steps beside the video that shows them, which stays in view while they are read.
            <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:items-start">
              <StepList steps={block.items} stacked />
              <div className="lg:sticky lg:top-24">
                <VideoPlaceholder {...block.video} />
              </div>
            </div>
          ) : (
            <StepList steps={block.items} />
          )}
          <ActionBelow action={block.action} />
        </Section>
      );
    case 'faq':
      return (
        <Section
          {...sectionOf(block, index)}
          layout="split"
          aside={
            <p className="mt-6 text-ink-muted">
              {moreQuestions}{' '}
              <Link href={routes.contact} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
                {contactUs} →
              </Link>
            </p>
          }
        >
          <Faq name={`${pageName}-faq`} items={block.items} />
        </Section>
      );
    case 'callToAction':
      return <CallToActionBand heading={block.heading} description={block.description} actions={block.actions} />;
    case 'figuresHero':
      return <FiguresHero block={block} />;
    case 'disclaimer':
      return <Disclaimer block={block} name={sectionName(block, index)} />;
    case 'figureCards':
      return (
        <Section {...sectionOf(block, index)}>
          <FigureCards items={block.figures} />
        </Section>
      );
    case 'financialPlan':
      return (
        <Section {...sectionOf(block, index)}>
          <FinancialPlan block={block} locale={locale} />
        </Section>
      );
    case 'marketSizes':
      return (
        <Section {...sectionOf(block, index)}>
          <MarketSizes block={block} locale={locale} />
        </Section>
      );
    case 'initiatives':
      return (
        <Section {...sectionOf(block, index)}>
          <Initiatives block={block} />
        </Section>
      );
    case 'traction':
      return (
        <Section {...sectionOf(block, index)}>
          <Traction block={block} />
        </Section>
      );
    case 'timeline':
      return (
        <Section {...sectionOf(block, index)}>
          <Timeline items={block.items} status={block.status} />
        </Section>
      );
    case 'riskMatrix': {
      const { matrix, levels, ratings, columns } = block;
      return (
        <Section {...sectionOf(block, index)}>
          <RiskMatrix
            items={block.items.map((item, row) => ({ ...item, id: item.id || String(row) }))}
            labels={{ matrixCaption: matrix.caption, likelihood: matrix.likelihood, impact: matrix.impact, noRisks: matrix.noRisks, levels, ratings, listTitle: block.tableCaption, columns }}
          />
        </Section>
      );
    }
    case 'investmentTerms':
      return (
        <Section {...sectionOf(block, index)}>
          <InvestmentTerms block={block} locale={locale} />
        </Section>
      );
  }
}

/** A CMS page's sections in order: the one renderer of page layouts. */
export async function RenderBlocks({
  blocks,
  path,
  locale,
  documentSize,
  name,
  products,
}: {
  blocks: readonly PageBlock[];
  path: string;
  locale: Locale;
  documentSize: DocumentSize;
  name: string;
  /** The product list's products with their figures marked (getFilledPage); without, the list reads them. */
  products?: readonly ProductRecord[];
}) {
  const pageName = path.split('/').at(-1) || 'home';
  const t = await getTranslations('Common');
  // A product page's product (its opening names it), for sections that show the product itself.
  const product = blocks.find((block) => block.blockType === 'productHero')?.product;
  const context = { path, pageName, locale, documentSize, product, products, yes: t('yes'), no: t('no'), moreQuestions: t('moreQuestions'), contactUs: t('contactUs'), contactButton: t('contactButton') };
  const rendered = blocks.map((block, index) => <RenderBlock key={block.id ?? index} block={block} context={{ ...context, index }} />);
  // A floating action also shows as a bar from the end of the opening section on (see FloatingActionBar).
  const action = blocks.find((block) => block.blockType === 'floatingAction');
  if (action?.blockType === 'floatingAction') {
    // The sections a visitor may want to jump to: those with an eyebrow, named by it (a form's
    // section by its own anchor, every other by its heading).
    const sections = blocks.flatMap((block, index) =>
      index > 0 && 'eyebrow' in block && typeof block.eyebrow === 'string' && block.eyebrow
        ? [{ href: `#${block.blockType === 'leadForm' ? leadFormAnchors[block.form] : `${sectionName(block, index)}-heading`}`, label: block.eyebrow }]
        : [],
    );
    rendered.splice(1, 0, <FloatingActionBar key="floating-action-bar" name={name} href={action.href} label={action.label} sections={sections} sectionsLabel={t('onThisPage')} />);
  }
  return rendered;
}
