import { resultWindowLayout, type ResultWindowSpec } from '@/lib/documents/result-window';

/** A picture of a test's result window (instructions for use), from the layout the PDF also draws. */
export function ResultWindow({ spec, label, className }: { spec: ResultWindowSpec; label: string; className?: string }) {
  const layout = resultWindowLayout(spec);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${layout.width} ${layout.height}`} className={className}>
      {layout.rects.map((rect, index) => (
        <rect
          key={index}
          x={rect.x}
          y={rect.y}
          width={rect.width}
          height={rect.height}
          rx={rect.rx}
          fill={rect.fill}
          fillOpacity={rect.opacity}
          stroke={rect.stroke}
          strokeWidth={rect.stroke ? 1.5 : undefined}
        />
      ))}
      {layout.texts.map((text) => (
        <text key={text.text} x={text.x} y={text.y + 6} textAnchor="middle" fontSize={text.fontSize} fontWeight={700} fill="#0f1f2a">
          {text.text}
        </text>
      ))}
    </svg>
  );
}
