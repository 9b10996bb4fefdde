import { splitNoteMarks } from '@/lib/placeholders';

/**
 * A display figure ('< 10 minutes¹') whose note mark is set smaller and lighter than the figure, so
 * a row of big numbers reads as numbers first; the mark stays in the text, pointing to its source.
 */
export function FigureValue({ value }: { value: string }) {
  const parts = splitNoteMarks(value);
  if (parts.length === 1) return value;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="ml-px text-[0.7em] font-semibold opacity-60">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
