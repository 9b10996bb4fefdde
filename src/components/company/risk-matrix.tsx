import { getTranslations } from 'next-intl/server';
import { cn } from '@/lib/cn';
import { riskColour, riskColours, riskLevels, type RiskColour, type RiskLevel } from '@/lib/risk';

export type RiskItem = { id: string; name: string; likelihood: RiskLevel; impact: RiskLevel; mitigation: string };

export type RiskMatrixLabels = {
  matrixCaption: string;
  likelihood: string;
  impact: string;
  levels: Record<RiskLevel, string>;
  ratings: Record<RiskColour, string>;
  noRisks: string;
  listTitle: string;
  columns: { likelihood: string; impact: string; rating: string; mitigation: string };
};

/** Theme-independent signal colours of the rating; the rating is always written out too. */
const ratingClasses: Record<RiskColour, string> = {
  red: 'bg-red-100 text-red-900 ring-red-300',
  orange: 'bg-orange-100 text-orange-900 ring-orange-300',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
};

function RatingBadge({ colour, label }: { colour: RiskColour; label: string }) {
  return <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ring-1', ratingClasses[colour])}>{label}</span>;
}

/**
 * The risk matrix (001 §3 risk, §4 risk colours): a 3 × 3 grid of likelihood against impact whose
 * cells take the colour of lib/risk's rule and write the rating out, with each risk's number in
 * its cell, and a legend stating the rule, which a reader would not guess from the grid; then
 * every risk with its likelihood, impact, rating and mitigation.
 */
export async function RiskMatrix({ items, labels }: { items: readonly RiskItem[]; labels: RiskMatrixLabels }) {
  const t = await getTranslations('RiskMatrix');
  const likelihoodRows = [...riskLevels].reverse();
  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start">
      <div className="overflow-x-auto lg:sticky lg:top-24">
        <table className="w-full min-w-[19rem] table-fixed border-separate border-spacing-1.5 text-sm">
          <caption className="mb-2 text-left font-semibold text-brand-950">{labels.matrixCaption}</caption>
          <thead>
            <tr>
              <th scope="col" className="w-[28%] text-left text-xs font-semibold text-ink-muted">
                {/* Two lines, one per axis, rather than wherever the column breaks it. */}
                <span className="block">{labels.likelihood} ↓</span>
                <span className="sr-only"> / </span>
                <span className="block">{labels.impact} →</span>
              </th>
              {riskLevels.map((impact) => (
                <th key={impact} scope="col" className="pb-1 text-center text-xs font-semibold text-brand-950">
                  <span className="sr-only">{labels.impact}: </span>
                  {labels.levels[impact]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {likelihoodRows.map((likelihood) => (
              <tr key={likelihood}>
                <th scope="row" className="pr-1 text-left text-xs font-semibold text-brand-950">
                  <span className="sr-only">{labels.likelihood}: </span>
                  {labels.levels[likelihood]}
                </th>
                {riskLevels.map((impact) => {
                  const colour = riskColour(likelihood, impact);
                  const here = items.map((item, index) => ({ item, number: index + 1 })).filter(({ item }) => item.likelihood === likelihood && item.impact === impact);
                  return (
                    <td key={impact} data-rating={colour} className={cn('h-20 rounded-lg p-1.5 align-top ring-1 sm:p-2', ratingClasses[colour])}>
                      <span className="block text-[11px] leading-tight font-bold [overflow-wrap:anywhere] sm:text-xs">{labels.ratings[colour]}</span>
                      {here.length === 0 ? (
                        <span className="sr-only">{labels.noRisks}</span>
                      ) : (
                        <ul className="mt-1.5 flex flex-wrap gap-1">
                          {here.map(({ item, number }) => (
                            <li key={item.id}>
                              <span aria-hidden className="flex size-6 items-center justify-center rounded-full bg-white/80 text-xs font-bold text-brand-950 ring-1 ring-current/30">
                                {number}
                              </span>
                              <span className="sr-only">{item.name}</span>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-brand-950">{t('legendTitle')}</h3>
          <ul className="mt-2 grid gap-2 text-sm">
            {riskColours.map((colour) => (
              <li key={colour} className="flex items-start gap-2.5">
                <span className="w-24 shrink-0">
                  <RatingBadge colour={colour} label={labels.ratings[colour]} />
                </span>
                <span className="text-ink-muted">{t(`rules.${colour}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div>
        <h3 className="sr-only">{labels.listTitle}</h3>
        <ol className="grid gap-4">
          {items.map((item, index) => {
            const colour = riskColour(item.likelihood, item.impact);
            return (
              <li key={item.id} data-risk={item.id} className="rounded-card border border-line bg-white p-5 shadow-card">
                <div className="flex items-start gap-3">
                  <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  <div className="min-w-0 flex-1">
                    <h4 className="font-bold text-brand-950">{item.name}</h4>
                    <dl className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm">
                      <div className="flex gap-1">
                        <dt className="text-ink-muted">{labels.columns.likelihood}:</dt>
                        <dd className="font-semibold text-ink">{labels.levels[item.likelihood]}</dd>
                      </div>
                      <div className="flex gap-1">
                        <dt className="text-ink-muted">{labels.columns.impact}:</dt>
                        <dd className="font-semibold text-ink">{labels.levels[item.impact]}</dd>
                      </div>
                      <div className="flex items-center gap-1.5">
                        <dt className="text-ink-muted">{labels.columns.rating}:</dt>
                        <dd data-rating={colour}>
                          <RatingBadge colour={colour} label={labels.ratings[colour]} />
                        </dd>
                      </div>
                    </dl>
                    <p className="mt-3 text-sm leading-relaxed text-ink">
                      <span className="font-semibold">{labels.columns.mitigation}: </span>
                      {item.mitigation}
                    </p>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
