import { cn } from '@/lib/cn';

/** Running text: paragraphs and an optional bullet list, at a readable measure. */
export function Prose({ paragraphs, items, className }: { paragraphs: readonly string[]; items?: readonly string[]; className?: string }) {
  const [first, ...rest] = paragraphs;
  return (
    <div className={cn('max-w-3xl space-y-4 leading-relaxed text-ink', className)}>
      {first && <p>{first}</p>}
      {items && (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-500">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {rest.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
