/** The contact form's interest choices (001 §2, §3), in display order. */
export const leadInterests = [
  'instaclear',
  'circular',
  'vdt',
  'hair',
  'drug-tests',
  'self-tests',
  'partnership',
  'investors',
  'other',
] as const;

export type LeadInterest = (typeof leadInterests)[number];

export function isLeadInterest(value: string): value is LeadInterest {
  return (leadInterests as readonly string[]).includes(value);
}
