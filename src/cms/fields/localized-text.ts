import type { TextareaField, TextField } from 'payload';
import { text, textarea } from 'payload/shared';
import { findSwedishTypographyProblems, withNonBreakingSpaces } from '@/lib/swedish-typography';

/**
 * A text in English and Swedish. Required on publish (drafts may be incomplete); the Swedish side
 * follows the language guide's number typography: the spaces it wants non-breaking are made so as
 * the editor saves, and what needs a decision ('99%', '99.2 %') is refused with the rule and the
 * words around it.
 */
export function localizedText(name: string, options: { label: string; multiline?: boolean; description?: string }): TextField | TextareaField {
  const base = {
    name,
    label: options.label,
    localized: true,
    required: true,
    admin: options.description ? { description: options.description } : undefined,
    hooks: {
      beforeValidate: [({ value, req }: { value?: unknown; req: { locale?: string | null } }) => (req.locale === 'sv' && typeof value === 'string' ? withNonBreakingSpaces(value) : value)],
    },
  };
  if (options.multiline) {
    const field: TextareaField = {
      ...base,
      type: 'textarea',
      validate: (value, args) => {
        const result = textarea(value, args);
        return result === true ? swedishTypography(value, args.req.locale) : result;
      },
    };
    return field;
  }
  const field: TextField = {
    ...base,
    type: 'text',
    validate: (value, args) => {
      const result = text(value, args);
      return result === true ? swedishTypography(value, args.req.locale) : result;
    },
  };
  return field;
}

/** `true`, or a message naming the rule and quoting the words around it. */
export function swedishTypography(value: unknown, locale: string | null | undefined): true | string {
  if (locale !== 'sv' || typeof value !== 'string') return true;
  const [problem] = findSwedishTypographyProblems(value);
  return problem ? `Swedish typography: ${problem.rule} in “${problem.excerpt.trim()}” (language guide: '99,2 %', '55 680', '10 ng/ml').` : true;
}
