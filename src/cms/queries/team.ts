import type { Payload } from 'payload';
import { z } from 'zod';
import type { TeamMember } from '@/components/company/team-member-card';
import type { Locale } from '@/i18n/locales';
import { attires, defaultLook, hairColours, hairStyles, portraitTones, skinTones } from '@/components/company/portrait-look';
import { findOrderedRecords } from './ordered-records';

const memberSchema = z.object({
  key: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/u),
  group: z.enum(['executive', 'advisor']),
  name: z.string().min(2),
  degree: z.string().nullish(),
  title: z.string().min(1),
  bio: z.string().min(1),
  quote: z.string().nullish(),
  portrait: z.enum(portraitTones),
  // A person saved before the portrait had these fields is drawn with the defaults.
  look: z
    .object({
      hair: z.enum(hairStyles).catch(defaultLook.hair),
      hairColour: z.enum(hairColours).catch(defaultLook.hairColour),
      skin: z.enum(skinTones).catch(defaultLook.skin),
      glasses: z.boolean().catch(defaultLook.glasses),
      beard: z.boolean().catch(defaultLook.beard),
      attire: z.enum(attires).catch(defaultLook.attire),
    })
    .catch(defaultLook),
});

/** The about page's team in one language, by tab, in `position` order: published people, or the latest drafts for a preview. */
export async function findTeam(payload: Payload, locale: Locale, draft: boolean): Promise<{ executives: TeamMember[]; advisors: TeamMember[] }> {
  const team = { executives: [] as TeamMember[], advisors: [] as TeamMember[] };
  for (const { key, group, quote, degree, ...member } of await findOrderedRecords(payload, 'team-members', memberSchema, locale, draft)) {
    const person = { id: key, ...member, ...(degree ? { degree } : {}) };
    if (group === 'executive') team.executives.push({ ...person, ...(quote ? { quote } : {}) });
    else team.advisors.push(person);
  }
  return team;
}
