'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { Locale } from '@/i18n/locales';
import { acceptWholeNumber } from '@/lib/calculators/input';
import { calculateSavings, defaultSavingsInput, savingsInputs, type SavingsInput, type SavingsResult } from '@/lib/calculators/savings';
import { formatHours, formatNumber, formatPercent, formatUsd } from '@/lib/format-number';

export type SavingsCalculatorText = {
  inputsHeading: string;
  employees: string;
  frequency: string;
  testedPeople: string;
  resultsHeading: string;
  costHeading: string;
  traditionalCost: string;
  productCost: string;
  annualSavings: string;
  costReduction: string;
  hoursHeading: string;
  traditionalHours: string;
  productHours: string;
  hoursSaved: string;
  hoursReduction: string;
  riskHeading: string;
  riskNote: string;
  /** Under the results: people tested are rounded to whole people first, and the costs and hours follow from that number. */
  roundingNote: string;
  /** Read out once the visitor stops moving a slider: `{savings}`, `{costReduction}`, `{hoursSaved}` and `{tested}` are filled in. */
  announcement: string;
  /** Shown only without JavaScript, where the sliders cannot recalculate. */
  noScript: string;
};

/** How long the sliders must rest before the new result is announced, so a drag is not read out step by step. */
export const announcementDelayMs = 800;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

type Formatted = Record<keyof Omit<SavingsResult, 'employees' | 'frequencyPercent'>, string>;

function formatResult(result: SavingsResult, locale: Locale): Formatted {
  return {
    testedPeople: formatNumber(result.testedPeople, locale),
    traditionalCost: formatUsd(result.traditionalCost, locale),
    productCost: formatUsd(result.productCost, locale),
    annualSavings: formatUsd(result.annualSavings, locale),
    costReductionPercent: formatPercent(result.costReductionPercent, locale),
    traditionalHours: formatHours(result.traditionalHours, locale),
    productHours: formatHours(result.productHours, locale),
    hoursSaved: formatHours(result.hoursSaved, locale),
    hoursReductionPercent: formatPercent(result.hoursReductionPercent, locale),
    riskMitigationPercent: formatPercent(result.riskMitigationPercent, locale),
  };
}

function Figure({ label, value, name, emphasis = false }: { label: string; value: string; name: string; emphasis?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className={emphasis ? 'font-semibold text-brand-950' : 'text-ink-muted'}>{label}</dt>
      <dd data-result={name} className={emphasis ? 'text-2xl font-extrabold text-accent-700' : 'font-semibold text-ink tabular-nums'}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The savings calculator (001 §9): two sliders, results that follow every step. Computed by
 * lib/calculators/savings, formatted for the page's language; the server renders the defaults, so
 * they show without JavaScript. The visible figures are not a live region (a drag would be read
 * out step by step); a hidden polite region announces a one-line summary once the sliders rest.
 */
export function SavingsCalculator({ locale, text }: { locale: Locale; text: SavingsCalculatorText }) {
  const id = useId();
  const [input, setInput] = useState<SavingsInput>(defaultSavingsInput);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const result = calculateSavings(input);
  const shown = formatResult(result, locale);

  function change(field: keyof SavingsInput) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...input, [field]: acceptWholeNumber(event.target.value, savingsInputs[field], input[field]) };
      setInput(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        const figures = formatResult(calculateSavings(next), locale);
        setAnnouncement(
          fill(text.announcement, {
            savings: figures.annualSavings,
            costReduction: figures.costReductionPercent,
            hoursSaved: figures.hoursSaved,
            tested: figures.testedPeople,
          }),
        );
      }, announcementDelayMs);
    };
  }

  const sliders = [
    { field: 'employees', label: text.employees, value: formatNumber(input.employees, locale), range: savingsInputs.employees, format: (n: number) => formatNumber(n, locale) },
    {
      field: 'frequencyPercent',
      label: text.frequency,
      value: formatPercent(input.frequencyPercent, locale),
      range: savingsInputs.frequencyPercent,
      format: (n: number) => formatPercent(n, locale),
    },
  ] as const;

  return (
    <div className="grid overflow-hidden rounded-card border border-line bg-white shadow-card lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="bg-brand-50 p-6 sm:p-8">
        <h3 className="text-lg font-bold text-brand-950">{text.inputsHeading}</h3>
        <p className="mt-2 hidden text-sm text-ink-muted noscript:block">{text.noScript}</p>
        {sliders.map((slider) => (
          <div key={slider.field} className="mt-6">
            <div className="flex items-baseline justify-between gap-4">
              <label htmlFor={`${id}-${slider.field}`} className="font-semibold text-brand-950">
                {slider.label}
              </label>
              {/* The slider announces its own value; this copy is for the eye. */}
              <span aria-hidden data-value={slider.field} className="text-2xl font-extrabold text-brand-700 tabular-nums">
                {slider.value}
              </span>
            </div>
            <input
              id={`${id}-${slider.field}`}
              type="range"
              min={slider.range.min}
              max={slider.range.max}
              step={1}
              value={input[slider.field]}
              aria-valuetext={slider.value}
              onChange={change(slider.field)}
              className="mt-3 h-2 w-full cursor-pointer accent-brand-700"
            />
            <div aria-hidden className="mt-1 flex justify-between text-xs text-ink-muted">
              <span>{slider.format(slider.range.min)}</span>
              <span>{slider.format(slider.range.max)}</span>
            </div>
          </div>
        ))}
        <dl className="mt-8 rounded-xl bg-white p-4 ring-1 ring-brand-100">
          <Figure label={text.testedPeople} value={shown.testedPeople} name="testedPeople" emphasis />
        </dl>
      </div>

      <div role="region" aria-labelledby={`${id}-results`} className="p-6 sm:p-8">
        <h3 id={`${id}-results`} className="text-lg font-bold text-brand-950">
          {text.resultsHeading}
        </h3>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <section aria-labelledby={`${id}-cost`}>
            <h4 id={`${id}-cost`} className="text-sm font-semibold tracking-wider text-brand-800 uppercase">
              {text.costHeading}
            </h4>
            <dl className="mt-2 divide-y divide-line">
              <Figure label={text.traditionalCost} value={shown.traditionalCost} name="traditionalCost" />
              <Figure label={text.productCost} value={shown.productCost} name="productCost" />
              <Figure label={text.annualSavings} value={shown.annualSavings} name="annualSavings" emphasis />
              <Figure label={text.costReduction} value={shown.costReductionPercent} name="costReductionPercent" />
            </dl>
          </section>
          <section aria-labelledby={`${id}-hours`}>
            <h4 id={`${id}-hours`} className="text-sm font-semibold tracking-wider text-brand-800 uppercase">
              {text.hoursHeading}
            </h4>
            <dl className="mt-2 divide-y divide-line">
              <Figure label={text.traditionalHours} value={shown.traditionalHours} name="traditionalHours" />
              <Figure label={text.productHours} value={shown.productHours} name="productHours" />
              <Figure label={text.hoursSaved} value={shown.hoursSaved} name="hoursSaved" emphasis />
              <Figure label={text.hoursReduction} value={shown.hoursReductionPercent} name="hoursReductionPercent" />
            </dl>
          </section>
        </div>
        <p data-testid="savings-rounding" className="mt-4 text-sm text-ink-muted">
          {text.roundingNote}
        </p>
        {/* Heading first for screen readers; the figure is drawn on the left. */}
        <section aria-labelledby={`${id}-risk`} className="mt-6 flex flex-row-reverse items-center justify-end gap-5 rounded-xl bg-accent-50 p-4 ring-1 ring-accent-100">
          <div>
            <h4 id={`${id}-risk`} className="font-semibold text-brand-950">
              {text.riskHeading}
            </h4>
            <p className="text-sm text-ink-muted">{text.riskNote}</p>
          </div>
          <p data-result="riskMitigationPercent" className="text-3xl font-extrabold text-accent-700 tabular-nums">
            {shown.riskMitigationPercent}
          </p>
        </section>
        <p aria-live="polite" data-testid="savings-announcement" className="sr-only">
          {announcement}
        </p>
      </div>
    </div>
  );
}
