import type { CollectionBeforeChangeHook, Field, GlobalBeforeChangeHook } from 'payload';
import { locales } from '@/i18n/locales';
import { inSave } from './in-save';
import { fieldErrors } from './refusals';

const languageNames: Record<string, string> = { en: 'English', sv: 'Swedish' };

/**
 * The texts at `paths` that are empty in a record: 'name', 'features.text' for a text in every row
 * of an array (or in a group), 'columns.links.label' for rows of rows. Each is named by its full path
 * ('columns.0.links.2.label').
 */
export function missingTexts(record: Record<string, unknown>, paths: readonly string[]): string[] {
  const missing = (value: unknown, [field = '', ...rest]: string[], at: string): string[] => {
    const inner = (value as Record<string, unknown> | undefined)?.[field];
    const path = at ? `${at}.${field}` : field;
    if (rest.length === 0) return typeof inner === 'string' && inner.trim() !== '' ? [] : [path];
    if (Array.isArray(inner)) return inner.flatMap((row: unknown, index) => missing(row, rest, `${path}.${index}`));
    // A group: its fields are at the next level of the path.
    return inner && typeof inner === 'object' ? missing(inner, rest, path) : [];
  };
  return paths.flatMap((path) => missing(record, path.split('.'), ''));
}

const missingMessage = (locale: string) => {
  const language = languageNames[locale] ?? locale;
  return `The ${language} text is missing. Switch to ${language}, fill it in and save, then publish.`;
};

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
        errors.push({ path, label, message: missingMessage(locale) });
      }
    }
    if (errors.length > 0) throw fieldErrors(collection.slug, errors, req);
    return data;
  };
}

/**
 * The same for a global with drafts: published in every language or not at all. `needed` leaves
 * out a text the record does not use (a menu item's overview label without a catalogue menu).
 */
export function requireEveryLanguageOnGlobalPublish(texts: readonly string[], needed: (path: string, data: Record<string, unknown>) => boolean = () => true): GlobalBeforeChangeHook {
  return async ({ global, data, req }) => {
    if (data._status !== 'published') return data;
    const errors = [];
    for (const locale of locales.filter((code) => code !== req.locale)) {
      const other = await inSave(req, () => req.payload.findGlobal({ slug: global.slug, locale, fallbackLocale: false, draft: true, depth: 0, overrideAccess: true, req }));
      // Rows are shared by the languages: a row this save adds has no text in the others yet.
      for (const path of missingTexts(withRowsOf(data, other) as Record<string, unknown>, texts)) {
        if (needed(path, data)) errors.push({ path, message: missingMessage(locale) });
      }
    }
    if (errors.length > 0) throw fieldErrors(global.slug, errors, req);
    return data;
  };
}

/**
 * The other language's texts laid over the rows being saved (matched by row id), so a row added or
 * moved in this save is checked where it now is.
 */
function withRowsOf(saved: unknown, other: unknown): unknown {
  if (Array.isArray(saved)) {
    const byId = new Map((Array.isArray(other) ? other : []).map((row: { id?: unknown }) => [row?.id, row]));
    return saved.map((row: { id?: unknown }) => withRowsOf(row, byId.get(row?.id)));
  }
  if (saved && typeof saved === 'object') {
    const theirs = (other ?? {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(saved).map(([key, value]) => [key, Array.isArray(value) ? withRowsOf(value, theirs[key]) : typeof value === 'string' ? theirs[key] : value]));
  }
  return saved;
}


/** A localized text of a record at a concrete path ('layout.2.items.0.title'), and whether it must be filled. */
export type TextSlot = { path: string; required: boolean };

/** Every localized text a record has, read from the collection's fields: through groups, rows, tabs, arrays and blocks. */
export function localizedTextSlots(fields: readonly Field[], data: unknown, at = ''): TextSlot[] {
  const record = (data ?? {}) as Record<string, unknown>;
  const join = (name: string) => (at ? `${at}.${name}` : name);
  return fields.flatMap((field): TextSlot[] => {
    switch (field.type) {
      case 'text':
      case 'textarea':
        return field.localized ? [{ path: join(field.name), required: Boolean(field.required) }] : [];
      case 'group':
        return 'name' in field && field.name ? localizedTextSlots(field.fields, record[field.name], join(field.name)) : localizedTextSlots(field.fields, record, at);
      case 'row':
      case 'collapsible':
        return localizedTextSlots(field.fields, record, at);
      case 'tabs':
        return field.tabs.flatMap((tab) => ('name' in tab && tab.name ? localizedTextSlots(tab.fields, record[tab.name], join(tab.name)) : localizedTextSlots(tab.fields, record, at)));
      case 'array': {
        const rows = record[field.name];
        return Array.isArray(rows) ? rows.flatMap((row, index) => localizedTextSlots(field.fields, row, join(`${field.name}.${index}`))) : [];
      }
      case 'blocks': {
        const rows = record[field.name];
        if (!Array.isArray(rows)) return [];
        return rows.flatMap((row: { blockType?: string }, index) => {
          const block = field.blocks.find((candidate) => candidate.slug === row?.blockType);
          return block ? localizedTextSlots(block.fields, row, join(`${field.name}.${index}`)) : [];
        });
      }
      default:
        return [];
    }
  });
}

const textAt = (record: unknown, path: string): string => {
  const value = path.split('.').reduce<unknown>((inner, key) => (inner as Record<string, unknown> | undefined)?.[key], record);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Every localized text of the collection, wherever its fields put it (a page's blocks), published
 * in every language or not at all: a required text is filled in each language, an optional one
 * (a badge, an introduction) in all of them or in none.
 */
export const requireEveryLanguageOfFieldsOnPublish: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, req }) => {
  if (data._status !== 'published') return data;
  const saved: Record<string, unknown> = { ...originalDoc, ...data };
  const slots = localizedTextSlots(collection.fields, saved);
  const errors = [];
  for (const locale of locales.filter((code) => code !== req.locale)) {
    const other = originalDoc?.id
      ? await inSave(req, () => req.payload.findByID({ collection: collection.slug, id: originalDoc.id, locale, fallbackLocale: false, draft: true, depth: 0, overrideAccess: true, req }))
      : {};
    const theirs = withRowsOf(saved, other);
    for (const { path, required } of slots) {
      const [mine, their] = [textAt(saved, path), textAt(theirs, path)];
      if (their === '' && (required || mine !== '')) errors.push({ path, message: missingMessage(locale) });
      else if (!required && mine === '' && their !== '') errors.push({ path, message: missingMessage(req.locale ?? 'en') });
    }
  }
  if (errors.length > 0) throw fieldErrors(collection.slug, errors, req);
  return data;
};
