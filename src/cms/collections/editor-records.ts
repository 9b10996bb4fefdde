import type { CollectionConfig, Field, TextField } from 'payload';
import { hasRole, isContentEditor, publishedOrContentStaff } from '../access/roles';
import { requireEveryLanguageOnPublish } from '../hooks/every-language';
import { revalidateOnDelete, revalidateOnPublish } from '../hooks/revalidate';

/**
 * What the collections editors add to, change and remove from share (news cards, the team,
 * testimonials): drafts and versions, editor access, the every-language check on publish, the
 * revalidation of the pages that show them, and a key and a position in the sidebar.
 */
export function editorRecords(options: { texts: Parameters<typeof requireEveryLanguageOnPublish>[0]; keyExample: string; orderedWhat: string }) {
  const config = {
    defaultSort: 'position',
    versions: { drafts: true, maxPerDoc: 50 },
    access: { read: publishedOrContentStaff, readVersions: isContentEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
    hooks: {
      beforeChange: [requireEveryLanguageOnPublish(options.texts)],
      afterChange: [revalidateOnPublish],
      afterDelete: [revalidateOnDelete],
    },
  } satisfies Partial<CollectionConfig>;
  const key: TextField = {
    name: 'key',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    validate: (value: unknown) => (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/u.test(value) ? true : `Lowercase words joined by hyphens, e.g. ${options.keyExample}.`),
    admin: { position: 'sidebar', description: 'A short name for the record: lowercase words joined by hyphens.' },
  };
  const position: Field = { name: 'position', type: 'number', required: true, defaultValue: 10, admin: { position: 'sidebar', description: `${options.orderedWhat} are shown from the lowest number up.` } };
  return { config, key, position };
}

/** The admin's content collections are for the roles that work on content. */
export const hiddenFromNonContentRoles = ({ user }: { user: unknown }) => !hasRole(user, 'admin', 'editor', 'regulatory');
