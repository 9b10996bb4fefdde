import { BadgeCheck, ChevronLeft, ChevronRight, Download, Info, LineChart } from '@/components/ui/lucide';
import { getInvestorFigures, getSiteSettings } from '@/cms/content';
import { getTranslations } from 'next-intl/server';
import { FigureCards } from '@/components/company/figure-cards';
import { FinancialTable } from '@/components/company/financial-table';
import { InitiativesCarousel } from '@/components/company/initiatives-carousel';
import { RevenueEbitdaChart } from '@/components/company/revenue-ebitda-chart';
import { RiskMatrix } from '@/components/company/risk-matrix';
import { ShareBarChart } from '@/components/company/share-bar-chart';
import { Timeline } from '@/components/company/timeline';
import { Tooltip } from '@/components/company/tooltip';
import { UseOfFundsChart } from '@/components/company/use-of-funds-chart';
import { ActionLink, ActionLinks } from '@/components/sections/action-links';
import { CallToActionBand } from '@/components/sections/call-to-action-band';
import { ComparisonTable } from '@/components/sections/comparison-table';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { HeroBadge, HeroShell } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { LogoStrip } from '@/components/sections/logo-strip';
import { Section } from '@/components/sections/section';
import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { fillTemplate, investorsContent } from '@/content/investors/content';
import { isProfit } from '@/content/investors/figures';
import { formatEur, formatMsek } from '@/content/investors/format';
import { formatPercent } from '@/lib/format-number';
import { investorsPage } from '@/content/pages/investors';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { documentHref } from '@/documents/paths';
import type { Locale } from '@/i18n/locales';
import { metadataFor, pageLocale } from '@/i18n/page';
import { routes } from '@/lib/routes';

export const generateMetadata = metadataFor(routes.investors, investorsPage.meta);

/** The investor summary PDF in the page's language (src/documents/investor-summary.tsx). */
function DownloadDeck({ locale, label, format, variant }: { locale: Locale; label: string; format: string; variant: 'inverse' | 'outline' }) {
  return (
    <a href={documentHref('investor-summary', locale)} download className={buttonVariants({ variant, size: 'lg' })}>
      <Download aria-hidden />
      <span>
        {label} <span className="text-sm font-normal opacity-80">({format})</span>
      </span>
    </a>
  );
}

/**
 * Investors (001 §2 Investor, §9): the round, key metrics, financial plan with chart, market,
 * strategic initiatives carousel, competition, traction with the ISO 13485 tooltip, timeline, risk
 * matrix, investment terms with use of funds, exit strategy. Every figure comes from
 * src/content/investors/figures.ts, like the investor summary PDF offered for download.
 */
export default async function InvestorsPage({ params }: PageProps<'/[locale]/investors'>) {
  const locale = await pageLocale(params);
  const figures = await getInvestorFigures();
  const page = investorsContent(locale, await getSiteSettings(), figures);
  const t = await getTranslations('Common');
  const { hero, financials, market, initiatives, traction, risks, opportunity } = page;
  const total = initiatives.items.length;

  return (
    <>
      <HeroShell>
        {/* The picture sits beside the title only; the key figures below keep the full width. */}
        <div className="grid items-center gap-10 lg:grid-cols-[1.15fr_1fr]">
          <div>
            <HeroBadge icon={<LineChart aria-hidden className="size-4 text-accent-300" />}>{hero.badge}</HeroBadge>
            <h1 className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{hero.title}</h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{hero.description}</p>
          </div>
          <HeroScene path={routes.investors} size="banner" />
        </div>
        <h2 className="sr-only">{hero.figuresLabel}</h2>
        <FigureCards items={hero.figures} tone="dark" className="mt-8 max-w-4xl" />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ActionLinks actions={hero.actions} />
          <DownloadDeck locale={locale} {...page.downloadDeck} variant="inverse" />
        </div>
      </HeroShell>

      <aside aria-labelledby="disclaimer-heading" className="border-b border-line bg-surface-muted">
        <div className="container-page flex gap-3 py-5 text-sm text-ink-muted">
          <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <p>
            <strong id="disclaimer-heading" className="font-semibold text-ink">
              {page.disclaimer.title}.
            </strong>{' '}
            {page.disclaimer.text}
          </p>
        </div>
      </aside>

      <Section name="key-metrics" title={page.keyMetrics.title}>
        <FigureCards items={page.keyMetrics.items} />
      </Section>

      <Section name="financials" tone="muted" eyebrow={financials.eyebrow} title={financials.title} intro={financials.intro}>
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:items-start">
          <FinancialTable
            caption={financials.tableCaption}
            columns={financials.columns}
            noMargin={financials.noMargin}
            rows={figures.financialYears.map((row) => ({
              year: row.year,
              revenue: formatMsek(row.revenueMsek, locale),
              growth: formatPercent(row.growthPercent, locale, 1),
              ebitda: formatMsek(row.ebitdaMsek, locale),
              negative: !isProfit(row),
              margin: row.marginPercent === null ? null : formatPercent(row.marginPercent, locale, 1),
            }))}
          />
          <RevenueEbitdaChart
            id="revenue-ebitda-chart"
            locale={locale}
            caption={financials.chartCaption}
            tableCaption={financials.chartTableCaption}
            labels={{ year: financials.columns.year, revenue: financials.columns.revenue, ebitda: financials.columns.ebitda }}
            rows={figures.financialYears.map((row) => ({
              year: row.year,
              revenue: row.revenueMsek,
              ebitda: row.ebitdaMsek,
              revenueText: formatMsek(row.revenueMsek, locale),
              ebitdaText: formatMsek(row.ebitdaMsek, locale),
            }))}
          />
        </div>
      </Section>

      <Section name="market" eyebrow={market.eyebrow} title={market.title} intro={market.intro}>
        <FigureCards items={market.figures} />
        <div className="mx-auto mt-8 max-w-2xl">
          <ShareBarChart
            id="market-chart"
            caption={market.chartCaption}
            columns={{ label: market.chartColumns.market, value: market.chartColumns.size }}
            rows={[
              { key: 'nordic', label: market.regions.nordic, value: figures.market.nordicMeur, valueText: formatEur(figures.market.nordicMeur, locale) },
              { key: 'dach', label: market.regions.dach, value: figures.market.dachMeur, valueText: formatEur(figures.market.dachMeur, locale) },
              { key: 'uk', label: market.regions.uk, value: figures.market.ukMeur, valueText: formatEur(figures.market.ukMeur, locale) },
            ]}
          />
        </div>
      </Section>

      <Section name="initiatives" tone="brand" eyebrow={initiatives.eyebrow} title={initiatives.title} intro={initiatives.intro}>
        <div className="mx-auto max-w-4xl">
          <InitiativesCarousel
            labels={{
              carousel: initiatives.carouselLabel,
              previous: initiatives.previous,
              next: initiatives.next,
              slides: initiatives.items.map((_, index) => fillTemplate(initiatives.slideLabel, { index: index + 1, total })),
              announcements: initiatives.items.map((item, index) => fillTemplate(initiatives.announcement, { index: index + 1, total, title: item.title })),
            }}
            icons={{ previous: <ChevronLeft aria-hidden />, next: <ChevronRight aria-hidden /> }}
            slides={initiatives.items.map((item) => ({
              id: item.id,
              content: (
                <article className="grid h-full gap-6 rounded-card border border-line bg-white p-6 shadow-card sm:grid-cols-[auto_1fr] sm:p-10">
                  <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-700 text-white">
                    <Icon name={item.icon} className="size-7" />
                  </span>
                  <div>
                    <h3 className="text-2xl font-bold text-brand-950">{item.title}</h3>
                    <p className="mt-3 leading-relaxed text-ink-muted">{item.description}</p>
                    <ul className="mt-5 space-y-2">
                      {item.highlights.map((highlight) => (
                        <li key={highlight} className="flex gap-2 text-sm font-medium text-ink">
                          <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
                          {highlight}
                        </li>
                      ))}
                    </ul>
                  </div>
                </article>
              ),
            }))}
          />
        </div>
      </Section>

      <Section name="competition" {...page.competition}>
        <div className="mx-auto max-w-4xl">
          <ComparisonTable table={page.competition.table} yes={t('yes')} no={t('no')} />
        </div>
      </Section>

      <Section name="traction" tone="muted" eyebrow={traction.eyebrow} title={traction.title} intro={traction.intro}>
        <FigureCards items={traction.stats} />
        <h3 className="mt-12 text-center text-lg font-bold text-brand-950">{traction.partnersTitle}</h3>
        <LogoStrip logos={traction.partners} className="mt-6" />
        <h3 className="sr-only">{traction.certificationsLabel}</h3>
        <ul className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <li>
            <Tooltip
              text={traction.iso.tooltip}
              trigger={
                <>
                  <BadgeCheck aria-hidden className="size-5 text-accent-600" />
                  {traction.iso.label}
                  <Info aria-hidden className="size-4 text-brand-600" />
                </>
              }
            />
          </li>
          <li className="flex min-h-11 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-card ring-1 ring-brand-200">
            <BadgeCheck aria-hidden className="size-5 text-accent-600" />
            {traction.ce}
          </li>
        </ul>
      </Section>

      <Section name="timeline" {...page.timeline}>
        <Timeline items={page.timeline.items} status={page.timeline.status} />
      </Section>

      <Section name="risks" tone="muted" eyebrow={risks.eyebrow} title={risks.title} intro={risks.intro}>
        <RiskMatrix
          items={risks.items}
          labels={{
            matrixCaption: risks.matrixCaption,
            likelihood: risks.likelihood,
            impact: risks.impact,
            levels: risks.levels,
            ratings: risks.ratings,
            noRisks: risks.noRisks,
            listTitle: risks.tableCaption,
            columns: risks.columns,
          }}
        />
      </Section>

      <Section name="opportunity" anchor="investment-opportunity" eyebrow={opportunity.eyebrow} title={opportunity.title} intro={opportunity.intro}>
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:items-start">
          <div className="rounded-card bg-brand-900 p-6 text-white shadow-card sm:p-8">
            <h3 className="text-xl font-bold">{opportunity.termsTitle}</h3>
            <dl className="mt-5 divide-y divide-white/15">
              {opportunity.terms.map((term) => (
                <div key={term.label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
                  <dt className="text-sm text-brand-100">{term.label}</dt>
                  <dd className="font-bold tabular-nums">{term.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div>
            <h3 className="mb-4 text-xl font-bold text-brand-950">{opportunity.useOfFunds.title}</h3>
            <UseOfFundsChart
              id="use-of-funds-chart"
              caption={opportunity.useOfFunds.caption}
              columns={opportunity.useOfFunds.columns}
              total={formatMsek(figures.raise.totalMsek, locale)}
              rows={figures.useOfFunds.map((item) => ({
                key: item.category,
                label: opportunity.useOfFunds.items[item.category].label,
                description: opportunity.useOfFunds.items[item.category].description,
                percent: item.percent,
                percentText: formatPercent(item.percent, locale, 1),
              }))}
            />
          </div>
        </div>
        <h3 className="mt-12 text-xl font-bold text-brand-950">{opportunity.safeguardsTitle}</h3>
        <FeatureGrid items={opportunity.safeguards} columns={2} className="mt-6" />
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {opportunity.actions.map((action) => (
            <ActionLink key={action.href} action={action} />
          ))}
          <DownloadDeck locale={locale} {...page.downloadDeck} variant="outline" />
        </div>
      </Section>

      <Section name="exit" tone="brand" eyebrow={page.exit.eyebrow} title={page.exit.title} intro={page.exit.intro}>
        <FeatureGrid items={page.exit.options} columns={3} />
      </Section>

      <CallToActionBand {...page.cta} />
      <BreadcrumbsJsonLd path={routes.investors} locale={locale} />
    </>
  );
}
