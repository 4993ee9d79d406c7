/**
 * `inbox`: read the form submissions the local server stored (`list`, `show <id>`, `export --json|--csv`).
 * Reads the file named by `INBOX_DB` (default data/inbox.sqlite), the same one the server writes.
 */
import Table from 'cli-table3';
import { Command, InvalidArgumentError } from 'commander';
import { forms } from '../../content/forms.ts';
import { Inbox, InboxMissingError, type StoredSubmission, inboxPath } from '../server/inbox.ts';

export interface InboxIO {
  out: (text: string) => void;
  err: (text: string) => void;
  /** The database file; `INBOX_DB` by default. */
  dbPath: () => string;
}

const defaultIO: InboxIO = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  dbPath: () => inboxPath(),
};

/** Option values are stored (stable); people read labels. */
const LABELS: Record<string, Record<string, string>> = {
  companySize: Object.fromEntries(forms.options.companySize.map((o) => [o.value, o.label])),
  annualRevenue: Object.fromEntries(forms.options.annualRevenue.map((o) => [o.value, o.label])),
  projectBudget: Object.fromEntries(forms.options.projectBudget.map((o) => [o.value, o.label])),
  issueType: Object.fromEntries(forms.options.issueType.map((o) => [o.value, o.label])),
  priority: Object.fromEntries(forms.options.priority.map((o) => [o.value, `${o.code} ${o.label}`])),
};
const label = (field: string, value: unknown): string => {
  const text = value === undefined || value === null ? '' : String(value);
  return LABELS[field]?.[text] ?? text;
};

/** "2025-01-15 14:03" in the reader's time zone. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The `inbox list` table: newest first, one line per submission. */
export function listTable(rows: readonly StoredSubmission[]): string {
  const table = new Table({
    head: ['id', 'time', 'form', 'name', 'e-mail', 'company / issue', 'priority'],
    style: { head: [], border: [] },
    wordWrap: true,
    colWidths: [null, null, null, 24, 30, 26, null],
  });
  for (const row of rows) {
    table.push([
      row.id,
      formatTime(row.createdAt),
      row.form,
      row.name,
      row.email,
      row.form === 'contact' ? row.company : label('issueType', row.issueType),
      label('priority', row.priority),
    ]);
  }
  return `${table.toString()}\n`;
}

/** Field order for `show` and the CSV: both forms' fields, the contact form's first. */
export const EXPORT_FIELDS = [
  'firstName',
  'lastName',
  'name',
  'email',
  'phone',
  'role',
  'company',
  'website',
  'companySize',
  'annualRevenue',
  'projectBudget',
  'issueType',
  'priority',
  'message',
  'formType',
  'submittedAt',
  'source',
] as const;

/** Every field of one submission, one per line, with labels for option values. */
export function showText(row: StoredSubmission): string {
  const lines: [string, string][] = [
    ['id', String(row.id)],
    ['submissionId', row.submissionId],
    ['form', row.form],
    ['received', `${row.createdAt} (${formatTime(row.createdAt)} local)`],
  ];
  for (const field of EXPORT_FIELDS) {
    if (field in row.payload) lines.push([field, label(field, row.payload[field])]);
  }
  const width = Math.max(...lines.map(([name]) => name.length));
  return lines
    .map(([name, value]) => {
      // Continuation lines of a multi-line message line up under its first line.
      const indented = value.replace(/\r?\n/g, `\n${' '.repeat(width + 2)}`);
      return `${name.padEnd(width)}  ${indented}`.trimEnd();
    })
    .join('\n')
    .concat('\n');
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF, quotes doubled. Text that a
 * spreadsheet would run as a formula (=, @, tab, CR, or +/- not starting a number) is prefixed with ' since
 * these values come from the public internet (OWASP "CSV injection"); phone numbers such as +44 stay as typed.
 */
export function csvField(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=@\t\r]/.test(text) || /^[+-](?![\d\s().-]*$)/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** All submissions as CSV, oldest first, CRLF line ends, one column per field of either form. */
export function toCsv(rows: readonly StoredSubmission[]): string {
  const header = ['id', 'receivedAt', 'form', 'submissionId', ...EXPORT_FIELDS];
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.id,
        row.createdAt,
        row.form,
        row.submissionId,
        ...EXPORT_FIELDS.map((field) => (field in row.payload ? label(field, row.payload[field]) : '')),
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The shape `--json` prints: the stored payload as posted, plus where and when it was stored. */
const asJson = (row: StoredSubmission) => ({
  id: row.id,
  submissionId: row.submissionId,
  form: row.form,
  receivedAt: row.createdAt,
  payload: row.payload,
});

function parseLimit(value: string): number {
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) {
    throw new InvalidArgumentError(`--limit must be a whole number, 1 or more (got "${value}")`);
  }
  return limit;
}

class UserError extends Error {}

/** Build the command; tests pass their own output and database path. */
export function createInboxCommand(io: InboxIO = defaultIO): Command {
  // User errors (no database, unknown id, bad flags) get one line and exit code 1, never a stack trace.
  const withInbox = (run: (inbox: Inbox) => void) => {
    let inbox: Inbox | undefined;
    try {
      inbox = Inbox.open(io.dbPath());
      run(inbox);
    } catch (error) {
      if (!(error instanceof InboxMissingError || error instanceof UserError)) throw error;
      io.err(`${error.message}\n`);
      process.exitCode = 1;
    } finally {
      inbox?.close();
    }
  };

  const command = new Command('inbox').description(
    'read form submissions stored by the local server (file: $INBOX_DB, default data/inbox.sqlite)',
  );

  command
    .command('list')
    .description('list submissions, newest first')
    .option('-n, --limit <count>', 'show only the newest <count>', parseLimit)
    .option('--json', 'print JSON instead of a table', false)
    .action((options: { limit?: number; json: boolean }) =>
      withInbox((inbox) => {
        const rows = inbox.list(options.limit === undefined ? {} : { limit: options.limit });
        if (options.json) io.out(`${JSON.stringify(rows.map(asJson), null, 2)}\n`);
        else if (rows.length === 0) io.out('The inbox is empty.\n');
        else io.out(listTable(rows));
      }),
    );

  command
    .command('show')
    .description('show every field of one submission')
    .argument('<id>', 'the id from `inbox list`, or the submissionId')
    .option('--json', 'print JSON', false)
    .action((id: string, options: { json: boolean }) =>
      withInbox((inbox) => {
        const row = inbox.get(id.trim());
        if (!row) throw new UserError(`No submission with id ${id} in ${inbox.file}.`);
        io.out(options.json ? `${JSON.stringify(asJson(row), null, 2)}\n` : showText(row));
      }),
    );

  command
    .command('export')
    .description('print every submission, oldest first, as JSON or CSV')
    .option('--json', 'JSON array')
    .option('--csv', 'CSV with a header row (RFC 4180)')
    .action((options: { json?: boolean; csv?: boolean }) =>
      withInbox((inbox) => {
        if (Boolean(options.json) === Boolean(options.csv)) throw new UserError('Choose one format: --json or --csv.');
        const rows = inbox.list().reverse();
        io.out(options.json ? `${JSON.stringify(rows.map(asJson), null, 2)}\n` : toCsv(rows));
      }),
    );

  return command;
}

export const inboxCommand = createInboxCommand();
