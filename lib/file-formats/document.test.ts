import type { ConfigData } from 'html-validate';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type DownloadDocument, DownloadDocumentSchema } from '../../content/downloads/schema.ts';
import { parseContent } from '../../content/schema.ts';
import { site } from '../../content/site.ts';
import { escapeHtml } from '../html.ts';
import { HTML_DOCUMENTS, renderDownload } from './document.ts';

const CANONICAL = 'https://example.co.uk/downloads/a.html?x="<b>"';

/** The page without its canonical link, which must be there once, its URL escaped: the one link a browser never fetches. */
function withoutCanonical(html: string): string {
  const tag = `<link rel="canonical" href="${escapeHtml(CANONICAL)}">\n`;
  expect(html.split(tag)).toHaveLength(2);
  return html.replace(tag, '');
}
const HOSTILE = '<script>alert("x")</script> & <img src=https://evil.example.com/x.png onerror=alert(1)>';

/** A document with hostile text in every field of every section kind. */
const fixture: DownloadDocument = parseContent('fixture', DownloadDocumentSchema, {
  id: 'hostile-fixture',
  title: `Title ${HOSTILE}`,
  description: `Description ${HOSTILE}`,
  intro: [`Intro ${HOSTILE}`, 'Tom & Jerry’s "quoted" <b>bold</b> text'],
  sections: [
    {
      kind: 'checklist',
      heading: `Checklist ${HOSTILE}`,
      paragraphs: [`Paragraph ${HOSTILE}`],
      items: [{ text: `Item ${HOSTILE}`, note: `Note ${HOSTILE}` }, { text: 'Plain & simple' }],
    },
    {
      kind: 'questions',
      heading: `Questions ${HOSTILE}`,
      questions: [
        { text: `Question ${HOSTILE}`, low: `Low ${HOSTILE}`, high: `High ${HOSTILE}` },
        { text: 'Second question', low: 'Low', high: 'High' },
      ],
      bands: [
        { min: 2, max: 5, label: `Band ${HOSTILE}`, guidance: `Guidance ${HOSTILE}` },
        { min: 6, max: 10, label: 'Top', guidance: 'Well done.' },
      ],
    },
    {
      kind: 'scoring',
      heading: `Scoring ${HOSTILE}`,
      bands: [
        { min: 2, max: 6, label: 'Low', guidance: `Total guidance ${HOSTILE}` },
        { min: 7, max: 10, label: 'High', guidance: 'Ready.' },
      ],
    },
    {
      kind: 'table',
      heading: `Table ${HOSTILE}`,
      tables: [
        {
          caption: `Caption ${HOSTILE}`,
          columns: [`Column ${HOSTILE}`, 'url(https://evil.example.com/font.woff2)'],
          rowHeaders: true,
          rows: [{ cells: [`Row ${HOSTILE}`, `Cell ${HOSTILE}`], example: true }, { cells: ['', ''] }],
          blankRows: 2,
        },
      ],
    },
    {
      kind: 'steps',
      heading: `Steps ${HOSTILE}`,
      steps: [
        { title: `Step ${HOSTILE}`, text: `Text ${HOSTILE}` },
        { title: 'Second', text: 'Then this.' },
      ],
    },
  ],
});

/** Every string a document shows, for the word count and the escaping check. */
function texts(doc: DownloadDocument): string[] {
  const out = [doc.title, doc.description, ...doc.intro];
  for (const section of doc.sections) {
    out.push(section.heading, ...section.paragraphs);
    switch (section.kind) {
      case 'checklist':
        for (const item of section.items) out.push(item.text, ...(item.note ? [item.note] : []));
        break;
      case 'questions':
        for (const q of section.questions) out.push(q.text, q.low, q.high);
        for (const band of section.bands) out.push(band.label, band.guidance);
        break;
      case 'scoring':
        for (const band of section.bands) out.push(band.label, band.guidance);
        break;
      case 'table':
        for (const table of section.tables) {
          out.push(table.caption, ...table.columns);
          for (const row of table.rows) out.push(...row.cells.filter((cell) => cell !== ''));
        }
        break;
      case 'steps':
        for (const step of section.steps) out.push(step.title, step.text);
        break;
    }
  }
  return out;
}

const wordCount = (doc: DownloadDocument): number =>
  texts(doc)
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

const ALLOWED_TAGS = new Set(
  'html head meta title style body header main footer nav section div h1 h2 p ul ol li a strong table caption thead tbody tfoot tr th td'.split(
    ' ',
  ),
);
const tagNames = (html: string): string[] =>
  [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)/g)].map((m) => m[1]!.toLowerCase());
const styleOf = (html: string): string => html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
/** Each attribute of each tag, as `name=value`. */
const attributes = (html: string): { name: string; value: string }[] =>
  [...html.matchAll(/<[a-zA-Z][^>]*>/g)].flatMap((tag) =>
    [...tag[0].matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)].map((m) => ({
      name: m[1]!.toLowerCase(),
      value: m[2] ?? '',
    })),
  );

describe('the downloadable documents', () => {
  it('are the three HTML documents the docs hub links to (docs/product.md#calls-and-downloads)', () => {
    expect(HTML_DOCUMENTS.map((doc) => doc.id)).toEqual([
      'automation-readiness-assessment',
      'security-compliance-guide',
      'workflow-mapping-template',
    ]);
  });

  it.each(HTML_DOCUMENTS.map((doc) => [doc.id, doc] as const))('%s holds 1,200–2,500 words of content', (_id, doc) => {
    const words = wordCount(doc);
    expect(words).toBeGreaterThanOrEqual(1200);
    expect(words).toBeLessThanOrEqual(2500);
  });
});

describe('renderDownload', () => {
  it.each(HTML_DOCUMENTS.map((doc) => [doc.id, doc] as const))(
    '%s is one complete document with its title and every section heading',
    (_id, doc) => {
      const html = renderDownload(doc, CANONICAL);
      expect(html.startsWith('<!DOCTYPE html>\n<html lang="en-GB">\n<head>\n<meta charset="utf-8">\n')).toBe(true);
      expect(html.endsWith('</body>\n</html>\n')).toBe(true);
      for (const tag of ['<html', '<head>', '<body>', '<main>', '<title>', '<h1>', '<style>']) {
        expect(html.split(tag).length - 1, tag).toBe(1);
      }
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html).toContain(`<title>${escapeHtml(`${doc.title} | ${site.brand}`)}</title>`);
      expect(html).toContain(`<h1>${escapeHtml(doc.title)}</h1>`);
      expect(html).toContain(`<p class="brand">${escapeHtml(site.brand)}</p>`);
      expect(html).toContain(`<p class="origin">${escapeHtml(site.origin)}</p>`);
      expect(html).toContain(`href="mailto:${escapeHtml(site.email)}"`);
      doc.sections.forEach((section, i) => {
        expect(html).toContain(`<h2 id="section-${i + 1}-title">${escapeHtml(section.heading)}</h2>`);
      });
      for (const text of texts(doc)) expect(html).toContain(escapeHtml(text));
    },
  );

  it('escapes every text, so markup in content stays inert', () => {
    const html = withoutCanonical(renderDownload(fixture, CANONICAL));
    expect(tagNames(html).filter((tag) => !ALLOWED_TAGS.has(tag))).toEqual([]);
    expect(html).not.toMatch(/<script|<img|<b>/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img');
    expect(html).toContain('Tom &amp; Jerry’s &quot;quoted&quot; &lt;b&gt;bold&lt;/b&gt; text');
    // Every ampersand starts one of escapeHtml's entities: no raw `&` reaches the page.
    expect(html.match(/&(?!amp;|lt;|gt;|quot;|#39;)/g)).toBeNull();
    for (const text of texts(fixture)) expect(html).toContain(escapeHtml(text));
  });

  it.each([...HTML_DOCUMENTS, fixture].map((doc) => [doc.id, doc] as const))(
    '%s fetches nothing: no external URL in src, href or url(), no scripts, links or imports',
    (_id, doc) => {
      const html = withoutCanonical(renderDownload(doc, CANONICAL));
      const attrs = attributes(html);
      expect(attrs.filter((a) => ['src', 'srcset', 'action', 'poster', 'data', 'background'].includes(a.name))).toEqual(
        [],
      );
      for (const { value } of attrs.filter((a) => a.name === 'href'))
        expect(value).toMatch(/^(#[a-z0-9-]+|mailto:\S+)$/);
      expect(attrs.filter((a) => /^\s*(?:https?:)?\/\//i.test(a.value) || /url\(/i.test(a.value))).toEqual([]);
      const style = styleOf(html);
      expect(style).not.toMatch(/url\(|@import|@font-face/i);
      expect(html).not.toMatch(/<(script|link|img|iframe|object|embed|video|audio|source)\b/i);
    },
  );

  it.each(HTML_DOCUMENTS.map((doc) => [doc.id, doc] as const))(
    '%s carries one inline stylesheet with its print rules, and no style attributes',
    (_id, doc) => {
      const html = renderDownload(doc, CANONICAL);
      const style = styleOf(html);
      expect(style).toContain('@media print');
      expect(style).toMatch(/@page\s*\{[^}]*size:\s*A4[^}]*margin:/);
      expect(style).toMatch(/\.doc-section\s*\{[^}]*break-before:\s*page/);
      expect(style).toMatch(/background:\s*transparent\s*!important/);
      expect(style).toMatch(/th, td \{ border-color/);
      expect(html).not.toMatch(/\sstyle=/i);
      expect(html.split('class="doc-section"').length - 1).toBe(doc.sections.length);
    },
  );

  it('renders form-like blanks as empty cells, never as inputs', () => {
    const html = renderDownload(fixture, CANONICAL);
    expect(html).not.toMatch(/<(input|textarea|select|button|form)\b/i);
    expect(html).toContain('<tr class="blank"><td></td><td></td></tr>');
    expect(html).toContain('<td class="blank"></td>');
  });

  it('passes html-validate with the project’s rules', async () => {
    const { HtmlValidate } = await import('html-validate');
    const config = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../.htmlvalidate.json'), 'utf8'),
    ) as ConfigData;
    const validator = new HtmlValidate(config);
    for (const doc of [...HTML_DOCUMENTS, fixture]) {
      const report = await validator.validateString(renderDownload(doc, CANONICAL), `${doc.id}.html`);
      const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
      expect(messages, doc.id).toEqual([]);
    }
  });

  it('is byte-identical across renders', () => {
    for (const doc of [...HTML_DOCUMENTS, fixture])
      expect(renderDownload(doc, CANONICAL)).toBe(renderDownload(structuredClone(doc), CANONICAL));
  });
});
