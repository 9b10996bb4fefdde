import type { Stat } from './stat-strip';

/** Key figures inside a hero, on its dark band (a definition list: label, then value). */
export function HeroStats({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="mt-10 grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-white/10 px-4 py-3 ring-1 ring-white/15">
          <dt className="mt-0.5 text-sm text-brand-100">{stat.label}</dt>
          {/* Beside the hero art at lg the tiles are narrow: a step smaller there, and a figure never breaks. */}
          <dd className="text-2xl font-extrabold whitespace-nowrap text-white lg:text-xl xl:text-2xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
