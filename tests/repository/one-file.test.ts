/**
 * README "Where things go": a new article, service or case study is one file, and a new form field is one row
 * of its form's field table. This builds a copy of the project with one more of each, written the way the firm
 * would (a neighbour copied and changed; a row added above the message), and reads the built pages for
 * everything that must come from the file alone: the page, its route and head, the lists that show it (the
 * footer, /services, /case-studies, /blog), the sitemap and the feed. For the field, it serves the copy on the
 * Node host and checks the server refuses a post without it, stores one with it, and `inbox export --csv` has
 * its column. The build runs `validate` first, so the spec's counts must allow a sixth of each.
 * One build serves all four: it is the slow part.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_PATH } from '../../lib/feed.ts';
import { buildPayload, exampleValues, newSubmissionId } from '../../lib/forms.ts';
import { type Host, startHost } from '../tools/hosts.ts';

const run = promisify(execFile);
const root = process.cwd();
/** Output of a build, never part of a copy. */
const SKIPPED = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'reports', 'data']);
const SKIPPED_ANYWHERE = new Set(['.wrangler']);

const SERVICE = { id: 'data-cleanup', name: 'Data Cleanup Services' };
const STUDY = { id: 'supplier-onboarding', title: 'Supplier Onboarding for a Wholesale Distributor' };
const ARTICLE = { slug: 'cleaning-up-customer-data', title: 'Cleaning Up Customer Data Before You Automate' };
/** A required select the firm might add to the contact form: its row is the only edit. */
const FIELD = {
  name: 'preferredContact',
  label: 'Preferred contact method',
  message: 'Please choose how we should contact you',
  options: [
    { value: 'email', label: 'Email' },
    { value: 'phone-call', label: 'Phone call' },
  ],
};
const FIELD_ROW = `  ${FIELD.name}: {
    label: '${FIELD.label}',
    control: 'select',
    required: true,
    options: [
${FIELD.options.map((o) => `      { value: '${o.value}', label: '${o.label}' },`).join('\n')}
    ],
    message: '${FIELD.message}',
    example: '${FIELD.options[0]!.value}',
  },
`;

/** Replace `from` in `text`, failing when the neighbour no longer has it (the test must not go stale). */
function replaceIn(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`the copied entry no longer contains ${String(from)}: update this test`);
  return text.replace(from, to);
}

let copy = '';
const built = (file: string): string => readFileSync(path.join(copy, 'dist/client', file), 'utf8');

describe('a new article, service or case study is one file, and a form field one row', () => {
  beforeAll(async () => {
    copy = mkdtempSync(path.join(os.tmpdir(), 'one-file-'));
    cpSync(root, copy, {
      recursive: true,
      filter: (source) => {
        const relative = path.relative(root, source);
        const [top] = relative.split(path.sep);
        return !(top && SKIPPED.has(top)) && !SKIPPED_ANYWHERE.has(path.basename(source));
      },
    });
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

    let service = readFileSync(path.join(root, 'content/services/process-optimization.ts'), 'utf8');
    service = replaceIn(service, /order: \d+,/, 'order: 6,');
    service = service.replaceAll('Process Optimisation Services', SERVICE.name);
    service = replaceIn(
      service,
      /description:\s*\n?\s*'[^']*',/,
      "description: 'Find and fix the duplicates, gaps and stale records in your customer data before any automation relies on it.',",
    );
    writeFileSync(path.join(copy, `content/services/${SERVICE.id}.ts`), service);

    let study = readFileSync(path.join(root, 'content/case-studies/resume-parser.ts'), 'utf8');
    study = replaceIn(study, /order: \d+,/, 'order: 6,');
    study = replaceIn(study, /title: '[^']*',/, `title: '${STUDY.title}',`);
    writeFileSync(path.join(copy, `content/case-studies/${STUDY.id}.ts`), study);

    let article = readFileSync(path.join(root, 'content/blog/automating-invoice-processing.mdx'), 'utf8');
    article = replaceIn(article, /^title: .*$/m, `title: ${ARTICLE.title}`);
    article = replaceIn(article, /^date: .*$/m, 'date: 2025-01-20');
    writeFileSync(path.join(copy, `content/blog/${ARTICLE.slug}.mdx`), article);

    const contactForm = path.join(copy, 'content/form-fields/contact.ts');
    writeFileSync(
      contactForm,
      replaceIn(readFileSync(contactForm, 'utf8'), '\n  message: {', `\n${FIELD_ROW}  message: {`),
    );

    // The whole build, as `npm start` runs it: validate, pre-render, sitemap, feed, search, worker.
    await run('npm', ['run', '-s', 'build'], { cwd: copy, maxBuffer: 64 << 20 });
  }, 300_000);

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('the service gets its page, head, footer link, /services card and sitemap entry', () => {
    const page = built(`services/${SERVICE.id}.html`);
    expect(page).toContain(`<title>${SERVICE.name}`);
    expect(page).toMatch(new RegExp(`<h1[^>]*>${SERVICE.name}</h1>`));
    expect(page).toContain('Find and fix the duplicates, gaps and stale records');
    expect(built('index.html')).toContain(`href="/services/${SERVICE.id}"`);
    expect(built('services.html')).toContain(`href="/services/${SERVICE.id}"`);
    expect(built('sitemap.xml')).toContain(`/services/${SERVICE.id}</loc>`);
  });

  it('the case study gets its card and anchor on /case-studies, after the others', () => {
    const page = built('case-studies.html');
    expect(page).toContain(`id="${STUDY.id}"`);
    expect(page).toContain(STUDY.title);
    expect(page.indexOf(`id="${STUDY.id}"`)).toBeGreaterThan(page.indexOf('id="ai-personal-assistant"'));
  });

  it('the article gets its page, its place on /blog, the sitemap and the feed', () => {
    expect(built(`blog/${ARTICLE.slug}.html`)).toContain(ARTICLE.title);
    expect(built('blog.html')).toContain(`href="/blog/${ARTICLE.slug}"`);
    expect(built('sitemap.xml')).toContain(`/blog/${ARTICLE.slug}</loc>`);
    expect(built(FEED_PATH.slice(1))).toContain(ARTICLE.title);
  });

  describe('the form field', () => {
    let host: Host | undefined;
    let dir = '';
    /** The copy's own command, so its field table is the one read. */
    const copyCli = () => path.join(copy, 'cli/index.ts');

    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'one-field-'));
      const files = { dir, root: path.join(copy, 'dist/client'), inbox: path.join(dir, 'inbox.sqlite') };
      host = await startHost('node', { files, cli: copyCli() });
    }, 120_000);

    afterAll(async () => {
      await host?.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    /** This project's example enquiry, which knows nothing of the new field, plus `extra`. */
    const enquiry = (extra: Record<string, string> = {}) =>
      buildPayload('contact', { ...exampleValues('contact'), ...extra }, { submissionId: newSubmissionId() });
    const post = (body: string, type: string) =>
      fetch(`${host!.url}/api/forms/contact`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
        redirect: 'manual',
      });

    it('shows on /contact with its label and options, in table order, and in the API reference', () => {
      const page = built('contact.html');
      const select = new RegExp(`<select[^>]*name="${FIELD.name}"[^>]*required[^>]*>(.*?)</select>`, 's').exec(page);
      expect(select, 'the select is in the pre-rendered form').not.toBeNull();
      for (const option of FIELD.options)
        expect(select![1]).toContain(`<option value="${option.value}">${option.label}`);
      expect(page).toContain(`>${FIELD.label}<`);
      const order = ['projectBudget', FIELD.name, 'message'].map((name) => page.indexOf(`name="${name}"`));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(order[0]).toBeGreaterThan(0);
      // The island's props carry its message, for the page's own check.
      expect(page).toContain(FIELD.message);
      expect(built('api-reference.html')).toMatch(
        new RegExp(`(&quot;|")${FIELD.name}(&quot;|"): (&quot;|")${FIELD.options[0]!.value}`),
      );
    });

    it('is refused when missing, 422 naming it, as JSON and as a form post without scripts', async () => {
      const json = await post(JSON.stringify(enquiry()), 'application/json');
      expect(json.status).toBe(422);
      expect(((await json.json()) as { errors: Record<string, string> }).errors).toEqual({
        [FIELD.name]: FIELD.message,
      });
      const fields = Object.entries(enquiry()).map(([name, value]) => [name, String(value)]);
      const form = await post(new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded');
      expect(form.status).toBe(422);
      const page = await form.text();
      expect(page).toContain(`<strong>${FIELD.label}</strong>: ${FIELD.message}`);
      expect(page).toMatch(new RegExp(`<select id="fix-${FIELD.name}" name="${FIELD.name}" required`));
      expect(await host!.rows()).toEqual([]);
    });

    it('is stored with the rest, and inbox export --csv has its column in table order', async () => {
      const answer = await post(JSON.stringify(enquiry({ [FIELD.name]: 'phone-call' })), 'application/json');
      expect(answer.status).toBe(201);
      const rows = await host!.rows();
      expect(rows.map((row) => row.payload[FIELD.name])).toEqual(['phone-call']);

      const { stdout } = await run(process.execPath, [copyCli(), 'inbox', 'export', '--csv'], {
        env: { ...process.env, INBOX_DB: path.join(dir, 'inbox.sqlite') },
      });
      const [header = '', record = ''] = stdout.split('\r\n');
      const columns = header.split(',');
      expect(columns.indexOf(FIELD.name)).toBe(columns.indexOf('projectBudget') + 1);
      expect(columns.indexOf('message')).toBe(columns.indexOf(FIELD.name) + 1);
      expect(record.split(',')[columns.indexOf(FIELD.name)]).toBe('Phone call');
    });
  });
});
