import type { CSSProperties } from 'react';
import { highlightCode, type CodeLanguage, type CodeTokenKind } from '@/lib/code-highlight';

const tokenClasses: Record<CodeTokenKind, string> = {
  method: 'font-semibold text-accent-300',
  path: 'text-white',
  protocol: 'text-brand-300',
  status: 'font-semibold text-accent-300',
  header: 'text-sky-300',
  punctuation: 'text-brand-200',
  key: 'text-sky-300',
  string: 'text-amber-200',
  number: 'text-violet-300',
  literal: 'text-violet-300',
  plain: 'text-brand-50',
};

/**
 * A code sample, highlighted while the page is prerendered (lib/code-highlight), so it ships no
 * JavaScript. The caption says what it is and carries a note (e.g. that it is an illustration).
 * From 640 px lines never wrap (a wrapped URL reads as corrupted): a line longer than the panel
 * scrolls sideways inside a focusable, labelled region. On a phone, where most lines are longer
 * than the screen and a sideways scroll hides half of every line, long lines wrap instead, their
 * rest indented under their own text.
 */
export function CodeBlock({ code, language, title, note }: { code: string; language: CodeLanguage; title: string; note: string }) {
  const lines = highlightCode(code, language);
  return (
    <figure className="overflow-hidden rounded-card bg-brand-950 shadow-card ring-1 ring-brand-900">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 border-b border-white/10 px-4 py-3 text-sm">
        <span className="font-semibold text-white">{title}</span>
        <span className="rounded-full bg-amber-200/15 px-2.5 py-0.5 text-xs font-semibold text-amber-100 ring-1 ring-amber-200/30">{note}</span>
      </figcaption>
      <div role="region" aria-label={title} tabIndex={0} className="overflow-x-auto focus-visible:outline-offset-[-3px]">
        <pre className="p-4 font-mono text-sm leading-relaxed max-sm:text-xs max-sm:whitespace-pre-wrap max-sm:[overflow-wrap:anywhere] sm:w-max sm:min-w-full xl:text-xs">
          <code>
            {lines.map((line, index) => {
              // A wrapped line's rest hangs under its own text, two columns in, so the nesting stays readable.
              const hang = `${(line.map((token) => token.text).join('').match(/^ */u)?.[0].length ?? 0) + 2}ch`;
              return (
                <span key={index} className="block min-h-[1lh] max-sm:pl-[var(--hang)] max-sm:[text-indent:calc(-1*var(--hang))]" style={{ '--hang': hang } as CSSProperties}>
                  {line.map((token, tokenIndex) => (
                    <span key={tokenIndex} className={tokenClasses[token.kind]}>
                      {token.text}
                    </span>
                  ))}
                </span>
              );
            })}
          </code>
        </pre>
      </div>
    </figure>
  );
}
