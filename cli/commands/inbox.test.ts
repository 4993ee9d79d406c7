import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FIELDS,
  fieldNames,
  type ContactPayload,
  type ContactValues,
  type SupportPayload,
  type SupportValues,
} from '../../lib/forms.ts';
import { d1Inbox } from '../../lib/inbox/d1.ts';
import { openSqliteInbox } from '../../lib/inbox/sqlite.ts';
import type { InboxStore } from '../../lib/inbox/store.ts';
import { contactPayload, supportPayload } from '../../tests/fixtures/forms.ts';
import { WRANGLER_CONFIG, migrateLocalD1, platformProxyOptions } from '../../lib/cloudflare.ts';
import { csvField } from '../output/csv.ts';
import { TARGETS, createInboxCommand, submissionsCsv } from './inbox.ts';

let dir: string;
let dbPath: string;
/** The clock `inbox prune` reads. */
const NOW = new Date('2032-06-01T12:00:00Z');

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'inbox-cli-'));
  dbPath = path.join(dir, 'inbox.sqlite');
});

afterEach(() => {
  process.exitCode = undefined;
  rmSync(dir, { recursive: true, force: true });
});

function contact(overrides: Partial<ContactValues> = {}): ContactPayload {
  const { contactMeByFax: _, ...payload } = contactPayload({ companySize: '1000-plus', ...overrides });
  return payload;
}

function support(overrides: Partial<SupportValues> = {}): SupportPayload {
  const { contactMeByFax: _, ...payload } = supportPayload(overrides);
  return payload;
}

/** A drawn table's rows with wrapped cells joined again, each row as `│ a │ b │`. */
function tableRows(out: string): string[] {
  const blocks = out.split(/\n?[┌├└][^\n]*\n?/).filter((block) => block.includes('│'));
  return blocks.map((block) => {
    const lines = block.split('\n').map((line) => line.split('│').slice(1, -1));
    const cells = (lines[0] ?? []).map((_, i) =>
      lines
        .map((line) => line[i]?.trim() ?? '')
        .filter(Boolean)
        .join(' '),
    );
    return `│ ${cells.join(' │ ')} │`;
  });
}

/** Run `inbox <args>` in-process against `store`, capturing its output and exit code. */
async function runOn(store: InboxStore, args: string[]): Promise<{ out: string; err: string; code: number }> {
  let out = '';
  let err = '';
  process.exitCode = undefined;
  const command = createInboxCommand({
    out: (t) => (out += t),
    err: (t) => (err += t),
    // The suite keeps its store open across commands; each command's close is a no-op here.
    open: async () => Object.assign(Object.create(store) as InboxStore, { close: async () => undefined }),
    now: () => NOW,
  });
  command.exitOverride().configureOutput({ writeOut: (t) => (out += t), writeErr: (t) => (err += t) });
  for (const sub of command.commands) sub.exitOverride().configureOutput({ writeErr: (t) => (err += t) });
  try {
    await command.parseAsync(args, { from: 'user' });
  } catch {
    // commander's own usage errors (exitOverride) land here; their text is in err.
    process.exitCode ??= 2;
  }
  const code = Number(process.exitCode ?? 0);
  process.exitCode = undefined;
  return { out, err, code };
}

/**
 * Every subcommand on both targets (docs/decisions/0020-one-form-handler-two-hosts.md): the Node server's SQLite file,
 * and a local D1 database reached through wrangler as `inbox --target cloudflare` reaches it. Same store, same output.
 */
describe.each(TARGETS)('inbox on %s', (target) => {
  let store: InboxStore;
  /** Empty the inbox and open it (node: a new file each test; cloudflare: one D1, emptied). */
  let reset: () => Promise<void>;
  let dispose = async () => undefined as unknown;

  beforeAll(async () => {
    if (target === 'node') {
      reset = async () => {
        await store?.close();
        store = openSqliteInbox(dbPath, { create: true });
      };
      dispose = async () => store?.close();
      return;
    }
    const stateDir = mkdtempSync(path.join(tmpdir(), 'inbox-cli-d1-'));
    await migrateLocalD1(stateDir);
    const { getPlatformProxy } = await import('wrangler');
    const proxy = await getPlatformProxy<{
      INBOX: Parameters<typeof d1Inbox>[0] & { exec(sql: string): Promise<unknown> };
    }>(platformProxyOptions({ remote: false, stateDir, configPath: WRANGLER_CONFIG }));
    store = d1Inbox(proxy.env.INBOX, { location: `D1 database INBOX (local, ${stateDir})` });
    reset = async () => {
      await proxy.env.INBOX.exec(
        "DELETE FROM submissions; DELETE FROM sqlite_sequence WHERE name = 'submissions';".replace('; ', ';\n'),
      );
    };
    dispose = async () => {
      await proxy.dispose();
      rmSync(stateDir, { recursive: true, force: true });
    };
  }, 60_000);
  beforeEach(() => reset());
  afterAll(() => dispose());

  /** Seed the inbox the way the server does. */
  const seed = async (...payloads: (ContactPayload | SupportPayload)[]) => {
    for (const [i, payload] of payloads.entries()) {
      await store.save(payload.formType, payload, { now: new Date(Date.UTC(2025, 0, 15, 9, i)), deliver: false });
    }
  };
  const run = (...args: string[]) => runOn(store, args);

  describe('inbox list', () => {
    it('lists newest first with time, form, name, e-mail, company or issue type and priority', async () => {
      await seed(contact(), support(), contact({ firstName: 'José', company: 'Bäckerei GmbH' }));
      const { out, code } = await run('list');
      expect(code).toBe(0);
      const lines = tableRows(out).slice(1);
      expect(lines).toHaveLength(3);
      expect(Math.max(...out.split('\n').map((line) => [...line].length))).toBeLessThanOrEqual(100);
      expect(lines[0]).toMatch(/│ 3 .*contact .*José Smith .*zoe@example\.co\.uk .*Bäckerei GmbH/);
      expect(lines[1]).toMatch(/│ 2 .*support .*李雷 .*li@example\.com .*Data Sync Error .*P1 Critical/);
      expect(lines[2]).toMatch(/│ 1 .*\d{4}-\d\d-\d\d \d\d:\d\d .*contact .*Zoë Smith .*Acme Ltd/);
      expect(tableRows(out)[0]).toMatch(/time.*form.*name.*e-mail.*company \/ issue.*priority/);
    });

    it('--json gives the stored payloads; --limit keeps the newest', async () => {
      const first = contact();
      const second = support();
      await seed(first, second);
      const { out } = await run('list', '--json');
      const parsed = JSON.parse(out) as { id: number; form: string; submissionId: string; payload: unknown }[];
      expect(parsed.map((row) => [row.id, row.form])).toEqual([
        [2, 'support'],
        [1, 'contact'],
      ]);
      expect(parsed[1]).toMatchObject({ submissionId: first.submissionId, payload: first });
      const limited = JSON.parse((await run('list', '--json', '--limit', '1')).out) as unknown[];
      expect(limited).toHaveLength(1);
      expect((await run('list', '--limit', '0')).code).not.toBe(0);
    });

    it('says so when the inbox is empty', async () => {
      await seed();
      expect(await run('list')).toEqual({ out: 'The inbox is empty.\n', err: '', code: 0 });
    });
  });

  describe('inbox show', () => {
    it('shows every field, by id or by submissionId, with option labels', async () => {
      const payload = contact({ message: 'Line one\nLine two', website: 'example.co.uk', annualRevenue: '1m-5m' });
      await seed(payload);
      const { out, code } = await run('show', '1');
      expect(code).toBe(0);
      for (const expected of [
        /^id\s+1$/m,
        new RegExp(`^submissionId\\s+${payload.submissionId}$`, 'm'),
        /^firstName\s+Zoë$/m,
        /^website\s+https:\/\/example\.co\.uk$/m,
        /^companySize\s+1000\+ employees$/m,
        /^annualRevenue\s+£1M - £5M$/m,
        /^projectBudget\s+£5K - £15K$/m,
        /^message\s+Line one\n\s+Line two$/m,
        /^source\s+website$/m,
      ]) {
        expect(out).toMatch(expected);
      }
      expect((await run('show', payload.submissionId.toUpperCase())).out).toBe(out);
      expect(JSON.parse((await run('show', '1', '--json')).out)).toMatchObject({ id: 1, payload });
    });

    it('an unknown id is one line on stderr and exit code 1', async () => {
      await seed(contact());
      const { out, err, code } = await run('show', '99');
      expect({ out, code }).toEqual({ out: '', code: 1 });
      expect(err).toBe(`No submission with id 99 in ${store.location}.\n`);
    });
  });

  describe('inbox export', () => {
    it('--csv: a header, one row per submission oldest first, RFC 4180 quoting, CRLF', async () => {
      await seed(contact({ company: 'Smith, Jones & "Partners"', message: 'First line,\nsecond line' }), support());
      const { out, code } = await run('export', '--csv');
      expect(code).toBe(0);
      const records = out.split('\r\n');
      // Every field of the two tables, each once, in table order (the contact form's, then the support form's
      // others), then what a payload adds: a new row is a new column without a list to edit.
      const fields = [...new Set([...fieldNames(FIELDS.contact), ...fieldNames(FIELDS.support)])];
      expect(records[0]).toBe(
        ['id', 'receivedAt', 'form', 'submissionId', 'webhook', ...fields, 'formType', 'submittedAt', 'source'].join(),
      );
      expect(fields).toEqual(expect.arrayContaining(['firstName', 'projectBudget', 'issueType', 'priority']));
      expect(records[1]).toMatch(
        /^1,2025-01-15T09:00:00\.000Z,contact,[0-9a-f-]{36},none,Zoë,Smith,zoe@example\.co\.uk,/,
      );
      expect(out).toContain(',"Smith, Jones & ""Partners""",');
      expect(out).toContain(',"First line,\nsecond line",');
      expect(out).toContain(',+44 20 7946 0123,');
      expect(out).toContain(',1000+ employees,');
      expect(out.endsWith('\r\n')).toBe(true);
      // The message's bare LF stays inside its quoted field: header, two records, then the final CRLF.
      expect(records).toHaveLength(4);
      expect(records[2]).toMatch(/^2,.*,support,.*,li@example\.com,.*,李雷,Data Sync Error,P1 Critical,support,/);
    });

    it.each([
      ['plain', 'plain'],
      ['a,b', '"a,b"'],
      ['say "hi"', '"say ""hi"""'],
      ['a\r\nb', '"a\nb"'],
      [undefined, ''],
      [42, '42'],
      ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
      ['@SUM(A1)', "'@SUM(A1)"],
      ['+cmd|calc', "'+cmd|calc"],
      ['-1+2', "'-1+2"],
      ['-1,234', '"-1,234"'],
      ['+44 (0)20 7946-0123', '+44 (0)20 7946-0123'],
      ['-5', '-5'],
    ])('csvField: quotes what needs it and defuses spreadsheet formulas: %j is %j', (value, field) => {
      expect(csvField(value)).toBe(field);
    });

    it.each([
      ['a;b', '"a;b"'],
      ['Smith;=HYPERLINK("http://x")', '"Smith;\'=HYPERLINK(""http://x"")"'],
      ['ok,@SUM(A1)', '"ok,\'@SUM(A1)"'],
      ['x;-1;+44 20', '"x;-1;+44 20"'],
      ['a, -b', '"a, -b"'],
      ['a,-b', '"a,\'-b"'],
    ])(
      'csvField: quotes a semicolon or a tab too, and defuses a formula after any separator: %j is %j',
      (value, field) => {
        expect(csvField(value)).toBe(field);
      },
    );

    it('--json: every submission, oldest first', async () => {
      await seed(contact(), support());
      const parsed = JSON.parse((await run('export', '--json')).out) as { id: number }[];
      expect(parsed.map((row) => row.id)).toEqual([1, 2]);
    });

    it('needs exactly one of --json and --csv: a usage error, exit code 2', async () => {
      await seed(contact());
      const none = await run('export');
      expect(none).toEqual({ out: '', err: 'Choose a format: --json or --csv.\n', code: 2 });
      const both = await run('export', '--json', '--csv');
      expect(both.out).toBe('');
      expect(both.err).toMatch(/--json.*cannot be used with.*--csv/);
      expect(both.code).toBe(2);
    });

    it('of no rows is the header alone', () => {
      expect(submissionsCsv([]).split('\r\n')).toHaveLength(2);
    });
  });

  describe('what a visitor typed is never printed raw', () => {
    /** A submission as a hostile visitor might send it: the message may hold anything. */
    const hostile = () =>
      contact({
        message:
          'Hello \u001b[2J\u001b[31mURGENT\u001b[0m\rPaid\u202Eexe.pdf\u2066x\u2069 del\u007f c1\u009b bell\u0007\nSecond line',
      });
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    const RAW = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

    it('in list, show, export --csv and every --json', async () => {
      await seed(hostile());
      for (const args of [
        ['list'],
        ['show', '1'],
        ['export', '--csv'],
        ['export', '--json'],
        ['list', '--json'],
        ['show', '1', '--json'],
      ]) {
        const { out, code } = await run(...args);
        expect(code, args.join(' ')).toBe(0);
        // CSV records end in CRLF by the standard; every other CR and control is escaped.
        expect(out.replace(/\r\n/g, '\n'), args.join(' ')).not.toMatch(RAW);
      }
      const shown = (await run('show', '1')).out;
      expect(shown).toContain(
        'Hello \\x1b[2J\\x1b[31mURGENT\\x1b[0m\\rPaid\\u202eexe.pdf\\u2066x\\u2069 del\\x7f c1\\x9b bell\\x07',
      );
      expect(shown).toMatch(/message .*\n +Second line/);
      const json = JSON.parse((await run('show', '1', '--json')).out) as { payload: { message: string } };
      expect(json.payload.message).toBe(hostile().message);
    });
  });

  describe('inbox prune', () => {
    /** Stored at `date`. */
    const seedAt = (payload: ContactPayload | SupportPayload, date: string) =>
      store.save(payload.formType, payload, { now: new Date(date), deliver: false });

    it('lists what is past the retention period (enquiries 7 years, tickets 3) and deletes only with --yes', async () => {
      await seedAt(contact({ email: 'old@example.com' }), '2025-05-31T00:00:00Z'); // 7 years old on NOW: due
      await seedAt(contact({ email: 'new@example.com' }), '2025-06-02T00:00:00Z'); // not yet
      await seedAt(support({ email: 'ticket-old@example.com' }), '2029-05-01T00:00:00Z'); // over 3 years: due
      await seedAt(support({ email: 'ticket-new@example.com' }), '2029-07-01T00:00:00Z'); // not yet

      const dry = await run('prune');
      expect(dry.code).toBe(0);
      expect(dry.out).toMatch(/^2 submissions are past the retention period \(dry run, nothing deleted\):/);
      expect(dry.out).toContain('old@example.com');
      expect(dry.out).toContain('ticket-old@example.com');
      expect(dry.out).not.toContain('new@example.com');
      expect((await run('list', '--json')).out).toContain('old@example.com');

      const done = await run('prune', '--yes');
      expect(done.out).toMatch(/^Removed 2 submissions past the retention period:/);
      const left = JSON.parse((await run('list', '--json')).out) as { payload: { email: string } }[];
      expect(left.map((row) => row.payload.email).sort()).toEqual(['new@example.com', 'ticket-new@example.com']);
      expect((await run('prune')).out).toBe('Nothing is past its retention period.\n');
    });
  });

  describe('inbox erase', () => {
    it("removes one person's submissions, whatever the case of the address, and says how many", async () => {
      await seed(
        contact({ email: 'Jane@Example.co.uk' }),
        support({ email: 'jane@example.co.uk' }),
        contact({ email: 'sam@example.com' }),
      );
      const preview = await run('erase', '--email', 'JANE@example.co.uk', '--dry-run');
      expect(preview.out).toMatch(/^2 submissions from JANE@example\.co\.uk would be removed:/);
      const done = await run('erase', '--email', 'JANE@example.co.uk');
      expect(done).toEqual({ out: 'Removed 2 submissions from JANE@example.co.uk.\n', err: '', code: 0 });
      const left = JSON.parse((await run('list', '--json')).out) as { payload: { email: string } }[];
      expect(left.map((row) => row.payload.email)).toEqual(['sam@example.com']);
      expect((await run('erase', '--email', 'nobody@example.com')).out).toBe(
        'Removed 0 submissions from nobody@example.com.\n',
      );
    });

    it('names the flag when the address is not one (exit code 2)', async () => {
      await seed(contact());
      expect(await run('erase', '--email', 'not-an-address')).toEqual({
        out: '',
        err: '--email: must be an e-mail address (got "not-an-address")\n',
        code: 2,
      });
    });
  });

  describe('webhook delivery in the inbox', () => {
    it('shows delivered, pending and failed', async () => {
      const inbox = store;
      const a = contact({ email: 'a@example.com' });
      const b = contact({ email: 'b@example.com' });
      const c = contact({ email: 'c@example.com' });
      for (const payload of [a, b, c])
        await inbox.save('contact', payload, { deliver: true, now: new Date('2026-01-01T09:00:00Z') });
      await inbox.markDelivered(1, new Date('2026-01-01T09:00:05Z'));
      await inbox.markAttemptFailed(2, 'the webhook answered 502', new Date('2026-01-01T09:01:00Z'));
      await inbox.markAttemptFailed(3, 'the webhook answered 410', null);
      const rows = tableRows((await run('list')).out);
      expect(rows[1]).toMatch(/│ 3 .*│ failed │$/);
      expect(rows[2]).toMatch(/│ 2 .*│ pending \(1 try\) │$/);
      expect(rows[3]).toMatch(/│ 1 .*│ delivered │$/);
      expect((await run('show', '3')).out).toMatch(/lastError +the webhook answered 410/);
    });

    it('redeliver queues failed copies again, by id or all with --failed, and leaves the others', async () => {
      const inbox = store;
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'])
        await inbox.save('contact', contact({ email }), { deliver: true, now: new Date('2026-01-01T09:00:00Z') });
      await inbox.markDelivered(1, new Date('2026-01-01T09:00:05Z'));
      for (const id of [2, 3, 4]) await inbox.markAttemptFailed(id, 'the webhook answered 410', null);

      const one = await run('redeliver', '2', '1');
      expect(one.code).toBe(0);
      expect(one.out).toContain('Submission 1 is delivered: left as it is');
      expect(one.out).toContain('Queued 1 copy again: 2.');
      expect(await inbox.get(2)).toMatchObject({ delivery: 'pending', nextAttemptAt: NOW.toISOString() });

      const all = await run('redeliver', '--failed');
      expect(all.out).toContain('Queued 2 copies again: 3, 4.');
      expect((await inbox.list()).map((row) => row.delivery)).toEqual(['pending', 'pending', 'pending', 'delivered']);
      expect((await run('redeliver', '--failed')).out).toBe('No failed copy to queue.\n');

      const neither = await run('redeliver');
      expect(neither.code).toBe(2);
      expect(neither.err).toContain('--failed');
      const both = await run('redeliver', '2', '--failed');
      expect(both.code).toBe(2);
      const bad = await run('redeliver', 'two');
      expect(bad.code).toBe(2);
      expect(bad.err).toContain('"two" is not an id');
      const missing = await run('redeliver', '99');
      expect(missing.code).toBe(1);
      expect(missing.err).toContain('No submission with id 99');
    });
  });
});

describe('a missing inbox', () => {
  /** `inbox <args>` on an inbox file that does not exist. */
  const command = (args: string[]) => {
    let out = '';
    let err = '';
    return createInboxCommand({
      out: (t) => (out += t),
      err: (t) => (err += t),
      open: async () => openSqliteInbox(dbPath),
      now: () => NOW,
    })
      .parseAsync(args, { from: 'user' })
      .then(() => ({ out, err, code: Number(process.exitCode ?? 0) }));
  };

  it('is one clear line and exit code 2 (could not run) for list and show, and is not created', async () => {
    for (const args of [['list'], ['show', '1']]) {
      const { out, err, code } = await command(args);
      process.exitCode = undefined;
      expect({ out, code }).toEqual({ out: '', code: 2 });
      expect(err).toBe(`No inbox at ${dbPath}: nothing has been submitted yet, or INBOX_DB points somewhere else.\n`);
    }
    expect(existsSync(dbPath)).toBe(false);
  });

  it('exports as an empty one: [] in JSON, the header alone in CSV, exit code 0, and is not created', async () => {
    expect(await command(['export', '--json'])).toEqual({ out: '[]\n', err: '', code: 0 });
    expect(await command(['export', '--csv'])).toEqual({ out: submissionsCsv([]), err: '', code: 0 });
    expect(submissionsCsv([]).split('\r\n')[0]).toMatch(/^id,receivedAt,form,submissionId,webhook,/);
    expect(existsSync(dbPath)).toBe(false);
  });

  it('from the real CLI: INBOX_DB is read, no stack trace, exit code 2', { timeout: 30_000 }, async () => {
    const missing = path.join(dir, 'nowhere', 'inbox.sqlite');
    const result = await promisify(execFile)(process.execPath, ['cli/index.ts', 'inbox', 'list'], {
      env: { ...process.env, INBOX_DB: missing },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([
      `No inbox at ${missing}: nothing has been submitted yet, or INBOX_DB points somewhere else.`,
    ]);
  });

  it(
    '--target cloudflare: INBOX_D1_STATE is read, and a missing local D1 is not created',
    { timeout: 30_000 },
    async () => {
      const missing = path.join(dir, 'no-d1');
      const result = await promisify(execFile)(
        process.execPath,
        ['cli/index.ts', 'inbox', 'list', '--target', 'cloudflare'],
        { env: { ...process.env, INBOX_D1_STATE: missing } },
      ).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(result.code).toBe(2);
      expect(result.stderr.trim().split('\n')).toEqual([
        `No inbox at ${missing}: nothing has been submitted yet, or INBOX_D1_STATE points somewhere else.`,
      ]);
      expect(existsSync(missing)).toBe(false);
    },
  );
});

describe('choosing the inbox', () => {
  const cli = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['cli/index.ts', 'inbox', ...args], {
      env: { ...process.env, INBOX_DB: path.join(dir, 'none.sqlite') },
    }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it(
    '--remote goes with --target cloudflare only, and an unknown target is refused: usage errors naming the flag',
    { timeout: 30_000 },
    async () => {
      const remote = await cli('list', '--remote');
      expect(remote.code).toBe(2);
      expect(remote.stderr.trim()).toBe(
        '--remote: reaches the deployed D1 database, so it goes with --target cloudflare',
      );
      const unknown = await cli('list', '--target', 'heroku');
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toMatch(/--target <host>.*heroku.*Allowed choices are node, cloudflare/s);
    },
  );
});
