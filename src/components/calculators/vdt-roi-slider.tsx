'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { Locale } from '@/i18n/locales';
import { acceptVdtEmployees, calculateVdtRoi, vdtEmployees } from '@/lib/calculators/vdt-roi';
import { formatNumber, formatUsd } from '@/lib/format-number';

export type VdtRoiText = {
  employees: string;
  monthlyCost: string;
  traditionalMonthly: string;
  annualSavings: string;
  perMonth: string;
  /** Read out once the slider rests: `{employees}` and `{savings}` are filled in. */
  announcement: string;
  noScript: string;
};

const announcementDelayMs = 800;

/**
 * The VDT ROI slider (001 §9): employees 10–1000 in steps of 10; monthly cost and annual savings
 * follow every step (lib/calculators/vdt-roi). The server renders the default; a polite region
 * announces the result once the slider rests.
 */
export function VdtRoiSlider({ locale, text }: { locale: Locale; text: VdtRoiText }) {
  const id = useId();
  const [employees, setEmployees] = useState<number>(vdtEmployees.defaultValue);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const result = calculateVdtRoi(employees);
  const count = formatNumber(result.employees, locale);

  function change(event: ChangeEvent<HTMLInputElement>) {
    const next = acceptVdtEmployees(event.target.value, employees);
    setEmployees(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const figures = calculateVdtRoi(next);
      setAnnouncement(text.announcement.replace('{employees}', formatNumber(next, locale)).replace('{savings}', formatUsd(figures.annualSavings, locale)));
    }, announcementDelayMs);
  }

  return (
    <div className="grid overflow-hidden rounded-card border border-line bg-white shadow-card lg:grid-cols-2">
      <div className="flex flex-col justify-center bg-brand-50 p-6 sm:p-8">
        <div className="flex items-baseline justify-between gap-4">
          <label htmlFor={`${id}-employees`} className="font-semibold text-brand-950">
            {text.employees}
          </label>
          <span aria-hidden data-value="employees" className="text-3xl font-extrabold text-brand-700 tabular-nums">
            {count}
          </span>
        </div>
        <input
          id={`${id}-employees`}
          type="range"
          min={vdtEmployees.min}
          max={vdtEmployees.max}
          step={vdtEmployees.step}
          value={result.employees}
          aria-valuetext={count}
          onChange={change}
          className="mt-4 h-2 w-full cursor-pointer accent-brand-700"
        />
        <div aria-hidden className="mt-1 flex justify-between text-xs text-ink-muted">
          <span>{formatNumber(vdtEmployees.min, locale)}</span>
          <span>{formatNumber(vdtEmployees.max, locale)}</span>
        </div>
        <p className="mt-3 hidden text-sm text-ink-muted noscript:block">{text.noScript}</p>
      </div>
      <dl className="divide-y divide-line p-6 sm:p-8">
        <div className="flex items-baseline justify-between gap-4 py-3">
          <dt className="text-ink-muted">
            {text.traditionalMonthly} <span className="text-sm whitespace-nowrap">({text.perMonth})</span>
          </dt>
          <dd data-result="traditionalMonthly" className="text-xl font-semibold text-ink tabular-nums">
            {formatUsd(result.traditionalMonthly, locale)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 py-3">
          <dt className="text-ink-muted">
            {text.monthlyCost} <span className="text-sm whitespace-nowrap">({text.perMonth})</span>
          </dt>
          <dd data-result="monthlyCost" className="text-xl font-semibold text-ink tabular-nums">
            {formatUsd(result.monthlyCost, locale)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 py-3">
          <dt className="font-semibold text-brand-950">{text.annualSavings}</dt>
          <dd data-result="annualSavings" className="text-3xl font-extrabold text-accent-700 tabular-nums">
            {formatUsd(result.annualSavings, locale)}
          </dd>
        </div>
      </dl>
      <p aria-live="polite" data-testid="vdt-announcement" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
