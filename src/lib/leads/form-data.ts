import { leadFormBooleanFields, leadFormFields, type LeadFormName } from './schemas';

/**
 * Turns a posted form (FormData from a plain HTML post or a server action, or a JSON object)
 * into the plain object the form's schema validates. Only the form's own fields are copied, so
 * unknown fields never reach validation or storage. Checkbox fields become booleans the way a
 * browser sends them ('on' when ticked, absent when not). Anything that is not a string (a file,
 * a number in JSON) is passed through unchanged so the schema reports `invalidType`.
 */
export function leadInputFromForm(
  form: LeadFormName,
  source: FormData | Record<string, unknown>,
): Record<string, unknown> {
  const read = (name: string): unknown =>
    source instanceof FormData ? (source.get(name) ?? undefined) : source[name];
  const booleans = new Set(leadFormBooleanFields(form));
  const input: Record<string, unknown> = {};
  for (const name of leadFormFields(form)) {
    const value = read(name);
    if (booleans.has(name)) {
      input[name] = value === true || value === 'on' || value === 'true';
    } else if (value !== undefined) {
      input[name] = value;
    }
  }
  return input;
}

/** The string value of each field, for re-filling a form after a failed no-JavaScript post. */
export function leadStringValues(
  form: LeadFormName,
  source: FormData | Record<string, unknown>,
): Record<string, string> {
  const input = leadInputFromForm(form, source);
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(input)) {
    if (typeof value === 'string') values[name] = value.slice(0, 10_000);
    else if (value === true) values[name] = 'on';
  }
  return values;
}
