import { cn } from '@/lib/cn';
import { emblemShapes, type LogotypeDesign } from '@/lib/logotype';

/**
 * An organisation's logotype, drawn by us (001 keeps to fictional customers and partners, so no
 * real trademark is shown): an emblem beside the name, set in the design's type. The name is text,
 * so it reads out and translates like the rest of the page; the emblem is decoration.
 */
export function Logotype({ name, design, className }: { name: string; design: LogotypeDesign; className?: string }) {
  const shape = emblemShapes[design.emblem];
  const [first, ...rest] = name.split(' ');
  return (
    <span className={cn('inline-flex items-center gap-2.5 whitespace-nowrap', className)} style={{ color: design.palette.main }}>
      <svg viewBox="0 0 40 40" aria-hidden focusable="false" className="size-9 shrink-0">
        <path d={shape.m} fill={design.palette.main} />
        {shape.a && <path d={shape.a} fill={design.palette.accent} />}
      </svg>
      {design.type === 'caps' && <span className="text-sm font-semibold tracking-[0.14em] uppercase">{name}</span>}
      {design.type === 'bold' && <span className="text-lg font-extrabold tracking-tight">{name}</span>}
      {design.type === 'stacked' && (
        <span className="flex flex-col items-start text-left leading-none">
          <span className="text-lg font-extrabold tracking-tight">{first}</span>
          {rest.length > 0 && <span className="mt-1 text-[0.6875rem] font-semibold tracking-[0.18em] uppercase">{rest.join(' ')}</span>}
        </span>
      )}
      {design.type === 'split' && (
        <span className="text-lg tracking-tight">
          <span className="font-extrabold">{first}</span>
          {rest.length > 0 && <span className="font-light"> {rest.join(' ')}</span>}
        </span>
      )}
    </span>
  );
}
