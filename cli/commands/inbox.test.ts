import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContactPayload, ContactValues, SupportPayload, SupportValues } from '../../lib/forms.ts';
import { contactPayload, supportPayload } from '../../tests/fixtures/forms.ts';
import { Inbox } from '../server/inbox.ts';
import { createInboxCommand, csvField, toCsv } from './inbox.ts';

let dir: string;
let dbPath: string;

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

/** Seed the inbox the way the server does. */
function seed(...payloads: (ContactPayload | SupportPayload)[]): void {
  const inbox = Inbox.open(dbPath, { create: true });
  payloads.forEach((payload, i) => inbox.save(payload.formType, payload, new Date(Date.UTC(2025, 0, 15, 9, i))));
  inbox.close();
}

/** Run `inbox <args>` in-process, capturing its output and exit code. */
async function run(...args: string[]): Promise<{ out: string; err: string; code: number }> {
  let out = '';
  let err = '';
  process.exitCode = undefined;
  const command = createInboxCommand({ out: (t) => (out += t), err: (t) => (err += t), dbPath: () => dbPath });
  command.exitOverride().configureOutput({ writeOut: (t) => (out += t), writeErr: (t) => (err += t) });
  for (const sub of command.commands) sub.exitOverride().configureOutput({ writeErr: (t) => (err += t) });
  try {
    await command.parseAsync(args, { from: 'user' });
  } catch {
    // commander's own usage errors (exitOverride) land here; their text is in err.
    process.exitCode ??= 1;
  }
  const code = Number(process.exitCode ?? 0);
  process.exitCode = undefined;
  return { out, err, code };
}

describe('inbox list', () => {
  it('lists newest first with time, form, name, e-mail, company or issue type and priority', async () => {
    seed(contact(), support(), contact({ firstName: 'José', company: 'Bäckerei GmbH' }));
    const { out, code } = await run('list');
    expect(code).toBe(0);
    const lines = out.split('\n').filter((line) => /^│ \d/.test(line));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/│ 3 .*contact .*José Smith .*zoe@example\.co\.uk .*Bäckerei GmbH/);
    expect(lines[1]).toMatch(/│ 2 .*support .*李雷 .*li@example\.com .*Data Sync Error .*P1 Critical/);
    expect(lines[2]).toMatch(/│ 1 .*\d{4}-\d\d-\d\d \d\d:\d\d .*contact .*Zoë Smith .*Acme Ltd/);
    expect(out).toMatch(/time.*form.*name.*e-mail.*company \/ issue.*priority/);
  });

  it('--json gives the stored payloads; --limit keeps the newest', async () => {
    const first = contact();
    const second = support();
    seed(first, second);
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
    seed();
    expect(await run('list')).toEqual({ out: 'The inbox is empty.\n', err: '', code: 0 });
  });
});

describe('inbox show', () => {
  it('shows every field, by id or by submissionId, with option labels', async () => {
    const payload = contact({ message: 'Line one\nLine two', website: 'example.co.uk', annualRevenue: '1m-5m' });
    seed(payload);
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
    seed(contact());
    const { out, err, code } = await run('show', '99');
    expect({ out, code }).toEqual({ out: '', code: 1 });
    expect(err).toBe(`No submission with id 99 in ${dbPath}.\n`);
  });
});

describe('inbox export', () => {
  it('--csv: a header, one row per submission oldest first, RFC 4180 quoting, CRLF', async () => {
    seed(contact({ company: 'Smith, Jones & "Partners"', message: 'First line,\nsecond line' }), support());
    const { out, code } = await run('export', '--csv');
    expect(code).toBe(0);
    const records = out.split('\r\n');
    expect(records[0]).toBe(
      'id,receivedAt,form,submissionId,firstName,lastName,name,email,phone,role,company,website,companySize,annualRevenue,projectBudget,issueType,priority,message,formType,submittedAt,source',
    );
    expect(records[1]).toMatch(/^1,2025-01-15T09:00:00\.000Z,contact,[0-9a-f-]{36},Zoë,Smith,,zoe@example\.co\.uk,/);
    expect(out).toContain(',"Smith, Jones & ""Partners""",');
    expect(out).toContain(',"First line,\nsecond line",');
    expect(out).toContain(',+44 20 7946 0123,');
    expect(out).toContain(',1000+ employees,');
    expect(out.endsWith('\r\n')).toBe(true);
    // The message's bare LF stays inside its quoted field: header, two records, then the final CRLF.
    expect(records).toHaveLength(4);
    expect(records[2]).toMatch(/^2,.*,support,.*,李雷,li@example\.com,.*,Data Sync Error,P1 Critical,/);
  });

  it('csvField: quotes what needs it and defuses spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField(undefined)).toBe('');
    expect(csvField(42)).toBe('42');
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+cmd|calc')).toBe("'+cmd|calc");
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField('+44 (0)20 7946-0123')).toBe('+44 (0)20 7946-0123');
    expect(csvField('-5')).toBe('-5');
  });

  it('--json: every submission, oldest first', async () => {
    seed(contact(), support());
    const parsed = JSON.parse((await run('export', '--json')).out) as { id: number }[];
    expect(parsed.map((row) => row.id)).toEqual([1, 2]);
  });

  it('needs exactly one of --json and --csv', async () => {
    seed(contact());
    for (const args of [['export'], ['export', '--json', '--csv']]) {
      const { out, err, code } = await run(...args);
      expect({ out, err, code }).toEqual({ out: '', err: 'Choose one format: --json or --csv.\n', code: 1 });
    }
  });

  it('toCsv of no rows is the header alone', () => {
    expect(toCsv([]).split('\r\n')).toHaveLength(2);
  });
});

describe('a missing database', () => {
  it('is one clear line and exit code 1 for every subcommand, and is not created', async () => {
    for (const args of [['list'], ['show', '1'], ['export', '--csv']]) {
      const { out, err, code } = await run(...args);
      expect({ out, code }).toEqual({ out: '', code: 1 });
      expect(err).toBe(`No inbox at ${dbPath}: nothing has been submitted yet, or INBOX_DB points somewhere else.\n`);
    }
    expect(existsSync(dbPath)).toBe(false);
  });

  it('from the real CLI: INBOX_DB is read, no stack trace, exit code 1', { timeout: 30_000 }, async () => {
    const missing = path.join(dir, 'nowhere', 'inbox.sqlite');
    const result = await promisify(execFile)(process.execPath, ['cli/index.ts', 'inbox', 'list'], {
      env: { ...process.env, INBOX_DB: missing },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `No inbox at ${missing}: nothing has been submitted yet, or INBOX_DB points somewhere else.`,
    ]);
  });
});
