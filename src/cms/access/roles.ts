import type { Access, FieldAccess } from 'payload';

/**
 * Who works in the CMS. `admin` manages users and everything else; `editor` pages, products, news
 * and media; `regulatory` the controlled documents (the only role that publishes them); `sales`
 * the leads only.
 */
export const roles = ['admin', 'editor', 'regulatory', 'sales'] as const;
export type Role = (typeof roles)[number];

/** Whether a signed-in user (or nobody) has one of the roles. */
export function hasRole(user: unknown, ...allowed: Role[]): boolean {
  return typeof user === 'object' && user !== null && (allowed as readonly unknown[]).includes((user as { role?: unknown }).role);
}

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin');

/** Admins see everyone; anyone else only their own account. */
export const isAdminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true;
  return req.user ? { id: { equals: req.user.id } } : false;
};

export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin');

/** Who edits the site's content: pages, products, news and media. */
export const isContentEditor: Access = ({ req }) => hasRole(req.user, 'admin', 'editor');

/**
 * Published records for everyone; drafts and versions only for the roles that work on content
 * (sales works on leads only, and reads the site like a visitor).
 */
export const publishedOrContentStaff: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'editor', 'regulatory')) return true;
  return { _status: { equals: 'published' } };
};
