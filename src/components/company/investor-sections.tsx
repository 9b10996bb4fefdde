import { BadgeCheck, ChevronLeft, ChevronRight, Download, Info } from '@/components/ui/lucide';
import { getInvestorFigures } from '@/cms/content';
import type { PageBlock } from '@/cms/queries/pages';
import { InitiativesCarousel, Tooltip } from '@/components/lazy-leaves';
import { ActionLink, ActionLinks } from '@/components/sections/action-links';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { HeroBadge, HeroShell } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { LogoStrip } from '@/components/sections/logo-strip';
import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { isProfit } from '@/content/investors/figures';
import { formatEur, formatMsek } from '@/content/investors/format';
import type { Locale } from '@/i18n/locales';
import { formatPercent } from '@/lib/format-number';
import { fillRenderValues } from '@/lib/placeholders';
import { FigureCards } from './figure-cards';
import { FinancialTable } from './financial-table';
import { RevenueEbitdaChart } from './revenue-ebitda-chart';
import { ShareBarChart } from './share-bar-chart';
import { UseOfFundsChart } from './use-of-funds-chart';

/**
 * The sections of an investor page that draw on the Investor figures record: the block gives the
 * texts, the record the numbers, formatted for the page's language.
 */
type BlockOf<Type extends PageBlock['blockType']> = Extract<PageBlock, { blockType: Type }>;

/** A download of a site document (the investor summary PDF), its file type after the text. */
export function DocumentDownload({ download }: { download: { label: string; format: string; href: string } }) {
  return (
    <a href={download.href} download className={buttonVariants({ variant: 'outline', size: 'lg' })}>
      <Download aria-hidden />
      <span>
        {download.label}
        {download.format && <span className="text-sm font-normal opacity-80"> ({download.format})</span>}
      </span>
    </a>
  );
}

/** An opening with the key figures and the buttons under the heading, the products beside them on wide screens. */
export function FiguresHero({ block }: { block: BlockOf<'figuresHero'> }) {
  return (
    <HeroShell>
      <div className="grid items-center gap-10 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <HeroBadge icon={block.badgeIcon && <Icon name={block.badgeIcon} className="size-4 text-accent-300" />}>{block.badge}</HeroBadge>
          <h1 className="mt-5 max-w-3xl text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-white sm:text-5xl sm:leading-[1.1]">{block.title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{block.description}</p>
          <h2 className="sr-only">{block.figuresLabel}</h2>
          <FigureCards items={block.figures} tone="dark" className="mt-8" />
          <ActionLinks actions={block.actions} className="mt-8" />
          {/* The deck as a download link under the buttons: two calls to action, then the document. */}
          {block.download && (
            <a href={block.download.href} download className="group mt-5 inline-flex items-center gap-2 font-semibold text-white">
              <Download aria-hidden className="size-4" />
              <span className="underline decoration-white/40 underline-offset-4 group-hover:decoration-white">{block.download.label}</span>
              {block.download.format && <span className="text-sm font-normal text-brand-100">({block.download.format})</span>}
            </a>
          )}
        </div>
        <HeroScene path={block.scene} size="banner" />
      </div>
    </HeroShell>
  );
}

export function Disclaimer({ block, name }: { block: BlockOf<'disclaimer'>; name: string }) {
  return (
    <aside aria-labelledby={`${name}-heading`} className="border-b border-line bg-surface-muted">
      <div className="container-page flex gap-3 py-5 text-sm text-ink-muted">
        <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p>
          <strong id={`${name}-heading`} className="font-semibold text-ink">
            {block.title}.
          </strong>{' '}
          {block.text}
        </p>
      </div>
    </aside>
  );
}

export async function FinancialPlan({ block, locale }: { block: BlockOf<'financialPlan'>; locale: Locale }) {
  const { financialYears } = await getInvestorFigures();
  const { columns } = block;
  return (
    // Side by side from 1280 px; the table keeps its natural row height at the top of its column.
    <div className="grid grid-cols-1 gap-8 xl:grid-cols-2">
      <FinancialTable
        caption={block.tableCaption}
        columns={columns}
        noMargin={block.noMargin}
        rows={financialYears.map((row) => ({
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
        caption={block.chartCaption}
        tableCaption={block.chartTableCaption}
        labels={{ year: columns.year, revenue: columns.revenue, ebitda: columns.ebitda }}
        rows={financialYears.map((row) => ({
          year: row.year,
          revenue: row.revenueMsek,
          ebitda: row.ebitdaMsek,
          revenueText: formatMsek(row.revenueMsek, locale),
          ebitdaText: formatMsek(row.ebitdaMsek, locale),
        }))}
      />
    </div>
  );
}

export async function MarketSizes({ block, locale }: { block: BlockOf<'marketSizes'>; locale: Locale }) {
  const { market } = await getInvestorFigures();
  const bar = (key: 'nordic' | 'dach' | 'uk', millions: number) => ({ key, label: block.regions[key], value: millions, valueText: formatEur(millions, locale) });
  return (
    <>
      {block.figures.length > 0 && <FigureCards items={block.figures} />}
      <div className="mx-auto mt-8 max-w-2xl">
        <ShareBarChart
          id="market-chart"
          caption={block.chartCaption}
          columns={{ label: block.columns.market, value: block.columns.size }}
          rows={[bar('nordic', market.nordicMeur), bar('dach', market.dachMeur), bar('uk', market.ukMeur)]}
        />
      </div>
    </>
  );
}

export function Initiatives({ block }: { block: BlockOf<'initiatives'> }) {
  const total = block.items.length;
  return (
    <div className="mx-auto max-w-4xl">
      <InitiativesCarousel
        labels={{
          carousel: block.carousel.label,
          previous: block.carousel.previous,
          next: block.carousel.next,
          slides: block.items.map((_, index) => fillRenderValues(block.announcements.slide, { index: index + 1, total })),
          announcements: block.items.map((item, index) => fillRenderValues(block.announcements.change, { index: index + 1, total, title: item.title })),
        }}
        icons={{ previous: <ChevronLeft aria-hidden />, next: <ChevronRight aria-hidden /> }}
        slides={block.items.map((item, index) => ({
          id: item.id || String(index),
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
                    <li key={highlight.text} className="flex gap-2 text-sm font-medium text-ink">
                      <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
                      {highlight.text}
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ),
        }))}
      />
    </div>
  );
}

export function Traction({ block }: { block: BlockOf<'traction'> }) {
  return (
    <>
      <FigureCards items={block.figures} />
      {block.partners.length > 0 && (
        <>
          <h3 className="mt-12 text-center text-lg font-bold text-brand-950">{block.partnersTitle}</h3>
          <LogoStrip logos={block.partners} className="mt-6" />
        </>
      )}
      <h3 className="sr-only">{block.certifications.label}</h3>
      <ul className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <li>
          <Tooltip
            text={block.isoExplanation}
            trigger={
              <>
                <BadgeCheck aria-hidden className="size-5 text-accent-600" />
                {block.certifications.iso}
                <Info aria-hidden className="size-4 text-brand-600" />
              </>
            }
          />
        </li>
        <li className="flex min-h-11 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-card ring-1 ring-brand-200">
          <BadgeCheck aria-hidden className="size-5 text-accent-600" />
          {block.certifications.ce}
        </li>
      </ul>
    </>
  );
}

export async function InvestmentTerms({ block, locale }: { block: BlockOf<'investmentTerms'>; locale: Locale }) {
  const figures = await getInvestorFigures();
  const { useOfFunds } = block;
  return (
    <>
      {/* Side by side from 1280 px: narrower, the chart's legend would be squeezed beside its ring. */}
      <div className="grid grid-cols-1 gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="flex flex-col rounded-card bg-brand-900 p-6 text-white shadow-card sm:p-8">
          <h3 className="text-xl font-bold">{block.termsTitle}</h3>
          {/* Beside the taller chart the rows spread over the card's height, so no blank foot is left. */}
          <dl className="mt-5 flex flex-1 flex-col divide-y divide-white/15">
            {block.terms.map((term) => (
              <div key={term.label} className="flex flex-1 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                <dt className="text-sm text-brand-100">{term.label}</dt>
                <dd className="font-bold tabular-nums">{term.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <UseOfFundsChart
          id="use-of-funds-chart"
          title={useOfFunds.title}
          caption={useOfFunds.caption}
          columns={{ category: useOfFunds.category, share: useOfFunds.share }}
          total={formatMsek(figures.raise.totalMsek, locale)}
          rows={figures.useOfFunds.map((item) => ({
            key: item.category,
            label: useOfFunds[item.category].label,
            description: useOfFunds[item.category].description,
            percent: item.percent,
            percentText: formatPercent(item.percent, locale, 1),
          }))}
        />
      </div>
      {block.safeguards.length > 0 && (
        <>
          <h3 className="mt-12 text-xl font-bold text-brand-950">{block.safeguardsTitle}</h3>
          <FeatureGrid items={block.safeguards} columns={2} className="mt-6" />
        </>
      )}
      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {block.actions.map((action) => (
          <ActionLink key={action.href + action.label} action={action} />
        ))}
        {block.download && <DocumentDownload download={block.download} />}
      </div>
    </>
  );
}
