import { Fragment } from 'react';
import { splitNoteMarks } from '@/lib/placeholders';

const markClass = 'text-[0.7em] font-semibold opacity-60';

/**
 * A display figure ('< 10 minutes¹') whose note mark is set smaller and lighter than the figure, so
 * a row of big numbers reads as numbers first; the mark stays in the text, pointing to its source.
 * A mark that ends the figure hangs outside it, so a centred figure is centred on its number.
 */
export function FigureValue({ value }: { value: string }) {
  const parts = splitNoteMarks(value);
  if (parts.length === 1) return value;
  return parts.map((part, index) => {
    if (index % 2 === 1) return null;
    const mark = parts[index + 1];
    if (!mark) return <Fragment key={index}>{part}</Fragment>;
    const endsFigure = index + 2 === parts.length - 1 && parts[index + 2] === '';
    return endsFigure ? (
      <span key={index} className="relative">
        {part}
        <span className={`absolute top-0 left-full ml-px ${markClass}`}>{mark}</span>
      </span>
    ) : (
      <Fragment key={index}>
        {part}
        <span className={`ml-px ${markClass}`}>{mark}</span>
      </Fragment>
    );
  });
}
