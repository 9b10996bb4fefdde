import { DefaultTemplate } from '@payloadcms/next/templates';
import type { AdminViewServerProps } from 'payload';
import type { ReactNode } from 'react';
import { documentsDelivered } from '@/content/whitepapers';
import { isLocale } from '@/i18n/locales';
import { inboxPageSize, inboxQuery, leadStatuses, leadStatusLabels, parseInboxFilter, type InboxFilter } from '@/lib/leads/inbox';
import { leadFormSchemas } from '@/lib/leads/schemas';
import { hasRole } from '../access/roles';
import { leadsApiPath, leadsInboxPath } from '../leads/paths';
import { leadOwners, leadStore } from '../leads/store';

/**
 * The leads inbox in the admin (/admin/leads) for the `sales` and `admin` roles: filters, a page
 * of leads, one lead's details with its follow-up and history, CSV export and erasure. Plain
 * server-rendered HTML and forms that post to /api/leads (src/cms/leads/endpoints.ts), which
 * sends the browser back here.
 */

const forms = Object.keys(leadFormSchemas);

const notices: Record<string, string> = {
  saved: 'Follow-up saved.',
  released: 'Lead released: it is no longer suspect, and goes to the webhook like any other.',
  erased: 'Erased: every lead of that address, with its history.',
  'nothing-erased': 'No lead has that e-mail address; nothing was erased.',
  'erase-unconfirmed': 'Nothing erased: type the e-mail address twice, the same both times.',
  invalid: 'Not saved: choose a status and an owner from the lists, and keep the note under 2,000 characters.',
  'not-found': 'That lead no longer exists.',
  'not-suspect': 'That lead is not suspect.',
};

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Stockholm' });
const when = (iso: string) => dateTime.format(new Date(iso));
const humanize = (name: string) => name.replace(/([a-z])([A-Z])/gu, '$1 $2').replace(/^./u, (c) => c.toUpperCase()).replace(/ ([A-Z])(?=[a-z])/gu, (m) => m.toLowerCase());

function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(shown).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function queryString(filter: InboxFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, page: filter.page > 1 ? filter.page : undefined })) {
    if (value !== undefined && value !== false) params.set(key, value === true ? '1' : String(value));
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const styles = `
.leads-inbox { padding-block: 2rem 4rem; display: grid; gap: 2rem; }
.leads-inbox h1 { margin: 0; }
.leads-inbox h2 { margin: 0 0 1rem; font-size: 1.25rem; }
.leads-inbox section { border: 1px solid var(--theme-elevation-150); border-radius: 6px; padding: 1.25rem; background: var(--theme-elevation-0); }
.leads-inbox__filters { display: flex; flex-wrap: wrap; gap: 1rem; align-items: end; }
.leads-inbox label { display: grid; gap: .25rem; font-weight: 600; font-size: .875rem; }
.leads-inbox input, .leads-inbox select, .leads-inbox textarea { font: inherit; min-height: 2.5rem; box-sizing: border-box; padding: .45rem .6rem; border: 1px solid var(--theme-elevation-250); border-radius: 4px; background: var(--theme-input-bg, var(--theme-elevation-0)); color: var(--theme-text); }
.leads-inbox label.leads-inbox__check { display: flex; gap: .5rem; align-items: center; font-weight: 400; min-height: 2.5rem; }
.leads-inbox label.leads-inbox__check input { min-height: 0; }
.leads-inbox button, .leads-inbox__button { font: inherit; font-weight: 600; min-height: 2.5rem; box-sizing: border-box; padding: .5rem 1rem; border-radius: 4px; border: 0; background: var(--theme-elevation-800); color: var(--theme-elevation-0); cursor: pointer; text-decoration: none; display: inline-block; }
.leads-inbox__danger { background: var(--theme-error-500) !important; }
.leads-inbox table { width: 100%; border-collapse: collapse; font-size: .875rem; }
.leads-inbox th, .leads-inbox td { text-align: left; padding: .5rem; border-bottom: 1px solid var(--theme-elevation-100); vertical-align: top; }
.leads-inbox tr[aria-current="true"] td { background: var(--theme-elevation-50); }
.leads-inbox dl { display: grid; grid-template-columns: minmax(8rem, max-content) 1fr; gap: .4rem 1.5rem; margin: 0; }
.leads-inbox dt { font-weight: 600; }
.leads-inbox dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.leads-inbox__notice { padding: .75rem 1rem; border-radius: 4px; background: var(--theme-success-100); color: var(--theme-success-900); }
.leads-inbox__grid { display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); }
.leads-inbox__pages { display: flex; gap: 1rem; align-items: center; margin-top: 1rem; }
`;

export async function LeadsInbox({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult;
  const frame = (children: ReactNode) => (
    <DefaultTemplate i18n={req.i18n} locale={locale} params={params} payload={req.payload} permissions={permissions} searchParams={searchParams} user={req.user ?? undefined} visibleEntities={visibleEntities}>
      <style>{styles}</style>
      <div className="gutter--left gutter--right leads-inbox">{children}</div>
    </DefaultTemplate>
  );
  if (!hasRole(req.user, 'admin', 'sales')) {
    return frame(
      <>
        <h1>Leads</h1>
        <p>Leads are for the sales and admin roles. Ask an administrator if you need them.</p>
      </>,
    );
  }

  const query = (searchParams ?? {}) as Record<string, string | string[] | undefined>;
  const { filter } = parseInboxFilter(query, forms);
  const store = await leadStore();
  const { database } = store.runtime;
  const storeQuery = inboxQuery(filter);
  const [leads, total] = await Promise.all([store.listLeads(database, storeQuery), store.countMatchingLeads(database, storeQuery)]);
  const selectedId = typeof query.lead === 'string' ? query.lead : undefined;
  const selected = selectedId ? await store.getLead(database, selectedId) : undefined;
  const events = selected ? await store.leadEvents(database, selected.id) : [];
  const owners = await leadOwners(req.payload);
  const documents = selected && isLocale(selected.locale) ? documentsDelivered(selected.form, selected.fields, selected.locale) : [];
  const notice = typeof query.notice === 'string' ? notices[query.notice] : undefined;
  const pages = Math.max(1, Math.ceil(total / inboxPageSize));
  const { page: _page, ...exportFilter } = filter;

  return frame(
    <>
      <h1>Leads</h1>
      {notice ? (
        <p role="status" className="leads-inbox__notice">
          {notice}
        </p>
      ) : null}

      <section aria-labelledby="leads-filter-heading">
        <h2 id="leads-filter-heading">Find leads</h2>
        <form method="get" action={leadsInboxPath} className="leads-inbox__filters">
          <Choice label="Form" name="form" value={filter.form} empty="All forms" options={forms.map((form) => [form, form])} />
          <label>
            From
            <input type="date" name="from" defaultValue={filter.from} />
          </label>
          <label>
            To
            <input type="date" name="to" defaultValue={filter.to} />
          </label>
          <Choice label="Status" name="status" value={filter.status} empty="Any status" options={statusOptions} />
          <label>
            E-mail or company
            <input type="search" name="search" defaultValue={filter.search} maxLength={100} />
          </label>
          <label className="leads-inbox__check">
            <input type="checkbox" name="suspect" value="1" defaultChecked={filter.suspect} /> Suspect only
          </label>
          <button type="submit">Filter</button>
          <a className="leads-inbox__button" href={`${leadsApiPath}/export.csv${queryString({ ...exportFilter, page: 1 })}`}>
            Export CSV
          </a>
        </form>
      </section>

      <section aria-labelledby="leads-list-heading">
        <h2 id="leads-list-heading">
          {total} {total === 1 ? 'lead' : 'leads'}
        </h2>
        {leads.length === 0 ? (
          <p>No lead matches these filters.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Form</th>
                <th scope="col">Name and company</th>
                <th scope="col">E-mail</th>
                <th scope="col">Status</th>
                <th scope="col">Owner</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr key={lead.id} aria-current={lead.id === selected?.id ? 'true' : undefined}>
                  <td>
                    <a href={`${leadsInboxPath}${queryString(filter, { lead: lead.id })}`}>{when(lead.createdAt)}</a>
                  </td>
                  <td>{lead.form}</td>
                  <td>{[shown(lead.fields.firstName) + ' ' + shown(lead.fields.lastName), lead.fields.company].filter((part) => typeof part === 'string' && part.trim() !== '–').join(', ')}</td>
                  <td>{lead.email}</td>
                  <td>
                    {leadStatusLabels[lead.status]}
                    {lead.suspect ? ` · suspect (${lead.suspect})` : ''}
                  </td>
                  <td>{lead.owner ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {pages > 1 ? (
          <nav aria-label="Pages" className="leads-inbox__pages">
            {filter.page > 1 ? <a href={`${leadsInboxPath}${queryString({ ...filter, page: filter.page - 1 })}`}>Previous</a> : null}
            <span>
              Page {filter.page} of {pages}
            </span>
            {filter.page < pages ? <a href={`${leadsInboxPath}${queryString({ ...filter, page: filter.page + 1 })}`}>Next</a> : null}
          </nav>
        ) : null}
      </section>

      {selected ? (
        <section aria-labelledby="lead-heading">
          <h2 id="lead-heading">
            {selected.email}, {when(selected.createdAt)}
          </h2>
          <div className="leads-inbox__grid">
            <div>
              <h3>What they sent</h3>
              <dl>
                <dt>Form</dt>
                <dd>{selected.form}</dd>
                <dt>Language</dt>
                <dd>{selected.locale === 'sv' ? 'Swedish' : 'English'}</dd>
                {Object.entries(selected.fields)
                  .filter(([name]) => name !== 'consent')
                  .map(([name, value]) => (
                  <FieldRow key={name} name={humanize(name)} value={shown(value)} />
                ))}
                <dt>Consent</dt>
                <dd>{selected.consent ? `Given ${selected.consentAt ? when(selected.consentAt) : ''} (text version ${selected.consentVersion ?? '–'})` : 'Not given'}</dd>
                <dt>Documents received</dt>
                <dd>
                  {documents.length > 0
                    ? documents.map((document) => (
                        <a key={document.href} href={document.href} style={{ display: 'block' }}>
                          {document.name}
                        </a>
                      ))
                    : 'None'}
                </dd>
              </dl>
            </div>
            <div>
              <h3>Follow-up</h3>
              <form method="post" action={`${leadsApiPath}/${encodeURIComponent(selected.id)}/follow-up`} style={{ display: 'grid', gap: '1rem' }}>
                <Choice label="Status" name="status" value={selected.status} options={statusOptions} />
                <Choice label="Owner" name="owner" value={selected.owner ?? undefined} empty="Nobody yet" options={owners.map((owner) => [owner, owner])} />
                <label>
                  Note
                  <textarea name="note" rows={4} maxLength={2000} defaultValue={selected.note ?? ''} />
                </label>
                <div>
                  <button type="submit">Save follow-up</button>
                </div>
              </form>
              {selected.suspect ? (
                <form method="post" action={`${leadsApiPath}/${encodeURIComponent(selected.id)}/release`} style={{ marginTop: '1.5rem' }}>
                  <p>
                    Held as suspect ({selected.suspect}): it was not sent on. Release it if a person sent it.
                  </p>
                  <button type="submit">Release lead</button>
                </form>
              ) : null}
              <h3 style={{ marginTop: '1.5rem' }}>History</h3>
              {events.length === 0 ? (
                <p>No changes since it arrived.</p>
              ) : (
                <ol>
                  {events.map((event, index) => (
                    <li key={index}>
                      {when(event.at)}, {event.actor}: {event.action === 'release' ? 'released' : `${leadStatusLabels[event.detail.status as keyof typeof leadStatusLabels] ?? shown(event.detail.status)}, owner ${shown(event.detail.owner)}${event.detail.note ? `, note “${shown(event.detail.note)}”` : ''}`}
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="erase-heading">
        <h2 id="erase-heading">Erase a person (GDPR Art. 17)</h2>
        <p>Deletes every lead of this e-mail address with its follow-up and history. It cannot be undone; the log keeps only that an erasure happened.</p>
        <form method="post" action={`${leadsApiPath}/erase`} className="leads-inbox__filters">
          <label>
            E-mail address
            <input type="email" name="email" required autoComplete="off" />
          </label>
          <label>
            The same address again
            <input type="email" name="confirm" required autoComplete="off" />
          </label>
          <button type="submit" className="leads-inbox__danger">
            Erase
          </button>
        </form>
      </section>
    </>,
  );
}

const statusOptions = leadStatuses.map((status): [string, string] => [status, leadStatusLabels[status]]);

/** A labelled select; `empty` is the choice of none (or all, for a filter). */
function Choice({ label, name, value, empty, options }: { label: string; name: string; value?: string; empty?: string; options: [value: string, label: string][] }) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ''}>
        {empty ? <option value="">{empty}</option> : null}
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

function FieldRow({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </>
  );
}
