/**
 * `inbox`: read and maintain the form submissions the server stored, on either host.
 *
 *   inbox list [--limit N] [--json]          newest first, with each one's webhook delivery
 *   inbox show <id> [--json]                 every field of one submission
 *   inbox export --json | --csv              all of them, oldest first
 *   inbox prune [--yes] [--json]             what is past its retention period (dry run unless --yes)
 *   inbox erase --email ADDRESS [--dry-run]  one person's submissions (a GDPR erasure request)
 *
 * Each takes `--target node` (the default: the SQLite file named by `INBOX_DB`, default data/inbox.sqlite)
 * or `--target cloudflare` (the local D1 of `serve --target cloudflare`, in `INBOX_D1_STATE`, or with
 * `--remote` the deployed one, through wrangler and the firm's Cloudflare login). The same store and SQL
 * serve both (lib/inbox/store.ts). What visitors typed is printed with its control characters escaped
 * (cli/output/terminal.ts), in every format.
 */
import { Command, Option } from 'commander';
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { retention } from '../../content/legal/retention.ts';
import type { InboxColumn } from '../../content/forms.schema.ts';
import { FIELDS, fieldNames, type FieldRow, type FormType } from '../../lib/forms.ts';
import { CannotRunError, CliError, UsageError, reportErrors } from '../../lib/errors.ts';
import { emailAddress, parseOptions, wholeNumber } from '../options.ts';
import { toCsv } from '../output/csv.ts';
import { safeJson, visible } from '../output/terminal.ts';
import { TextTable } from '../output/table.ts';
import { POLL_MS } from '../server/forwarder.ts';
import { InboxMissingError, inboxPath, openSqliteInbox } from '../../lib/inbox/sqlite.ts';
import type { InboxStore, StoredSubmission } from '../../lib/inbox/store.ts';

export const TARGETS = ['node', 'cloudflare'] as const;
type Target = (typeof TARGETS)[number];

/** Which inbox: the Node server's SQLite file, or D1 (local, or with `remote` the deployed database). */
interface Where {
  target: Target;
  remote: boolean;
}

export interface InboxIO {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Open the inbox; a missing one is an `InboxMissingError`, never created by reading. */
  open: (where: Where) => Promise<InboxStore>;
  now: () => Date;
}

/** The inbox each target's server writes: `INBOX_DB`, or the local D1 in `INBOX_D1_STATE`, or the deployed D1. */
async function openInbox(where: Where): Promise<InboxStore> {
  if (where.target === 'node') return openSqliteInbox(inboxPath());
  const { d1StatePath, openD1Inbox } = await import('../../lib/cloudflare.ts');
  const stateDir = d1StatePath();
  if (!where.remote && !existsSync(path.join(stateDir, 'v3', 'd1'))) {
    throw new InboxMissingError(stateDir, 'INBOX_D1_STATE');
  }
  return openD1Inbox({ remote: where.remote, stateDir });
}

const defaultIO: InboxIO = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  open: openInbox,
  now: () => new Date(),
};

const WhereOptions = v.object({
  target: v.picklist(TARGETS, `must be one of ${TARGETS.join(', ')}`),
  remote: v.boolean(),
});

/** A field's row in a form's table, if the form has that field. */
const rowOf = (form: FormType, field: string): FieldRow | undefined =>
  (FIELDS[form] as Record<string, FieldRow>)[field];

/** The row of a form that fills one of the inbox's summary columns. */
const columnRow = (form: FormType, column: InboxColumn): FieldRow | undefined =>
  Object.values(FIELDS[form] as Record<string, FieldRow>).find((row) => row.column === column);

/**
 * A field's value as the inbox gives it (its row's `inbox`): an option's label for a select (stored values are
 * stable; people read labels), otherwise the value as stored.
 */
function shown(row: FieldRow | undefined, value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  if (row?.control !== 'select' || row.inbox === 'value') return text;
  const option = row.options.find((choice) => choice.value === text);
  return option ? (option.inboxLabel ?? option.label) : text;
}

/** "2025-01-15 14:03" in the reader's time zone. */
function formatTime(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** How far the webhook copy has got, in a word or two. */
function deliveryText(row: StoredSubmission): string {
  switch (row.delivery) {
    case 'none':
      return '–';
    case 'delivered':
      return 'delivered';
    case 'pending':
      return row.attempts === 0 ? 'pending' : `pending (${row.attempts} ${row.attempts === 1 ? 'try' : 'tries'})`;
    case 'failed':
      return 'failed';
  }
}

/** The `inbox list` table: newest first, one line per submission. */
function listTable(rows: readonly StoredSubmission[]): string {
  const table = new TextTable(['id', 'time', 'form', 'name', 'e-mail', 'company / issue', 'priority', 'webhook']);
  for (const row of rows) {
    table.push([
      row.id,
      formatTime(row.createdAt),
      row.form,
      visible(row.name),
      visible(row.email),
      visible(row.company !== '' ? row.company : shown(columnRow(row.form, 'issueType'), row.issueType)),
      shown(columnRow(row.form, 'priority'), row.priority),
      deliveryText(row),
    ]);
  }
  return `${table.toString()}\n`;
}

/**
 * The fields `show` and the CSV give, in table order: the contact form's, then the support form's not already
 * listed, then what a payload adds on send. A row marked `inbox: 'hidden'` is stored and sent but not given.
 */
const EXPORT_FIELDS: readonly string[] = [
  ...new Set(
    (['contact', 'support'] as const).flatMap((form) =>
      fieldNames(FIELDS[form] as Record<string, FieldRow>).filter((field) => rowOf(form, field)?.inbox !== 'hidden'),
    ),
  ),
  'formType',
  'submittedAt',
  'source',
];

/** Every field of one submission, one per line, with labels for option values and the webhook's progress. */
function showText(row: StoredSubmission): string {
  const lines: [string, string][] = [
    ['id', String(row.id)],
    ['submissionId', row.submissionId],
    ['form', row.form],
    ['received', `${row.createdAt} (${formatTime(row.createdAt)} local)`],
  ];
  for (const field of EXPORT_FIELDS) {
    const fieldRow = rowOf(row.form, field);
    if (field in row.payload && fieldRow?.inbox !== 'hidden') {
      const multiline = fieldRow?.control === 'textarea';
      lines.push([field, visible(shown(fieldRow, row.payload[field]), { multiline })]);
    }
  }
  lines.push(['webhook', deliveryText(row)]);
  if (row.deliveredAt) lines.push(['deliveredAt', row.deliveredAt]);
  if (row.delivery === 'pending' && row.nextAttemptAt) lines.push(['nextAttemptAt', row.nextAttemptAt]);
  if (row.lastError && row.delivery !== 'delivered') lines.push(['lastError', visible(row.lastError)]);
  const width = Math.max(...lines.map(([name]) => name.length));
  return lines
    .map(([name, value]) => {
      // Continuation lines of a multi-line message line up under its first line.
      const indented = value.replace(/\n/g, `\n${' '.repeat(width + 2)}`);
      return `${name.padEnd(width)}  ${indented}`.trimEnd();
    })
    .join('\n')
    .concat('\n');
}

/** All submissions as CSV, oldest first, one column per field of either form. */
export function submissionsCsv(rows: readonly StoredSubmission[]): string {
  return toCsv(
    ['id', 'receivedAt', 'form', 'submissionId', 'webhook', ...EXPORT_FIELDS],
    rows.map((row) => [
      row.id,
      row.createdAt,
      row.form,
      row.submissionId,
      row.delivery,
      ...EXPORT_FIELDS.map((field) =>
        field in row.payload && rowOf(row.form, field)?.inbox !== 'hidden'
          ? shown(rowOf(row.form, field), row.payload[field])
          : '',
      ),
    ]),
  );
}

/** The shape `--json` prints: the stored payload as posted, plus where and when it was stored. */
const asJson = (row: StoredSubmission) => ({
  id: row.id,
  submissionId: row.submissionId,
  form: row.form,
  receivedAt: row.createdAt,
  delivery: { state: row.delivery, attempts: row.attempts, deliveredAt: row.deliveredAt, lastError: row.lastError },
  payload: row.payload,
});

/** How long each form's submissions are kept (content/legal/retention.ts, as the privacy policy says). */
const RETENTION_YEARS: Record<FormType, number> = {
  contact: retention.customerData.years,
  support: retention.supportTickets.years,
};

/** The date before which a form's submissions are past their retention period. */
function retentionCutoff(form: FormType, now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION_YEARS[form]);
  return cutoff;
}

const briefList = (rows: readonly StoredSubmission[]) =>
  rows.map((row) => `  ${row.id}  ${formatTime(row.createdAt)}  ${row.form}  ${visible(row.email)}\n`).join('');

const targetOption = () =>
  new Option(
    '--target <host>',
    "node: the Node server's SQLite file ($INBOX_DB); cloudflare: D1, local ($INBOX_D1_STATE) or with --remote deployed",
  )
    .choices(TARGETS)
    .default('node');
const remoteOption = () =>
  new Option('--remote', "with --target cloudflare: the deployed D1 database (wrangler's Cloudflare login)").default(
    false,
  );

/** Build the command; tests pass their own output, inbox and clock. */
export function createInboxCommand(io: InboxIO = defaultIO): Command {
  /**
   * Give a subcommand the inbox options (`--target`, `--remote`) and run it on the inbox they name. The two go
   * together because the action reads those options (its last argument but one is commander's options object).
   * `whenMissing` answers for an inbox nothing has been stored in yet, where that has an answer (an empty
   * export); without it, a missing inbox is an error that says where it was looked for.
   */
  const onInbox = <A extends unknown[]>(
    subcommand: Command,
    run: (inbox: InboxStore, ...args: A) => Promise<void>,
    whenMissing?: (...args: A) => Promise<void>,
  ): Command =>
    subcommand
      .addOption(targetOption())
      .addOption(remoteOption())
      .action((...args: A) =>
        reportErrors(async () => {
          const raw = args.at(-2) as { target?: unknown; remote?: unknown };
          const where: Where = parseOptions(WhereOptions, { target: raw.target, remote: raw.remote ?? false });
          if (where.remote && where.target !== 'cloudflare') {
            throw new UsageError('--remote: reaches the deployed D1 database, so it goes with --target cloudflare');
          }
          let inbox: InboxStore | undefined;
          try {
            inbox = await io.open(where);
            await run(inbox, ...args);
          } catch (error) {
            if (error instanceof InboxMissingError) {
              if (whenMissing) return await whenMissing(...args);
              throw new CannotRunError(error.message);
            }
            throw error;
          } finally {
            await inbox?.close();
          }
        }, io.err)(),
      );

  const command = new Command('inbox')
    .description(
      "read and maintain form submissions: the Node server's SQLite file ($INBOX_DB, default data/inbox.sqlite), or D1 with --target cloudflare",
    )
    .addHelpText(
      'after',
      '\nExamples:\n  $ npx brightwork inbox list --limit 10\n  $ npx brightwork inbox list --target cloudflare\n  $ npx brightwork inbox export --csv --target cloudflare --remote > inbox.csv\n  $ npx brightwork inbox erase --email jane@example.co.uk',
    );

  onInbox(
    command
      .command('list')
      .description('list submissions, newest first, with their webhook delivery')
      .option('-n, --limit <count>', 'show only the newest <count>')
      .option('--json', 'print JSON instead of a table', false)
      .addHelpText('after', '\nExample:\n  $ npx brightwork inbox list -n 20'),
    async (inbox, raw: { limit?: string; json: boolean }) => {
      const options = parseOptions(v.object({ limit: v.optional(wholeNumber(1)), json: v.boolean() }), raw);
      const rows = await inbox.list(options.limit === undefined ? {} : { limit: options.limit });
      if (options.json) io.out(`${safeJson(rows.map(asJson))}\n`);
      else if (rows.length === 0) io.out('The inbox is empty.\n');
      else io.out(listTable(rows));
    },
  );

  onInbox(
    command
      .command('show')
      .description('show every field of one submission')
      .argument('<id>', 'the id from `inbox list`, or the submissionId')
      .option('--json', 'print JSON', false)
      .addHelpText('after', '\nExample:\n  $ npx brightwork inbox show 12'),
    async (inbox, id: string, options: { json: boolean }) => {
      const row = await inbox.get(id.trim());
      if (!row) throw new CliError(`No submission with id ${visible(id)} in ${inbox.location}.`);
      io.out(options.json ? `${safeJson(asJson(row))}\n` : showText(row));
    },
  );

  type ExportOptions = { json?: boolean; csv?: boolean };
  const exportRows = async (rows: readonly StoredSubmission[], options: ExportOptions) => {
    if (!options.json && !options.csv) throw new UsageError('Choose a format: --json or --csv.');
    io.out(options.json ? `${safeJson(rows.map(asJson))}\n` : submissionsCsv(rows));
  };

  onInbox(
    command
      .command('export')
      .description('print every submission, oldest first, as JSON or CSV')
      .addOption(new Option('--json', 'JSON array').conflicts('csv'))
      .addOption(new Option('--csv', 'CSV with a header row (RFC 4180)'))
      .addHelpText('after', '\nExample:\n  $ npx brightwork inbox export --csv > inbox.csv'),
    async (inbox, options: ExportOptions) => exportRows((await inbox.list()).reverse(), options),
    // A new inbox holds no submissions: an empty array, or the CSV header alone.
    async (options: ExportOptions) => exportRows([], options),
  );

  onInbox(
    command
      .command('prune')
      .description(
        `remove submissions past their retention period: enquiries after ${RETENTION_YEARS.contact} years, support tickets after ${RETENTION_YEARS.support} (a dry run unless --yes)`,
      )
      .option('--yes', 'delete them (without it, only list what would go)', false)
      .option('--json', 'print JSON', false)
      .addHelpText('after', '\nExamples:\n  $ npx brightwork inbox prune\n  $ npx brightwork inbox prune --yes'),
    async (inbox, options: { yes: boolean; json: boolean }) => {
      const now = io.now();
      const due = (
        await Promise.all(
          (['contact', 'support'] as const).map((form) => inbox.olderThan(form, retentionCutoff(form, now))),
        )
      ).flat();
      const removed = options.yes ? await inbox.delete(due.map((row) => row.id)) : 0;
      if (options.json) {
        io.out(`${safeJson({ dryRun: !options.yes, removed, submissions: due.map(asJson) })}\n`);
        return;
      }
      if (due.length === 0) {
        io.out('Nothing is past its retention period.\n');
        return;
      }
      io.out(
        options.yes
          ? `Removed ${removed} submission${removed === 1 ? '' : 's'} past the retention period:\n${briefList(due)}`
          : `${due.length} submission${due.length === 1 ? ' is' : 's are'} past the retention period (dry run, nothing deleted):\n${briefList(due)}Run with --yes to delete ${due.length === 1 ? 'it' : 'them'}.\n`,
      );
    },
  );

  onInbox(
    command
      .command('redeliver')
      .description(
        'queue failed webhook copies again, each with a fresh day of retries: the ids given, or every failed one',
      )
      .argument('[ids...]', 'ids from `inbox list`')
      .option('--failed', 'every copy that failed', false)
      .addHelpText(
        'after',
        '\nExamples:\n  $ npx brightwork inbox redeliver 12 15\n  $ npx brightwork inbox redeliver --failed --target cloudflare --remote',
      ),
    async (inbox, ids: string[], options: { failed: boolean }) => {
      if (options.failed === ids.length > 0) {
        throw new UsageError('Give the ids of the copies to send again, or --failed for every failed one.');
      }
      const wanted: number[] = [];
      for (const id of ids) {
        if (!/^\d+$/.test(id.trim())) throw new UsageError(`<ids>: "${visible(id)}" is not an id from \`inbox list\``);
        const row = await inbox.get(id.trim());
        if (!row) throw new CliError(`No submission with id ${visible(id)} in ${inbox.location}.`);
        wanted.push(row.id);
      }
      const queued = await inbox.redeliver(options.failed ? 'failed' : wanted, io.now());
      const left = wanted.filter((id) => !queued.includes(id));
      for (const id of left) {
        const row = await inbox.get(String(id));
        const state = !row ? 'gone' : row.delivery === 'none' ? 'not for a webhook' : deliveryText(row);
        io.out(`Submission ${id} is ${state}: left as it is (only a failed copy is queued again).\n`);
      }
      io.out(
        queued.length === 0
          ? 'No failed copy to queue.\n'
          : `Queued ${queued.length} cop${queued.length === 1 ? 'y' : 'ies'} again: ${queued.join(', ')}. A running Node server sends ${queued.length === 1 ? 'it' : 'them'} within ${POLL_MS / 1000} s, the Worker within a minute (its schedule).\n`,
      );
    },
  );

  onInbox(
    command
      .command('erase')
      .description("remove one person's submissions, found by e-mail address (a GDPR erasure request)")
      .requiredOption('--email <address>', 'their e-mail address, in any case')
      .option('--dry-run', 'only list what would be removed', false)
      .addHelpText('after', '\nExample:\n  $ npx brightwork inbox erase --email jane@example.co.uk'),
    async (inbox, raw: { email: string; dryRun: boolean }) => {
      const { email, dryRun } = parseOptions(v.object({ email: emailAddress, dryRun: v.boolean() }), raw);
      const found = await inbox.byEmail(email);
      if (dryRun) {
        io.out(
          `${found.length} submission${found.length === 1 ? '' : 's'} from ${visible(email)} would be removed:\n${briefList(found)}`,
        );
        return;
      }
      const removed = await inbox.delete(found.map((row) => row.id));
      io.out(`Removed ${removed} submission${removed === 1 ? '' : 's'} from ${visible(email)}.\n`);
    },
  );

  return command;
}

export const inboxCommand = createInboxCommand();
