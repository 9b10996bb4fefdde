import { Target } from '@/components/ui/lucide';
import { ActionLink, type Action } from './action-links';

/** The 'Ideal for' panel of a solution page (001 §2): who the solution suits, and one action. */
export function IdealFor({ name, title, text, action }: { name: string; title: string; text: string; action: Action }) {
  return (
    <section aria-labelledby={`${name}-heading`} className="bg-brand-50 py-14 sm:py-16">
      <div className="container-page">
        <div className="mx-auto flex max-w-4xl flex-col gap-6 rounded-card bg-white p-6 shadow-card ring-1 ring-brand-100 sm:p-8 md:flex-row md:items-center md:gap-10">
          <div className="flex-1">
            <h2 id={`${name}-heading`} className="flex items-center gap-2 text-2xl font-bold tracking-tight text-brand-950">
              <Target aria-hidden className="size-6 text-accent-600" />
              {title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-ink">{text}</p>
          </div>
          <ActionLink action={action} className="w-fit" />
        </div>
      </div>
    </section>
  );
}
