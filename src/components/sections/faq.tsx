import { ChevronDown } from '@/components/ui/lucide';
import type { FaqItemRecord } from '@/content/schema';
import type { InLocale } from '@/i18n/localized';
import { JsonLd } from '@/components/ui/json-ld';

export type FaqItem = InLocale<FaqItemRecord>;

/**
 * Questions and answers as an exclusive accordion: native `<details name>` opens one item at a
 * time and closes an open one on a second click, by mouse or keyboard, with no JavaScript. The
 * matching `FAQPage` structured data repeats exactly the visible text.
 */
export function Faq({ name, items }: { name: string; items: readonly FaqItem[] }) {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  return (
    <>
      <JsonLd data={jsonLd} />
      <div className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
        {items.map((item) => (
          <details key={item.question} name={name} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-brand-950 hover:bg-brand-50 sm:px-6 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown aria-hidden className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-ink-muted sm:px-6">{item.answer}</p>
          </details>
        ))}
      </div>
    </>
  );
}
