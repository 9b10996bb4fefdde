import { getTeam } from '@/cms/content';
import { TeamTabs } from '@/components/lazy-leaves';
import type { Locale } from '@/i18n/locales';
import { TeamGrid } from './team-member-card';

/** The team from its CMS records in two tabs (001 §4): the executive team first, then the advisers. */
export async function TeamSection({ locale, labels }: { locale: Locale; labels: { tabs: string; executive: string; advisory: string } }) {
  const { executives, advisors } = await getTeam(locale);
  return (
    <TeamTabs
      label={labels.tabs}
      tabs={[
        { id: 'executive', label: labels.executive, panel: <TeamGrid members={executives} locale={locale} /> },
        { id: 'advisory', label: labels.advisory, panel: <TeamGrid members={advisors} locale={locale} /> },
      ]}
    />
  );
}
