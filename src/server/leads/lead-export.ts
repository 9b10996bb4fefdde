import { toCsv } from '@/lib/leads/csv';
import { isLeadFormName, leadFormFields } from '@/lib/leads/schemas';
import type { StoredLead } from './lead-service';

const fixedColumns = ['id', 'created_at', 'form', 'locale', 'consent', 'consent_version', 'consent_at', 'suspect', 'status', 'owner', 'note'] as const;

function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** Field columns of the exported forms, in schema order, then any other stored field names. */
function fieldColumns(leads: readonly StoredLead[]): string[] {
  const columns: string[] = [];
  const add = (name: string) => {
    if (name !== 'consent' && !columns.includes(name)) columns.push(name);
  };
  for (const lead of leads) {
    if (isLeadFormName(lead.form)) leadFormFields(lead.form).forEach(add);
    Object.keys(lead.fields).forEach(add);
  }
  return columns;
}

export function leadsToCsv(leads: readonly StoredLead[]): string {
  const fields = fieldColumns(leads);
  const rows: string[][] = [[...fixedColumns, ...fields]];
  for (const lead of leads) {
    rows.push([
      lead.id,
      lead.createdAt,
      lead.form,
      lead.locale,
      lead.consent ? 'yes' : 'no',
      lead.consentVersion ?? '',
      lead.consentAt ?? '',
      lead.suspect ?? '',
      lead.status,
      lead.owner ?? '',
      lead.note ?? '',
      ...fields.map((name) => cellText(lead.fields[name])),
    ]);
  }
  return toCsv(rows);
}

export function leadsToJson(leads: readonly StoredLead[]): string {
  return JSON.stringify(
    leads.map((lead) => ({
      id: lead.id,
      createdAt: lead.createdAt,
      form: lead.form,
      locale: lead.locale,
      consent: { given: lead.consent, version: lead.consentVersion, at: lead.consentAt },
      suspect: lead.suspect,
      followUp: { status: lead.status, owner: lead.owner, note: lead.note },
      fields: lead.fields,
    })),
    null,
    2,
  );
}
