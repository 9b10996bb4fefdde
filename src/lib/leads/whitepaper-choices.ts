/**
 * The select choices of the product whitepaper forms (001 §3), in display order. The values are
 * what is stored with a lead; the texts shown for them live in the pages' content modules.
 */
export const circularJobTitles = ['hr-manager', 'safety-officer', 'procurement-lead', 'other'] as const;
export const circularCompanySizes = ['50-200', '201-500', '501+'] as const;
export const vdtJobTitles = ['hr-manager', 'safety-officer', 'procurement-lead', 'executive', 'other'] as const;

export type CircularJobTitle = (typeof circularJobTitles)[number];
export type CircularCompanySize = (typeof circularCompanySizes)[number];
export type VdtJobTitle = (typeof vdtJobTitles)[number];
