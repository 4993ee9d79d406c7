/**
 * The three documents of the docs hub (docs/product.md#documentation-hub) as HTML: each is one self-contained page
 * that prints well on A4. Its only stylesheet is inline and it loads nothing (no fonts, images or scripts), so
 * it works offline, from the service worker's precache, and when saved to disk. The output depends on the
 * content alone (no dates, no random ids), so a rebuild changes a file only when its words change, and the
 * size a page shows (lib/downloads.ts) is the size of the file the build writes.
 */
import { automationReadinessAssessment } from '../../content/downloads/automation-readiness-assessment.ts';
import { brand } from '../brand.ts';
import {
  SCORE_MAX,
  SCORE_MIN,
  totalScoreRange,
  type ChecklistSection,
  type DownloadDocument,
  type DownloadSection,
  type QuestionsSection,
  type ScoreBand,
  type ScoringSection,
  type StepsSection,
  type TableTemplate,
} from '../../content/downloads/schema.ts';
import { securityComplianceGuide } from '../../content/downloads/security-compliance-guide.ts';
import { workflowMappingTemplate } from '../../content/downloads/workflow-mapping-template.ts';
import { site } from '../../content/site.ts';
import { escapeHtml, printableDocument } from '../html.ts';

/** The documents rendered to HTML, in the order the docs hub lists them (lib/downloads.ts serves each). */
export const HTML_DOCUMENTS: readonly DownloadDocument[] = [
  automationReadinessAssessment,
  securityComplianceGuide,
  workflowMappingTemplate,
];

// Screen first, then print. Sizes in rem on screen and pt on paper; page breaks before each section so a
// section's table or checklist starts on a fresh sheet. No url(), @import or @font-face: nothing is fetched.
/**
 * Every download's one stylesheet, inline so the file stands alone once saved. Served from the site, it is
 * allowed by its hash in the site's CSP (scripts/postbuild.ts), which blocks any other inline style.
 */
export const STYLES = `:root { color-scheme: light; }
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0 auto; max-width: 62rem; padding: 1.5rem; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; font-size: 1rem; line-height: 1.5; color: #1a1f2b; background: #ffffff; }
.masthead { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 0.5rem 1.5rem; border-bottom: 2px solid ${brand.blue}; padding-bottom: 0.5rem; margin-bottom: 2rem; }
.masthead p { margin: 0; }
.brand { font-size: 1.125rem; font-weight: 700; }
.origin, .note, .colophon { color: #4b5563; }
h1 { font-size: 2rem; line-height: 1.2; margin: 0 0 1rem; }
h2 { font-size: 1.5rem; line-height: 1.25; margin: 2.5rem 0 0.75rem; }
.intro p:first-child { font-size: 1.125rem; }
.contents ul { list-style: none; padding: 0; margin: 0; }
.contents li { margin: 0.25rem 0; }
/* Targets at least 24 px tall (WCAG 2.2 target size). */
.contents a { display: inline-block; padding: 0.25rem 0; }
a { color: ${brand.blue}; }
table { width: 100%; border-collapse: collapse; margin: 1rem 0 1.5rem; font-size: 0.9375rem; }
caption { caption-side: top; text-align: left; font-weight: 700; padding-bottom: 0.5rem; }
th, td { border: 1px solid #9aa3b2; padding: 0.4rem 0.5rem; text-align: left; vertical-align: top; }
thead th { background: #eef2f8; }
tbody th, tfoot th { font-weight: 600; }
tr.example > * { font-style: italic; color: #4b5563; }
tr.blank > td, td.blank { height: 2.25rem; }
td.blank { min-width: 6rem; }
.range { white-space: nowrap; }
.checklist { list-style: none; padding: 0; margin: 1rem 0; }
.checklist li { position: relative; padding-left: 2.25rem; margin: 0 0 0.9rem; }
.checklist li::before { content: ""; position: absolute; left: 0; top: 0.15rem; width: 1.2rem; height: 1.2rem; border: 2px solid #1a1f2b; border-radius: 2px; }
.checklist p { margin: 0; }
.steps { padding-left: 1.75rem; }
.steps li { margin: 0 0 0.75rem; padding-left: 0.25rem; }
.steps p { margin: 0; }
.colophon { border-top: 1px solid #9aa3b2; margin-top: 3rem; padding-top: 1rem; font-size: 0.875rem; }
.colophon p { margin: 0.25rem 0; }
@page { size: A4; margin: 18mm 16mm 20mm; }
@media print {
  *, *::before, *::after { background: transparent !important; box-shadow: none !important; }
  body { max-width: none; padding: 0; font-size: 10.5pt; color: #000000; }
  .masthead { border-bottom-color: #000000; }
  .origin, .note, .colophon, tr.example > * { color: #333333; }
  a { color: inherit; text-decoration: none; }
  h1 { font-size: 20pt; }
  h2 { font-size: 15pt; margin-top: 0; }
  .doc-section { break-before: page; page-break-before: always; }
  h1, h2, caption { break-after: avoid; page-break-after: avoid; }
  table { font-size: 9pt; }
  th, td { border-color: #000000; }
  thead { display: table-header-group; }
  tfoot { display: table-footer-group; }
  tr, li { break-inside: avoid; page-break-inside: avoid; }
  .checklist li::before { border-color: #000000; }
}`;

const e = escapeHtml;

const paragraphs = (texts: readonly string[], className?: string): string[] =>
  texts.map((text) => (className ? `<p class="${className}">${e(text)}</p>` : `<p>${e(text)}</p>`));

const blankCells = (count: number): string => '<td></td>'.repeat(count);

function bandTable(caption: string, bands: readonly ScoreBand[]): string[] {
  return [
    '<table>',
    `<caption>${e(caption)}</caption>`,
    '<thead><tr><th scope="col">Total</th><th scope="col">Verdict</th><th scope="col">What it means and what to do</th></tr></thead>',
    '<tbody>',
    ...bands.map(
      (band) =>
        `<tr><td class="range">${band.min}–${band.max}</td><th scope="row">${e(band.label)}</th><td>${e(band.guidance)}</td></tr>`,
    ),
    '</tbody>',
    '</table>',
  ];
}

function renderChecklist(section: ChecklistSection): string[] {
  return [
    '<ul class="checklist">',
    ...section.items.map((item) =>
      item.note
        ? `<li><p><strong>${e(item.text)}</strong></p><p class="note">${e(item.note)}</p></li>`
        : `<li><p>${e(item.text)}</p></li>`,
    ),
    '</ul>',
  ];
}

function renderQuestions(section: QuestionsSection): string[] {
  const count = section.questions.length;
  return [
    '<table class="questions">',
    `<caption>${e(`${section.heading}: score each question from ${SCORE_MIN} to ${SCORE_MAX}`)}</caption>`,
    '<thead><tr><th scope="col">No.</th><th scope="col">Question</th>' +
      `<th scope="col">Score ${SCORE_MIN} if</th><th scope="col">Score ${SCORE_MAX} if</th>` +
      `<th scope="col">Your score (${SCORE_MIN}–${SCORE_MAX})</th></tr></thead>`,
    '<tbody>',
    ...section.questions.map(
      (question, i) =>
        `<tr><td>${i + 1}</td><th scope="row">${e(question.text)}</th><td>${e(question.low)}</td>` +
        `<td>${e(question.high)}</td><td class="blank"></td></tr>`,
    ),
    '</tbody>',
    `<tfoot><tr><th scope="row" colspan="4">Section total (${count * SCORE_MIN} to ${count * SCORE_MAX})</th><td class="blank"></td></tr></tfoot>`,
    '</table>',
    ...bandTable('What your section total means', section.bands),
  ];
}

function renderScoring(section: ScoringSection, doc: DownloadDocument): string[] {
  const { min, max } = totalScoreRange(doc.sections);
  const scored = doc.sections.filter((s): s is QuestionsSection => s.kind === 'questions');
  return [
    '<table class="totals">',
    '<caption>Your section totals</caption>',
    '<thead><tr><th scope="col">Section</th><th scope="col">Possible</th><th scope="col">Your total</th></tr></thead>',
    '<tbody>',
    ...scored.map(
      (s) =>
        `<tr><th scope="row">${e(s.heading)}</th><td class="range">${s.questions.length * SCORE_MIN}–${s.questions.length * SCORE_MAX}</td><td class="blank"></td></tr>`,
    ),
    '</tbody>',
    `<tfoot><tr><th scope="row">Total</th><td class="range">${min}–${max}</td><td class="blank"></td></tr></tfoot>`,
    '</table>',
    ...bandTable('What your total means', section.bands),
  ];
}

function renderTable(table: TableTemplate): string[] {
  const row = (cells: readonly string[], className?: string) => {
    const html = cells.map((cell, i) =>
      i === 0 && table.rowHeaders && cell !== '' ? `<th scope="row">${e(cell)}</th>` : `<td>${e(cell)}</td>`,
    );
    return `<tr${className ? ` class="${className}"` : ''}>${html.join('')}</tr>`;
  };
  return [
    '<table class="template">',
    `<caption>${e(table.caption)}</caption>`,
    `<thead><tr>${table.columns.map((column) => `<th scope="col">${e(column)}</th>`).join('')}</tr></thead>`,
    '<tbody>',
    ...table.rows.map((r) => row(r.cells, r.example ? 'example' : undefined)),
    ...Array.from({ length: table.blankRows }, () => `<tr class="blank">${blankCells(table.columns.length)}</tr>`),
    '</tbody>',
    '</table>',
  ];
}

function renderSteps(section: StepsSection): string[] {
  return [
    '<ol class="steps">',
    ...section.steps.map((step) => `<li><p><strong>${e(step.title)}</strong> ${e(step.text)}</p></li>`),
    '</ol>',
  ];
}

function renderSectionBody(section: DownloadSection, doc: DownloadDocument): string[] {
  switch (section.kind) {
    case 'checklist':
      return renderChecklist(section);
    case 'questions':
      return renderQuestions(section);
    case 'scoring':
      return renderScoring(section, doc);
    case 'table':
      return section.tables.flatMap(renderTable);
    case 'steps':
      return renderSteps(section);
  }
}

const sectionId = (index: number): string => `section-${index + 1}`;

/**
 * One document as a complete, self-contained HTML page, naming `canonical` (its absolute URL) as its address for
 * search engines. Every text is escaped; the same input gives the same bytes.
 */
export function renderDownload(doc: DownloadDocument, canonical: string): string {
  return printableDocument({
    title: `${doc.title} | ${site.brand}`,
    description: doc.description,
    canonical,
    styles: STYLES,
    masthead: [`<p class="brand">${e(site.brand)}</p>`, `<p class="origin">${e(site.origin)}</p>`],
    main: [
      `<h1>${e(doc.title)}</h1>`,
      '<div class="intro">',
      ...paragraphs(doc.intro),
      '</div>',
      '<nav class="contents" aria-labelledby="contents-title">',
      '<h2 id="contents-title">Contents</h2>',
      '<ul>',
      ...doc.sections.map((section, i) => `<li><a href="#${sectionId(i)}">${e(section.heading)}</a></li>`),
      '</ul>',
      '</nav>',
      ...doc.sections.flatMap((section, i) => [
        `<section class="doc-section" id="${sectionId(i)}" aria-labelledby="${sectionId(i)}-title">`,
        `<h2 id="${sectionId(i)}-title">${e(section.heading)}</h2>`,
        ...paragraphs(section.paragraphs),
        ...renderSectionBody(section, doc),
        '</section>',
      ]),
    ],
    colophon: [
      `<p>Questions about this document? Email <a href="mailto:${e(site.email)}">${e(site.email)}</a>.</p>`,
      `<p>${e(`${site.legalName} · ${site.origin}`)}</p>`,
    ],
  });
}
