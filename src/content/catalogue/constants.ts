/**
 * Catalogue constants (000 §3.1, §9) without zod, so browser code (the single-panel filter, the
 * URL state) can import them without pulling the schema library into the client bundle.
 */

/** 000 §9: DRX###-CE25 for every 25-pack, DRX107-CE99 for the manipulation control. */
export const articleNrPattern = /^DRX\d{3}-CE25$/;
export const manipulationArticleNrPattern = /^DRX107-CE99$/;
/** Self-tests (not in 000 §9, which numbers only the drug tests): HCX### on each box, pack sizes vary. */
export const selfTestArticleNrPattern = /^HCX\d{3}$/;

/** 000 §9: every single panel, multi-panel and the saliva panel ships 25 per pack. */
export const standardPackSize = 25;
export const manipulationPackSize = 100;
/** 000 §3.1 and §9: single-panel cut-offs range from 10 to 2000 ng/ml. */
export const minCutOffNgMl = 10;
export const maxCutOffNgMl = 2000;

export const substanceGroups = ['stimulants', 'opioids', 'sedatives', 'others'] as const;
export type SubstanceGroup = (typeof substanceGroups)[number];

/** Semantic icon keys; the catalogue components map them to icons. */
export const productIcons = [
  'stimulant',
  'opioid',
  'sedative',
  'other-substance',
  'multi-panel',
  'saliva',
  'manipulation',
  'pregnancy',
  'ovulation',
  'urinary-tract',
  'vaginal-ph',
  'menopause',
  'ferritin',
  'vitamin-d',
  'thyroid',
  'occult-blood',
  'h-pylori',
  'virus',
] as const;
export type ProductIcon = (typeof productIcons)[number];

/** Interests the contact form offers (001 §2); a catalogue reference maps to one of them. One list, owned by the lead forms. */
export { leadInterests as contactInterests, type LeadInterest as ContactInterest } from '@/lib/leads/interests';
