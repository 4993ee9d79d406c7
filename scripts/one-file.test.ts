/**
 * README "Where things go": a new article, service or case study is one file. This builds a copy of the project
 * with one more of each, written the way the firm would (a neighbour copied and changed), and reads the built
 * pages for everything that must come from the file alone: the page, its route and head, the lists that show
 * it (the footer, /services, /case-studies, /blog), the sitemap and the feed. The build runs `validate
 * --strict` first, so the spec's counts must allow a sixth of each.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_PATH } from '../lib/feed.ts';

const run = promisify(execFile);
const root = process.cwd();
/** Output of a build, never part of a copy. */
const SKIPPED = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'reports', 'data']);
const SKIPPED_ANYWHERE = new Set(['.wrangler']);

const SERVICE = { id: 'data-cleanup', name: 'Data Cleanup Services' };
const STUDY = { id: 'supplier-onboarding', title: 'Supplier Onboarding for a Wholesale Distributor' };
const ARTICLE = { slug: 'cleaning-up-customer-data', title: 'Cleaning Up Customer Data Before You Automate' };

/** Replace `from` in `text`, failing when the neighbour no longer has it (the test must not go stale). */
function replaceIn(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`the copied entry no longer contains ${String(from)}: update this test`);
  return text.replace(from, to);
}

let copy = '';
const built = (file: string): string => readFileSync(path.join(copy, 'dist/client', file), 'utf8');

describe('a new article, service or case study is one file', () => {
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

    // The whole build, as `npm start` runs it: validate --strict, pre-render, sitemap, feed, search, worker.
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
});
