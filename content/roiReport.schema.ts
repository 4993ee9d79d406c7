/** The shape of `content/roiReport.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { Text } from './schema.ts';

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
