import type { TextareaField, TextField } from 'payload';
import { text, textarea } from 'payload/shared';
import { isPagePlaceholderName, pagePlaceholderNames } from '@/content/page-placeholders';
import { placeholderNames } from '@/lib/placeholders';
import { findSwedishTypographyProblems, withNonBreakingSpaces } from '@/lib/swedish-typography';

/**
 * A text in English and Swedish. Required on publish (drafts may be incomplete) unless `optional`;
 * the Swedish side follows the language guide's number typography: the spaces it wants
 * non-breaking are made so as the editor saves, and what needs a decision ('99%', '99.2 %') is
 * refused with the rule and the words around it. With `placeholders`, the text may name the
 * company's details and the marketing figures as `{name}` (src/content/page-placeholders.ts), and
 * only those.
 */
export function localizedText(
  name: string,
  options: { label: string; multiline?: boolean; description?: string; optional?: boolean; placeholders?: boolean },
): TextField | TextareaField {
  const check = (value: unknown, locale: string | null | undefined) => {
    const typography = swedishTypography(value, locale);
    return typography === true && options.placeholders ? knownPlaceholders(value) : typography;
  };
  const base = {
    name,
    label: options.label,
    localized: true,
    required: !options.optional,
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
        return result === true ? check(value, args.req.locale) : result;
      },
    };
    return field;
  }
  const field: TextField = {
    ...base,
    type: 'text',
    validate: (value, args) => {
      const result = text(value, args);
      return result === true ? check(value, args.req.locale) : result;
    },
  };
  return field;
}

/** `true`, or a message naming the first `{name}` the site has no value for. */
export function knownPlaceholders(value: unknown): true | string {
  if (typeof value !== 'string') return true;
  const unknown = placeholderNames(value).find((name) => !isPagePlaceholderName(name));
  return unknown === undefined
    ? true
    : `{${unknown}} names no figure or company detail. Use one of: ${[...pagePlaceholderNames].map((known) => `{${known}}`).join(', ')}.`;
}

/** `true`, or a message naming the rule and quoting the words around it. */
export function swedishTypography(value: unknown, locale: string | null | undefined): true | string {
  if (locale !== 'sv' || typeof value !== 'string') return true;
  const [problem] = findSwedishTypographyProblems(value);
  return problem ? `Swedish typography: ${problem.rule} in “${problem.excerpt.trim()}” (language guide: '99,2 %', '55 680', '10 ng/ml').` : true;
}
