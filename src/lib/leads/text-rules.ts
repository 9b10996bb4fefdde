/**
 * Character rules shared by every lead form, in the browser and on the server.
 * Single-line fields reject every C0/C1 control character (a line break in a name is never
 * legitimate and breaks CSV consumers and e-mail headers downstream); multi-line fields keep
 * tab, line feed and carriage return.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const singleLineControl = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const multiLineControl = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

export function hasSingleLineControlCharacters(value: string): boolean {
  return singleLineControl.test(value);
}

export function hasMultiLineControlCharacters(value: string): boolean {
  return multiLineControl.test(value);
}

/** Length limits, in UTF-16 code units as the browser's maxLength counts them. */
export const leadFieldLimits = {
  name: 200,
  email: 254,
  phone: 40,
  company: 200,
  message: 5000,
} as const;
