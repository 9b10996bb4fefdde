'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { Locale } from '@/i18n/locales';
import {
  calculateCircularSavings,
  circularInputs,
  defaultCircularInput,
  readCircularInput,
  type CircularField,
  type CircularInput,
} from '@/lib/calculators/circular-savings';
import { formatNumber, formatPercentFixed, formatUsd } from '@/lib/format-number';

export type CircularCalculatorText = {
  inputsHeading: string;
  employees: string;
  testedPercent: string;
  costPerTest: string;
  hint: string;
  resultsHeading: string;
  traditionalCost: string;
  circularCost: string;
  savings: string;
  savingsPercent: string;
  /**
   * Per field, shown while it holds a value the calculator cannot use: the range with its numbers
   * already formatted, and `{value}`, filled in here with the value the results use instead.
   */
  invalid: Record<CircularField, string>;
  /** Read out once typing rests: `{savings}` and `{percent}` are filled in. */
  announcement: string;
  noScript: string;
};

const announcementDelayMs = 800;
const fields: readonly CircularField[] = ['employees', 'testedPercent', 'costPerTest'];

/**
 * The Circular Testing savings calculator (001 §9): three whole-number inputs, four results that
 * follow every keystroke. A field holding anything but a whole number within its range is marked
 * invalid at once, with a message that names the range and the value the results still use (the
 * last valid one); leaving the field puts that value back in it, so the field and the figures
 * agree again (lib/calculators/circular-savings). The server renders the defaults, so they show
 * without JavaScript. A polite region reads out a one-line summary, or the field's message, once
 * typing rests, not every keystroke.
 */
export function CircularSavingsCalculator({ locale, text }: { locale: Locale; text: CircularCalculatorText }) {
  const id = useId();
  const [input, setInput] = useState<CircularInput>(defaultCircularInput);
  const [raw, setRaw] = useState<Record<CircularField, string>>(() => ({
    employees: String(defaultCircularInput.employees),
    testedPercent: String(defaultCircularInput.testedPercent),
    costPerTest: String(defaultCircularInput.costPerTest),
  }));
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const result = calculateCircularSavings(input);
  const money = (value: number) => formatUsd(value, locale);
  // Always one decimal ('75.0%', '75,0 %'), as the spec shows the share.
  const percentShown = formatPercentFixed(result.savingsPercent, locale, 1);
  const invalidMessage = (field: CircularField, used: number) => text.invalid[field].replace('{value}', formatNumber(used, locale));

  function change(field: CircularField) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      const read = readCircularInput(field, value);
      const next = read === undefined ? input : { ...input, [field]: read };
      setRaw((current) => ({ ...current, [field]: value }));
      setInput(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        if (read === undefined) {
          setAnnouncement(invalidMessage(field, next[field]));
          return;
        }
        const figures = calculateCircularSavings(next);
        setAnnouncement(text.announcement.replace('{savings}', formatUsd(figures.savings, locale)).replace('{percent}', formatPercentFixed(figures.savingsPercent, locale, 1)));
      }, announcementDelayMs);
    };
  }

  const labels: Record<CircularField, string> = { employees: text.employees, testedPercent: text.testedPercent, costPerTest: text.costPerTest };

  return (
    <div className="grid overflow-hidden rounded-card border border-line bg-white shadow-card lg:grid-cols-2">
      <div className="bg-brand-50 p-6 sm:p-8">
        <h3 className="text-lg font-bold text-brand-950">{text.inputsHeading}</h3>
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {text.hint}
        </p>
        <p className="mt-2 hidden text-sm text-ink-muted noscript:block">{text.noScript}</p>
        <div className="mt-4 space-y-5">
          {fields.map((field) => {
            const invalid = readCircularInput(field, raw[field]) === undefined;
            const errorId = `${id}-${field}-error`;
            return (
              <div key={field}>
                <label htmlFor={`${id}-${field}`} className="block font-semibold text-brand-950">
                  {labels[field]}
                </label>
                <input
                  id={`${id}-${field}`}
                  name={field}
                  type="number"
                  inputMode="numeric"
                  min={circularInputs[field].min}
                  max={circularInputs[field].max}
                  step={1}
                  value={raw[field]}
                  onChange={change(field)}
                  onBlur={() => setRaw((current) => ({ ...current, [field]: String(input[field]) }))}
                  aria-invalid={invalid ? true : undefined}
                  aria-describedby={invalid ? `${errorId} ${id}-hint` : `${id}-hint`}
                  className="mt-1.5 block w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-lg font-semibold text-ink tabular-nums focus:border-brand-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-500 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger"
                />
                {invalid && (
                  <p id={errorId} data-error={field} className="mt-1.5 text-sm font-medium text-danger">
                    {invalidMessage(field, input[field])}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      </div>
      <div role="region" aria-labelledby={`${id}-results`} className="flex flex-col justify-center p-6 sm:p-8">
        <h3 id={`${id}-results`} className="text-lg font-bold text-brand-950">
          {text.resultsHeading}
        </h3>
        <dl className="mt-4 divide-y divide-line">
          <div className="flex items-baseline justify-between gap-4 py-3">
            <dt className="text-ink-muted">{text.traditionalCost}</dt>
            <dd data-result="traditionalCost" className="text-xl font-semibold text-ink tabular-nums">
              {money(result.traditionalCost)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 py-3">
            <dt className="text-ink-muted">{text.circularCost}</dt>
            <dd data-result="circularCost" className="text-xl font-semibold text-ink tabular-nums">
              {money(result.circularCost)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 py-3">
            <dt className="font-semibold text-brand-950">{text.savings}</dt>
            <dd data-result="savings" className="text-3xl font-extrabold text-accent-700 tabular-nums">
              {money(result.savings)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 py-3">
            <dt className="font-semibold text-brand-950">{text.savingsPercent}</dt>
            <dd data-result="savingsPercent" className="text-2xl font-extrabold text-brand-700 tabular-nums">
              {percentShown}
            </dd>
          </div>
        </dl>
        <p aria-live="polite" data-testid="circular-announcement" className="sr-only">
          {announcement}
        </p>
      </div>
    </div>
  );
}
