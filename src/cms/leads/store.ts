import type { Payload } from 'payload';

/**
 * The lead store and its runtime for the inbox, its API and the dashboard card. Loaded on use:
 * the CMS config that names them is also read by the CLI, outside the server.
 */
export async function leadStore() {
  const [{ getLeadRuntime }, store] = await Promise.all([import('@/server/leads/runtime'), import('@/server/leads/lead-store')]);
  return { runtime: await getLeadRuntime(), ...store };
}

/** The CMS users a lead can be given to: the sales and admin roles, by e-mail address. */
export async function leadOwners(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({ collection: 'users', where: { role: { in: ['admin', 'sales'] } }, overrideAccess: true, pagination: false, depth: 0 });
  return docs.map((user) => String(user.email));
}
