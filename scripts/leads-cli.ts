/**
 * Operations CLI for the lead store: `npm run leads -- <command>`.
 *   list [--since DATE] [--form NAME] [--suspect]   one line per lead (--suspect: only the doubted ones)
 *   release ID                                 clear a suspect lead's flag and queue its webhook
 *   export --format csv|json [--since DATE] [--form NAME]   to stdout
 *   erase --email ADDRESS                      delete a person's leads and their outbox rows
 *   outbox                                     pending and failed webhook deliveries
 *   replay ID                                  queue an outbox message again
 * Uses the same DATABASE_URL and migrations as the server (src/server/env.ts).
 */
import { parseArgs } from 'node:util';
import { openDatabase, parseDatabaseUrl } from '../src/server/db/database';
import { getServerEnv } from '../src/server/env';
import { leadsToCsv, leadsToJson } from '../src/server/leads/lead-export';
import { eraseLeadsByEmail, listLeads, listOutbox, releaseSuspectLead, replayOutbox } from '../src/server/leads/lead-store';

const usage = `Usage: npm run leads -- <command>
  list [--since DATE] [--form NAME] [--suspect]
  release ID
  export --format csv|json [--since DATE] [--form NAME]
  erase --email ADDRESS
  outbox
  replay ID`;

class UsageError extends Error {}

/**
 * Shows control and invisible formatting characters as \u escapes, so stored text cannot move
 * the cursor, recolour the terminal or reorder what the operator reads.
 */
function terminalSafe(value: unknown): string {
  // eslint-disable-next-line no-control-regex
  return String(value ?? '').replace(/[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      format: { type: 'string' },
      since: { type: 'string' },
      form: { type: 'string' },
      email: { type: 'string' },
      suspect: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return command ? 0 : 1;
  }
  if (values.since !== undefined && Number.isNaN(Date.parse(values.since))) {
    throw new UsageError(`--since: not a date: ${values.since}`);
  }
  const env = getServerEnv();
  const database = await openDatabase(parseDatabaseUrl(env.databaseUrl), {
    busyTimeoutMs: env.dbBusyTimeoutMs,
    poolSize: 2,
  });
  try {
    const query = { since: values.since, form: values.form, suspect: values.suspect };
    switch (command) {
      case 'list': {
        const leads = await listLeads(database, query);
        for (const lead of leads) {
          // Contact leads split the name; whitepaper forms have one name field (fullName or name).
          const name = [lead.fields.firstName, lead.fields.lastName].filter(Boolean).join(' ') || String(lead.fields.fullName ?? lead.fields.name ?? '');
          const flag = lead.suspect ? `suspect:${lead.suspect}` : '';
          console.log([lead.createdAt, lead.id, lead.form, lead.locale, lead.email, name, flag].map(terminalSafe).join('\t'));
        }
        console.error(`${leads.length} lead(s)`);
        return 0;
      }
      case 'export': {
        if (values.format !== 'csv' && values.format !== 'json') {
          throw new UsageError('export needs --format csv or --format json');
        }
        const leads = await listLeads(database, query);
        process.stdout.write(values.format === 'csv' ? leadsToCsv(leads) : `${leadsToJson(leads)}\n`);
        console.error(`exported ${leads.length} lead(s)`);
        return 0;
      }
      case 'erase': {
        if (!values.email) throw new UsageError('erase needs --email ADDRESS');
        const count = await eraseLeadsByEmail(database, values.email);
        console.log(`erased ${count} lead(s) for ${values.email}`);
        return 0;
      }
      case 'release': {
        const id = rest[0];
        if (!id) throw new UsageError('release needs a lead ID (see `list --suspect`)');
        if (!(await releaseSuspectLead(database, id, { webhookEnabled: env.webhook !== undefined }))) {
          console.error(`no suspect lead ${id}`);
          return 1;
        }
        console.log(`released ${id}${env.webhook ? ' and queued it for the webhook' : ''}`);
        return 0;
      }
      case 'outbox': {
        const entries = await listOutbox(database);
        for (const entry of entries) {
          console.log(
            [entry.id, entry.status, `attempts=${entry.attempts}`, `next=${entry.nextAttemptAt}`, `lead=${entry.leadId}`, entry.lastError ?? ''].join('\t'),
          );
        }
        console.error(`${entries.length} pending or failed deliver${entries.length === 1 ? 'y' : 'ies'}`);
        return 0;
      }
      case 'replay': {
        const id = rest[0];
        if (!id) throw new UsageError('replay needs an outbox ID (see `outbox`)');
        if (!(await replayOutbox(database, id))) {
          console.error(`no outbox message ${id}`);
          return 1;
        }
        console.log(`queued ${id} for delivery`);
        return 0;
      }
      default:
        throw new UsageError(`unknown command: ${command}`);
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(error as Error).message}\n\n${usage}`);
      process.exitCode = 2;
      return;
    }
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
