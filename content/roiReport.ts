/**
 * The words of the one-page ROI report a consultant sends a client (`cli roi report`, cli/output/roiReport.ts)
 * that the calculator does not already say. Labels, results, the recommendation, the methodology and the small
 * print are the calculator's own (content/roi.ts); the firm's name and contacts are content/site.ts.
 * `{client}`, `{scenario}`, `{months}`, `{value}`, `{start}`, `{breakEven}` and `{marks}` are filled in where
 * the text is shown.
 */
import { parseContent } from './schema.ts';
import { RoiReportSchema, type RoiReportContent } from './roiReport.schema.ts';

export type { RoiReportContent } from './roiReport.schema.ts';

export const roiReport: RoiReportContent = parseContent('content/roiReport.ts', RoiReportSchema, {
  eyebrow: 'Automation ROI case for',
  documentTitle: 'Automation ROI case for {client}',
  preparedBy: 'Prepared by',
  date: 'Date',
  startingPoint: 'Starting point',
  scenario: 'our sample scenario “{scenario}”',
  scenarioAdjusted: 'our sample scenario “{scenario}”, with your own figures where they differ',
  keyFiguresHeading: 'At a glance',
  chart: {
    title: 'Cumulative position over {months} months',
    description: 'Savings to date less the implementation cost: {start} at the start; {breakEven}; {marks}.',
    breakEven: 'the line crosses zero after {months} months',
    noBreakEven: 'the line stays below zero for all {months} months',
    nothingToPayBack: 'with no implementation cost there is nothing to pay back',
    mark: '{value} after {months} months',
    tableCaption: 'Cumulative position, every quarter',
  },
});
