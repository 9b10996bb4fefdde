import type { PayloadRequest } from 'payload';
import { describe, expect, it } from 'vitest';
import { hasRole, isAdmin, isAdminOrSelf } from '@/cms/access/roles';

const request = (user: { id: number; role: string } | null) => ({ req: { user } as unknown as PayloadRequest });

describe('CMS access rules', () => {
  it('knows a role only from a signed-in user', () => {
    expect(hasRole({ role: 'sales' }, 'sales', 'admin')).toBe(true);
    expect(hasRole({ role: 'editor' }, 'sales', 'admin')).toBe(false);
    expect(hasRole(null, 'admin')).toBe(false);
    expect(hasRole({ role: 'root' }, 'admin')).toBe(false);
  });

  it('lets admins manage every account and anyone else only their own', () => {
    expect(isAdmin(request({ id: 1, role: 'admin' }))).toBe(true);
    expect(isAdmin(request({ id: 2, role: 'editor' }))).toBe(false);
    expect(isAdmin(request(null))).toBe(false);
    expect(isAdminOrSelf(request({ id: 1, role: 'admin' }))).toBe(true);
    expect(isAdminOrSelf(request({ id: 7, role: 'sales' }))).toEqual({ id: { equals: 7 } });
    expect(isAdminOrSelf(request(null))).toBe(false);
  });
});
