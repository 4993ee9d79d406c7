import { describe, expect, it } from 'vitest';
import { claims } from '../../content/claims.ts';
import { CLAIM_PHRASES, checkClaims } from './claims.ts';

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
    for (const { claim } of CLAIM_PHRASES) expect(Object.keys(claims)).toContain(claim);
  });
});
