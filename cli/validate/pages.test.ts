import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claims } from '../../content/claims.ts';
import { WORDS_PER_MINUTE } from '../../lib/documents.ts';
import { type FigureRecord, checkPage, figureRecords, validateBuilt } from './pages.ts';

const records: FigureRecord[] = [
  { value: '20+', note: 'hours-saved-weekly' },
  { value: '99.9%' },
  { value: '601%', pages: /^\/blog\// },
];
const NOW = new Date('2026-12-06T12:00:00');

/** A built page: its `<main>`, and the notes it ends with. */
const page = (main: string, notes = '') =>
  `<!doctype html><html><head><title>Planted</title><meta name="description" content="A planted page."></head>` +
  `<body><main>${main}${notes}</main></body></html>`;
const ref = (id: string) => `<sup><a href="#note-${id}" id="ref-${id}" data-note-ref="">1</a></sup>`;
const notes = (id: string) => `<section id="notes"><ol><li id="note-${id}">20+ How it is counted.</li></ol></section>`;
const messages = (html: string, route = '/') =>
  checkPage('dist/client/planted.html', route, html, records, NOW).problems.map((p) => `${p.rule} ${p.message}`);

describe('the built-page checks (validate --built)', () => {
  it('pass a page whose claims are records, cited where measured, with its notes at the end', () => {
    const html = page(
      `<p>Save ${'20+'}${ref('hours-saved-weekly')} hours a week, on a 99.9% uptime target.</p>`,
      notes('hours-saved-weekly'),
    );
    expect(messages(html)).toEqual([]);
  });

  it('reports a claim-shaped figure no record states, and a measured one the page does not cite', () => {
    expect(messages(page('<p>We save 35+ hours a week and cut costs by 47%.</p>'))).toEqual([
      expect.stringMatching(/^claim "35\+" is no record's figure/),
      expect.stringMatching(/^claim "47%" is no record's figure/),
    ]);
    expect(messages(page('<p>Clients save 20+ hours a week.</p>'))).toEqual([
      expect.stringMatching(/^claim "20\+" is a measured claim, and the page cites no note of it/),
    ]);
    expect(messages(page(`<p>Clients save 20+${ref('hours-saved-weekly')} hours.</p>`))).toEqual([
      'claim cites note "hours-saved-weekly", which the page does not end with',
    ]);
  });

  it('keeps an example’s figure to the pages it is worked on', () => {
    expect(messages(page('<p>ROI: 601%.</p>'), '/blog/roi')).toEqual([]);
    expect(messages(page('<p>ROI: 601%.</p>'), '/pricing')).toEqual([expect.stringMatching(/^claim "601%"/)]);
  });

  it('does not read a calculator’s results, code, a progress bar or a formula as claims', () => {
    const html = page(
      '<site-island data-island="RoiCalculator"><p>ROI 1,100%</p><site-slot data-slot="x"><p>Note 99.9%</p></site-slot></site-island>' +
        '<code>width: 100%</code><div data-progress=""><span>25%</span></div><p>ROI = gain / cost × 100%</p>',
    );
    expect(messages(html)).toEqual([]);
  });

  it('reports a placeholder, a TODO, lorem ipsum and a raw footnote mark, in the text or the head', () => {
    const html = page(
      '<p>Write to {email}. TODO: finish. Lorem ipsum. Saves 20+[^hours-saved-weekly] hours.</p>',
    ).replace('A planted page.', 'Call {phone}.');
    expect(messages(html).filter((m) => m.startsWith('placeholder'))).toEqual([
      expect.stringContaining('"{phone}"'),
      expect.stringContaining('"{email}"'),
      expect.stringContaining('"TODO"'),
      expect.stringContaining('"Lorem ipsum"'),
      expect.stringContaining('"[^hours-saved-weekly]"'),
    ]);
  });

  it('reports a rating above its scale, a date that never was and a date to come', () => {
    const html = page(
      '<p>Satisfaction rose from 4.2/5 to 5.8/5; 24/7 support.</p><time datetime="2025-02-30">30 Feb</time><time datetime="2099-01-01">1 Jan</time><time datetime="2025-01-15">15 Jan</time>',
    );
    expect(messages(html)).toEqual([
      expect.stringMatching(/^rating 5\.8 is above its scale of 5/),
      'date 2025-02-30 is not a real calendar date',
      'date 2099-01-01 is in the future (today is 2026-12-06)',
    ]);
  });

  it('reports a reading time that is not the page’s own words at the site’s rate', () => {
    const words = Array.from({ length: WORDS_PER_MINUTE * 3 }, () => 'word').join(' ');
    const article = (minutes: number) =>
      page(
        `<p><span data-read-minutes="${minutes}">${minutes} min read</span></p><div data-reading=""><p>${words}</p></div>`,
      );
    expect(messages(article(3))).toEqual([]);
    expect(messages(article(8))).toEqual([
      expect.stringMatching(/^readtime says 8 min, but its text and notes are 675 words: 3 min$/),
    ]);
  });

  it('reads every record’s figures: claims with their notes, benchmarks, case studies, examples', async () => {
    const all = await figureRecords();
    expect(all).toContainEqual({ value: claims.hoursSavedWeekly.value, note: claims.hoursSavedWeekly.id });
    expect(all).toContainEqual({ value: claims.uptimeTarget.value });
    expect(all).toContainEqual({ value: '92%' });
    expect(all).toContainEqual({ value: '2.8–4.2' });
  });

  it('fails a run over a folder with no built pages', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'no-build-'));
    const { problems } = await validateBuilt({ root: empty });
    expect(problems.map((p) => p.message)).toEqual(['no built pages: run `npm run build` first']);
  });
});
