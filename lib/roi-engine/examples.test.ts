/**
 * The worked examples copy states with their sums (content/examples.ts) and the articles' ROI cases
 * (content/blog/roi-cases.ts), recomputed with the engine's constants: a sum on a page adds up, and what the prose says
 * of a result (inside the payback window, within a service's tier) stays true of it.
 */
import { describe, expect, it } from 'vitest';
import { roiCases, type TaskCase } from '../../content/blog/roi-cases.ts';
import { claims } from '../../content/claims.ts';
import { examples } from '../../content/examples.ts';
import { services } from '../../content/servicePages.ts';
import { workflowMappingTemplate } from '../../content/downloads/workflow-mapping-template.ts';
import { WEEKS_PER_MONTH, calculateRoi, taskInputs } from './model.ts';

/** "60–90%" → [0.6, 0.9]. */
const shares = (range: string): [number, number] => {
  const [low = NaN, high = NaN] = range
    .replace('%', '')
    .split('–')
    .map((n) => Number(n) / 100);
  return [low, high];
};
const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const hoursAMonth = ({ itemsPerMonth, minutesPerItem }: { itemsPerMonth: number; minutesPerItem: number }) =>
  (itemsPerMonth * minutesPerItem) / 60;

describe('worked examples add up (content/examples.ts)', () => {
  it('hours a week and hours saved, at the claimed reduction, from volume and minutes', () => {
    const { crmLeads } = examples;
    const week = hoursAMonth(crmLeads) / WEEKS_PER_MONTH;
    expect(crmLeads.hoursPerWeek).toBe(oneDecimal(week));
    expect(crmLeads.savedPerWeek).toEqual(shares(claims.typicalTimeReduction.value).map((s) => oneDecimal(week * s)));
  });

  it('hours a month, and what the claimed reduction returns of them', () => {
    const { invoices, customerEmails, lettings, clinicReminders } = examples;
    expect(invoices.hoursPerMonth).toBe(hoursAMonth(invoices));
    expect(invoices.savedPerMonth).toEqual(
      shares(claims.typicalTimeReduction.value).map((s) => invoices.hoursPerMonth * s),
    );
    expect(customerEmails.hoursPerMonth).toBe(hoursAMonth(customerEmails));
    expect(customerEmails.halfFreed).toBe(customerEmails.hoursPerMonth / 2);
    expect(lettings.hoursPerMonth).toBe(hoursAMonth(lettings));
    expect(clinicReminders.hoursPerMonth).toBe(hoursAMonth(clinicReminders));
  });

  it('a weekly task over a month, and stock work across channels at the claimed reduction', () => {
    const { mondayReport, stockChannels } = examples;
    expect(mondayReport.hoursPerMonth).toBe(Math.round(mondayReport.hoursPerWeek * WEEKS_PER_MONTH));
    const daily = stockChannels.channels * stockChannels.minutesPerChannelPerDay + stockChannels.reorderMinutesPerDay;
    expect(stockChannels.hoursPerWeek).toBe((daily * 5) / 60);
    const [reduction] = shares(claims.manualWorkReduction.value);
    expect(stockChannels.savedPerWeek).toBe(stockChannels.hoursPerWeek * reduction);
  });

  it('the downtime a month of the uptime target allows', () => {
    const { days, downtimeMinutes } = examples.uptime;
    const allowed = days * 24 * 60 * (1 - Number.parseFloat(claims.uptimeTarget.value) / 100);
    expect(downtimeMinutes).toBe(Math.round(allowed));
  });

  it('the lettings example is more than half of a 37.5-hour week, as the guide says', () => {
    expect(examples.lettings.hoursPerMonth).toBeGreaterThan(37.5 / 2);
  });
});

describe('the articles’ ROI examples (content/blog/roi-cases.ts) keep their prose true', () => {
  const invoice = roiCases['invoice'] as TaskCase;

  it('the invoice case pays back inside the claimed window, as the article says', () => {
    const months = calculateRoi(taskInputs(invoice)).breakEvenMonths ?? Infinity;
    const [from, to] = claims.paybackWindow.value.split(/[–\s]/).map(Number) as [number, number];
    expect(months * 30).toBeGreaterThanOrEqual(from);
    expect(months * 30).toBeLessThanOrEqual(to);
  });

  it('the one-off builds sit in workflow development’s simple tier, as the article says', () => {
    const tier = services.find((s) => s.id === 'workflow-development')!.tiers[0]!;
    for (const id of ['invoice', 'month-end-report']) {
      const cost = (roiCases[id] as TaskCase).implementationCost;
      expect(cost, id).toBeGreaterThanOrEqual(tier.minPrice);
      expect(cost, id).toBeLessThanOrEqual(tier.maxPrice ?? Infinity);
    }
  });
});

describe('the workflow mapping template’s worked example adds up (a download)', () => {
  const tables = workflowMappingTemplate.sections.flatMap((section) => ('tables' in section ? section.tables : []));
  const table = (column: string) => tables.find((t) => t.columns.includes(column))!;
  const num = (cell: string | undefined) => Number.parseFloat((cell ?? '').replace(/[£,]/g, ''));

  it('each step’s hours are its minutes and volume, and the total is theirs', () => {
    const steps = table('Minutes per item');
    const at = (name: string) => steps.columns.indexOf(name);
    const rows = steps.rows.filter((row) => /^\d+$/.test(row.cells[0] ?? ''));
    for (const row of rows) {
      const hours = (num(row.cells[at('Minutes per item')]) * num(row.cells[at('Items per month')])) / 60;
      expect(row.cells[at('Hours per month')], row.cells[1]).toBe(hours.toFixed(1));
    }
    const total = steps.rows.find((row) => row.cells[1] === 'Total')!;
    const minutes = rows.reduce((sum, row) => sum + num(row.cells[at('Minutes per item')]), 0);
    expect(num(total.cells[at('Minutes per item')])).toBe(minutes);
    expect(num(total.cells[at('Hours per month')])).toBe((minutes * examples.invoices.itemsPerMonth) / 60);
    expect([minutes, examples.invoices.hoursPerMonth]).toEqual([
      examples.invoices.minutesPerItem,
      num(total.cells[at('Hours per month')]),
    ]);
  });

  it('the shortlist’s saving, in hours and pounds, is its candidates’', () => {
    const saved = table('Hours saved per month').rows.reduce((sum, row) => sum + num(row.cells[2]), 0);
    const summary = table('Worked example');
    const rate = num(summary.rows.find((row) => /^Hourly cost/.test(row.cells[0] ?? ''))?.cells[1]);
    const cost = num(summary.rows.find((row) => /^Cost per month/.test(row.cells[0] ?? ''))?.cells[1]);
    expect(cost).toBe(examples.invoices.hoursPerMonth * rate);
    const sentence = workflowMappingTemplate.sections
      .flatMap((s) => s.paragraphs)
      .find((p) => /top three save/.test(p))!;
    expect(sentence).toContain(
      `about ${saved} of the ${examples.invoices.hoursPerMonth} hours a month: £${saved * rate} a month at £${rate} an hour`,
    );
  });
});
