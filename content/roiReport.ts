/**
 * The words of the one-page ROI report a consultant sends a client (`cli roi report`, lib/roi/report.ts) that
 * the calculator does not already say. Labels, results, the recommendation, the methodology and the small
 * print are the calculator's own (content/roi.ts); the firm's name and contacts are content/site.ts.
 * `{client}`, `{scenario}`, `{months}`, `{value}`, `{start}`, `{breakEven}` and `{marks}` are filled in where
 * the text is shown.
 */
import * as v from 'valibot';
import { Text, parseContent } from './schema.ts';

export const RoiReportSchema = v.object({
  /** Small line above the client's name in the heading, e.g. "Automation ROI case for". */
  eyebrow: Text,
  /** The document's title (browser tab, PDF title); `{client}` is filled in. */
  documentTitle: Text,
  /** Labels of the facts under the heading. */
  preparedBy: Text,
  date: Text,
  /** Label of the sample scenario the case starts from, when it starts from one. */
  startingPoint: Text,
  /** The scenario's name as the starting point, as it is and with figures changed; `{scenario}` is filled in. */
  scenario: Text,
  scenarioAdjusted: Text,
  /** Heading of the strip of four headline figures. */
  keyFiguresHeading: Text,
  /** The payback chart and its equivalent table, beyond the words it shares with the page's (content/roi.ts `chart`). */
  chart: v.object({
    /** The chart's accessible name; `{months}` is the horizon. */
    title: Text,
    /**
     * The chart in one sentence, for screen readers and as its caption; `{start}`, `{breakEven}` (one of the
     * two texts below) and `{marks}` (the marked months, joined by "and") are filled in.
     */
    description: Text,
    /** `{months}` is the engine's break-even, as the results show it. */
    breakEven: Text,
    /** `{months}` is the chart's horizon. */
    noBreakEven: Text,
    /** When there is no implementation cost, so nothing to pay back. */
    nothingToPayBack: Text,
    /** A marked month on the line and in the description; `{value}` and `{months}` are filled in. */
    mark: Text,
    /** Caption of the table equivalent to the chart. */
    tableCaption: Text,
  }),
});
export type RoiReportContent = v.InferOutput<typeof RoiReportSchema>;

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
