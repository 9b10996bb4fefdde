import type { ServerProps } from 'payload';
import { hasRole } from '../access/roles';
import { leadsInboxPath } from '../leads/paths';
import { leadStore } from '../leads/store';

/** The leads inbox in the admin's navigation, for the roles that work on leads. */
export function LeadsNavLink({ user }: ServerProps) {
  if (!hasRole(user, 'admin', 'sales')) return null;
  return (
    <a href={leadsInboxPath} className="nav__link" style={{ display: 'block', padding: '0.25rem 0', fontWeight: 600 }}>
      Leads
    </a>
  );
}

/** On the dashboard: how many leads nobody has followed up yet, and the way to them. */
export async function LeadsDashboardCard({ user }: ServerProps) {
  if (!hasRole(user, 'admin', 'sales')) return null;
  const { runtime, countMatchingLeads } = await leadStore();
  const waiting = await countMatchingLeads(runtime.database, { status: 'new' });
  return (
    <section style={{ marginBottom: '2rem' }}>
      <h2 style={{ marginBottom: '0.75rem' }}>Leads</h2>
      <a href={leadsInboxPath} className="card" style={{ display: 'inline-block', padding: '1rem 1.25rem', textDecoration: 'none' }}>
        {waiting === 1 ? '1 new lead' : `${waiting} new leads`} to follow up →
      </a>
    </section>
  );
}
