import type { CollectionBeforeChangeHook } from 'payload';
import { locales } from '@/i18n/locales';
import { inSave } from './in-save';
import { fieldErrors } from './refusals';

const languageNames: Record<string, string> = { en: 'English', sv: 'Swedish' };

/**
 * The texts at `paths` ('name', or 'features.text' for a text in every row of an array) that are
 * empty in a record.
 */
export function missingTexts(record: Record<string, unknown>, paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    const [field = '', child] = path.split('.');
    const value = record[field];
    if (child === undefined) return typeof value === 'string' && value.trim() !== '' ? [] : [field];
    if (!Array.isArray(value)) return [];
    return value.flatMap((row: Record<string, unknown>, index) => (typeof row[child] === 'string' && row[child].trim() !== '' ? [] : [`${field}.${index}.${child}`]));
  });
}

/**
 * A record is published in every language or not at all (`texts`: its text fields, or which of
 * them a record needs): the editor saves one language at a time, so on publish the other
 * languages' latest texts are read and each empty one is refused, by field. A Swedish page never
 * shows English, and never a blank.
 */
export function requireEveryLanguageOnPublish(texts: readonly string[] | ((data: Record<string, unknown>) => readonly string[])): CollectionBeforeChangeHook {
  return async ({ collection, data, originalDoc, req }) => {
    if (data._status !== 'published') return data;
    const paths = typeof texts === 'function' ? texts({ ...originalDoc, ...data }) : texts;
    const errors = [];
    for (const locale of locales.filter((code) => code !== req.locale)) {
      const other: Record<string, unknown> = originalDoc?.id
        ? await inSave(req, () => req.payload.findByID({ collection: collection.slug, id: originalDoc.id, locale, fallbackLocale: false, draft: true, depth: 0, overrideAccess: true, req }))
        : {};
      for (const path of missingTexts(other, paths)) {
        const field = collection.fields.find((candidate) => 'name' in candidate && candidate.name === path.split('.')[0]);
        const label = field && 'label' in field && typeof field.label === 'string' ? field.label : path;
        const language = languageNames[locale] ?? locale;
        errors.push({ path, label, message: `The ${language} text is missing. Switch to ${language}, fill it in and save, then publish.` });
      }
    }
    if (errors.length > 0) throw fieldErrors(collection.slug, errors, req);
    return data;
  };
}
