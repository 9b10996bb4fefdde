import { FeatureGrid, type Feature } from '@/components/sections/feature-grid';

/** The mission and the vision, and beside them from 1024 px what sets the company apart as a checklist. */
export function MissionVision({
  mission,
  vision,
  differentiatorsTitle,
  differentiators,
}: {
  mission: { title: string; text: string };
  vision: { title: string; text: string };
  differentiatorsTitle: string;
  differentiators: readonly Feature[];
}) {
  return (
    <div className="grid gap-12 lg:grid-cols-2 lg:gap-14">
      <div className="grid content-start gap-6 md:grid-cols-2 lg:grid-cols-1">
        <div className="rounded-card bg-brand-800 p-8 text-white shadow-card">
          <h3 className="text-xl font-bold">{mission.title}</h3>
          <p className="mt-3 text-lg leading-relaxed text-brand-100">{mission.text}</p>
        </div>
        <div className="rounded-card border border-line bg-white p-8 shadow-card">
          <h3 className="text-xl font-bold text-brand-950">{vision.title}</h3>
          <p className="mt-3 text-lg leading-relaxed text-ink-muted">{vision.text}</p>
        </div>
      </div>
      <div>
        <h3 className="text-2xl font-bold tracking-tight text-brand-950">{differentiatorsTitle}</h3>
        <FeatureGrid items={differentiators} layout="checks" className="mt-6 lg:grid-cols-1" />
      </div>
    </div>
  );
}
