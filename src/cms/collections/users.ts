import { Forbidden, type CollectionConfig } from 'payload';
import { isAdmin, isAdminField, isAdminOrSelf, roles } from '../access/roles';

/** Set by the operations CLI (scripts/cms-cli.ts): the only way an account is made without an admin. */
export const trustedCreateContext = 'trustedCreate';

const hour = 60 * 60;

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'] },
  auth: {
    // A working day; then sign in again.
    tokenExpiration: 8 * hour,
    // Five wrong passwords lock the account for 15 minutes.
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    cookies: { sameSite: 'Strict', secure: process.env.NODE_ENV === 'production' },
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    create: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [
      ({ operation, req }) => {
        // No public sign-up: Payload's "first user" door (`/api/users/first-register`, which skips
        // access control on an empty users table) stays shut. The first admin comes from the CLI.
        if (operation === 'create' && !req.user && req.context[trustedCreateContext] !== true) throw new Forbidden(req.t);
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: roles.map((role) => ({ label: role, value: role })),
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
    },
  ],
};
