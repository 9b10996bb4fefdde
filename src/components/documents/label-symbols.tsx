import type { ReactNode } from 'react';

export type LabelSymbol = 'manufacturer' | 'ivd' | 'ce' | 'useBy' | 'temperature' | 'batch' | 'reference' | 'consult';

/** In the order a package's label shows them. */
export const labelSymbols: readonly LabelSymbol[] = ['manufacturer', 'ivd', 'ce', 'reference', 'batch', 'useBy', 'temperature', 'consult'];

const boxed = (letters: string) => (
  <>
    <rect x="1.5" y="6" width="21" height="12" rx="1" />
    <text x="12" y="15.2" textAnchor="middle" fontSize="8" fontWeight="700" fill="currentColor" stroke="none" fontFamily="inherit">
      {letters}
    </text>
  </>
);

/**
 * The symbols of ISO 15223-1 (and the CE mark of IVDR Annex V) as simple line drawings, 24 units
 * square, in the text colour.
 */
const drawings: Record<LabelSymbol, ReactNode> = {
  // 5.1.1: a factory, filled.
  manufacturer: <path d="M2.5 20.5V10l5 3.2V10l5 3.2V10l5 3.2V3.5h4v17z" fill="currentColor" stroke="none" />,
  // 5.5.1
  ivd: boxed('IVD'),
  ce: <path d="M11.5 6.5a5.5 5.5 0 0 0 0 11M22 6.5a5.5 5.5 0 0 0 0 11M16.5 12h5" />,
  // 5.1.6
  reference: boxed('REF'),
  // 5.1.5
  batch: boxed('LOT'),
  // 5.1.4: an hourglass.
  useBy: <path d="M6.5 3h11M6.5 21h11M8 3c0 5 8 5.5 8 9s-8 4-8 9M16 3c0 5-8 5.5-8 9s8 4 8 9" />,
  // 5.3.7: a thermometer between an upper and a lower limit.
  temperature: <path d="M10.5 4.5v10.8a3 3 0 1 0 3 0V4.5a1.5 1.5 0 0 0-3 0zM15.5 4.5h6M2.5 19.5h6" />,
  // 5.4.3: an open book with an i.
  consult: <path d="M2 5.5c3.5-1.2 6.5-.8 10 1.3 3.5-2.1 6.5-2.5 10-1.3v13.5c-3.5-1.2-6.5-.8-10 1.3-3.5-2.1-6.5-2.5-10-1.3zM12 11v6M12 8.3v.4" />,
};

/** The symbols on the package, each drawn beside its words. */
export function LabelSymbols({ heading, words }: { heading: string; words: Record<LabelSymbol, string> }) {
  return (
    <div className="rounded-card border border-line bg-white p-5 shadow-card print:shadow-none">
      <h2 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{heading}</h2>
      <ul className="mt-3 space-y-2.5 text-sm text-ink">
        {labelSymbols.map((symbol) => (
          <li key={symbol} data-symbol={symbol} className="flex items-center gap-3">
            <svg viewBox="0 0 24 24" aria-hidden className="size-8 shrink-0 text-brand-950" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
              {drawings[symbol]}
            </svg>
            <span className="leading-snug">{words[symbol]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
