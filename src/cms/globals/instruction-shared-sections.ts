import type { GlobalConfig } from 'payload';
import type { SharedSections } from '@/content/documents';
import { sharedSectionSeeds } from '@/content/documents/blocks';
import type { Localized } from '@/i18n/localized';
import { linesOf, paragraphsOf } from '@/lib/documents/editions';
import { hasRole } from '../access/roles';
import { localizedText } from '../fields/localized-text';

/**
 * The sections every instructions-for-use document of an audience shares: manufacturer, storage,
 * warnings, CE marking. One edit here reaches every edition published afterwards; published
 * editions keep the text they were published with.
 */
const fields = {
  manufacturer: { label: 'Manufacturer', description: 'Name, address, phone and e-mail, one per line.', lines: true },
  storageProfessional: { label: 'Storage and shelf life (professional use)', description: 'One paragraph per block; leave a blank line between paragraphs.' },
  storageSelfTest: { label: 'Storage and shelf life (self-tests)', description: 'One paragraph per block; leave a blank line between paragraphs.' },
  warningsProfessional: { label: 'Warnings and precautions (professional use)', description: 'One warning per block; leave a blank line between warnings.' },
  warningsSelfTest: { label: 'Warnings and precautions (self-tests)', description: 'One warning per block; leave a blank line between warnings.' },
  ceProfessional: { label: 'CE marking (professional use)', description: 'One paragraph per block; leave a blank line between paragraphs.' },
  ceSelfTest: { label: 'CE marking (self-tests)', description: 'One paragraph per block; leave a blank line between paragraphs.' },
  selfTestCare: { label: 'Indication, not a diagnosis (self-tests)', description: 'The last limitation of every self-test: one paragraph.' },
} as const;

export type SharedSectionField = keyof typeof fields;

export const InstructionSharedSections: GlobalConfig = {
  slug: 'instruction-shared-sections',
  label: 'Shared sections',
  admin: {
    group: 'Instructions for use',
    hidden: ({ user }) => !hasRole(user, 'admin', 'regulatory'),
    description: 'Used by every edition published from now on, in both languages; published editions do not change.',
  },
  access: {
    read: ({ req }) => hasRole(req.user, 'admin', 'editor', 'regulatory'),
    update: ({ req }) => hasRole(req.user, 'admin', 'regulatory'),
  },
  fields: Object.entries(fields).map(([name, field]) => localizedText(name, { label: field.label, description: field.description, multiline: true })),
};

/** The seed's shared sections as the text blocks an editor writes, per language. */
export function sharedSectionTexts(): Record<SharedSectionField, Localized> {
  const seeds = sharedSectionSeeds();
  const blocks = (values: readonly Localized[], separator = '\n\n'): Localized => ({ en: values.map((v) => v.en).join(separator), sv: values.map((v) => v.sv).join(separator) });
  return {
    manufacturer: blocks(seeds.manufacturer, '\n'),
    storageProfessional: blocks(seeds.storage.professional),
    storageSelfTest: blocks(seeds.storage.selfTest),
    warningsProfessional: blocks(seeds.warnings.professional),
    warningsSelfTest: blocks(seeds.warnings.selfTest),
    ceProfessional: blocks(seeds.ce.professional),
    ceSelfTest: blocks(seeds.ce.selfTest),
    selfTestCare: seeds.selfTestCare,
  };
}

/**
 * The shared sections from the global read in every language (`locale: 'all'`), or the problems
 * that keep an edition from being published with them: a missing text, or a block whose two
 * languages have a different number of paragraphs (each English paragraph has its Swedish one).
 */
export function sharedSectionsFrom(doc: Record<string, unknown>): { sections: SharedSections; problems: string[] } {
  const problems: string[] = [];
  const pairs = (name: SharedSectionField): Localized[] => {
    const value = (doc[name] ?? {}) as Partial<Localized>;
    const split = 'lines' in fields[name] ? linesOf : paragraphsOf;
    const en = split(value.en);
    const sv = split(value.sv);
    const label = fields[name].label;
    if (en.length === 0 || sv.length === 0) problems.push(`${label}: the ${en.length === 0 ? 'English' : 'Swedish'} text is missing.`);
    else if (en.length !== sv.length) problems.push(`${label}: ${en.length} ${'lines' in fields[name] ? 'lines' : 'paragraphs'} in English but ${sv.length} in Swedish.`);
    return en.map((text, index) => ({ en: text, sv: sv[index] ?? '' }));
  };
  const sections: SharedSections = {
    manufacturer: pairs('manufacturer'),
    storage: { professional: pairs('storageProfessional'), selfTest: pairs('storageSelfTest') },
    warnings: { professional: pairs('warningsProfessional'), selfTest: pairs('warningsSelfTest') },
    ce: { professional: pairs('ceProfessional'), selfTest: pairs('ceSelfTest') },
    selfTestCare: pairs('selfTestCare')[0] ?? { en: '', sv: '' },
  };
  return { sections, problems };
}
