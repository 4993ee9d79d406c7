import { describe, expect, it } from 'vitest';
import { claims, timeline } from '../../content/claims.ts';
import { forms } from '../../content/forms.ts';
import { services } from '../../content/services.ts';
import { supportLevels } from '../../content/supportLevels.ts';
import { CLAIM_PHRASES, canonicalFigure, checkClaims, claimFigures } from './claims.ts';

/** The figures validate builds from the real content. */
const figures = claimFigures({
  claims,
  timeline,
  supportLevels,
  priorities: forms.options.priority,
  services: services.map((s) => ({ ...s, id: s.id })),
});

describe('checkClaims', () => {
  it.each([
    ['firstAutomationLive', 'Your first automation is usually live within 6–8 weeks of the kick-off.', '6–8 weeks'],
    ['enquiryReply', 'We reply within 48 hours.', '48 hours'],
    ['resultsGuarantee', 'Results in 90 days, guaranteed.', '90 days'],
    ['freeAudit', 'Book a free 45-minute audit.', '45-minute'],
    ['integrations', 'Built on 500+ integrations.', '500+'],
    ['hoursSavedWeekly', 'Our clients save 10+ hours a week.', '10+'],
    ['auditsPerMonth', 'We run only 3 free audits a month.', '3'],
    ['optimisationSupport', 'It includes 30 days of optimization support.', '30 days'],
    ['paybackWindow', 'It usually pays for itself within 90–120 days.', '90–120 days'],
  ])('reports %s worded with another figure, naming file, field and claim', (claim, text, figure) => {
    const { found, problems } = checkClaims('content/x.ts', 'page.text', text, claims);
    expect(found).toBe(1);
    expect(problems).toEqual([expect.objectContaining({ file: 'content/x.ts', path: 'page.text', rule: 'claim' })]);
    expect(problems[0]!.message).toContain(`"${figure}" contradicts the claim ${claim}`);
  });

  it('passes every claim’s own statement, and a hyphen for the en dash', () => {
    for (const [name, claim] of Object.entries(claims)) {
      expect(checkClaims('content/claims.ts', name, claim.statement, claims).problems, name).toEqual([]);
    }
    expect(checkClaims('x', 'p', 'Your first one is usually live within 2-4 weeks.', claims)).toEqual({
      found: 1,
      problems: [],
    });
  });

  it('has a phrasing for claims that exist', () => {
    const names = Object.keys(figures).map((name) => name.split('.')[0]);
    for (const { claim } of CLAIM_PHRASES) expect(names).toContain(claim);
  });
});

describe('checkClaims on the support model, support periods and the results clock (issue 23)', () => {
  it.each([
    ['responseTime.standard', 'Standard support answers within 4 hours.', '4 hours'],
    ['responseTime.premium', 'Premium support with 8-hour response', '8-hour'],
    ['responseTime.enterprise', 'Every ticket is answered within 2 hours on Enterprise.', '2 hours'],
    ['priority.p1', 'P1 - Critical (response < 6h)', '6h'],
    ['supportPeriod.workflow-development', 'Custom workflow development comes with 3 months of support.', '3 months'],
    ['supportAfterGoLive', 'Every project includes 90 days of optimisation support.', '90 days'],
    ['supportAfterGoLive', 'The 90 days of optimisation support included with every project covers it.', '90 days'],
    ['resultsClock', 'We check the results 60 days after kick-off.', 'kick-off'],
  ])('reports %s worded with another figure', (name, text, figure) => {
    const { found, problems } = checkClaims('content/x.ts', 'page.text', text, figures);
    expect(found).toBeGreaterThanOrEqual(1);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain(`"${figure}" contradicts the claim ${name}`);
  });

  it('reads a service’s own file for its period', () => {
    const file = 'content/services/workflow-development.ts';
    expect(
      checkClaims(file, 'service.included[2]', '3 months of support after go-live', figures).problems,
    ).toHaveLength(1);
    expect(checkClaims(file, 'service.included[2]', '2 months of support after go-live', figures).problems).toEqual([]);
  });

  it('passes what the model says: a level’s own targets, every level’s target for a priority, go-live', () => {
    for (const text of [
      'Premium support with 4-hour response',
      'Standard answers every ticket within 2 business days.',
      'P1 Critical < 1h on Enterprise',
      'P4 - Low (response < 48h)',
      'We check the agreed targets 60 days after go-live.',
      'AI Automation Consulting, 3 months; Custom Workflow Development, 2 months.',
    ]) {
      expect(checkClaims('content/x.ts', 'p', text, figures), text).toMatchObject({ problems: [] });
    }
  });

  it('spells a figure one way', () => {
    expect(canonicalFigure('< 2h')).toBe(canonicalFigure('2 hours'));
    expect(canonicalFigure('4-hour')).toBe('4h');
    expect(canonicalFigure('2 working days')).toBe('2 business days');
    expect(canonicalFigure('2-4 weeks')).toBe('2–4 weeks');
  });
});
