import type { Locale } from '@/i18n/locales';
import { quoted } from '@/lib/quote-marks';
import type { PortraitLook, PortraitTone } from './portrait-look';
import { TeamPortrait } from './team-portrait';

export type TeamMember = { id: string; name: string; degree?: string; title: string; bio: string; quote?: string; portrait: PortraitTone; look: PortraitLook };

/** One person of the team: illustrated portrait, name (with a degree after it), title, bio and (executives) a quote. */
export function TeamMemberCard({ member, locale }: { member: TeamMember; locale: Locale }) {
  return (
    <article aria-labelledby={`${member.id}-name`} className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      <div className="flex items-center gap-5">
        <TeamPortrait id={member.id} tone={member.portrait} look={member.look} className="size-24 sm:size-28" />
        <div>
          <h3 id={`${member.id}-name`} className="text-xl font-bold text-brand-950">
            {member.degree ? `${member.name}, ${member.degree}` : member.name}
          </h3>
          <p className="mt-1 text-sm font-semibold text-brand-700">{member.title}</p>
        </div>
      </div>
      <p className="mt-5 leading-relaxed text-ink-muted">{member.bio}</p>
      {member.quote && (
        <blockquote className="mt-5 border-l-4 border-accent-400 pl-4 text-brand-900 italic">
          <p>{quoted(member.quote, locale)}</p>
        </blockquote>
      )}
    </article>
  );
}

/** A group of team members as a two-column grid of cards. */
export function TeamGrid({ members, locale }: { members: readonly TeamMember[]; locale: Locale }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {members.map((member) => (
        <li key={member.id}>
          <TeamMemberCard member={member} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
