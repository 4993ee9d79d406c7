import { describe, expect, it } from 'vitest';
import { claims, timeline } from '../../content/claims.ts';
import { docsHub } from '../../content/docs/hub.ts';
import { forms } from '../../content/forms.ts';
import { home } from '../../content/home.ts';
import { about } from '../../content/about.ts';
import { guarantees, packages } from '../../content/packages.ts';
import { pricing } from '../../content/pricing.ts';
import { services } from '../../content/services.ts';
import { supportLevels, supportModel } from '../../content/supportLevels.ts';
import {
  CLAIM_PHRASES,
  canonicalFigure,
  checkClaims,
  checkLevelResponses,
  checkPackagePromises,
  claimFigures,
  figureHours,
} from './claims.ts';

/** The figures validate builds from the real content. */
const figures = claimFigures({
  claims,
  timeline,
  supportLevels,
  priorities: forms.priorities,
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

describe('checkClaims on the support model, support periods and the results clock, each said one way', () => {
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

  it('passes what the model says: a level’s own targets, each level’s target for a priority, go-live', () => {
    for (const text of [
      'Premium support with 4-hour response',
      'Standard answers every ticket within 2 business days.',
      'P1 Critical < 1h on Enterprise',
      'P4 - Low (response < 48h on Premium)',
      'P3 Medium < 24h on Premium',
      'We check the agreed targets 60 days after go-live.',
      'Tell us what needs fixing and we will respond within your support level’s target for the priority you choose.',
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

/**
 * The support promise said one way (docs/decisions/0025-loose-claims-are-restated-once.md: "24/7"
 * being the Enterprise level's): each contradiction the copy once made, planted back, is reported with its file
 * and field, and what the pages now read passes.
 */
describe('checkClaims on the support promise, the guarantees and returns', () => {
  it.each([
    [
      'content/docs/hub.ts',
      'docsHub.help.text',
      'We reply within 24 hours, and critical issues get an answer 24/7 by phone.',
      `"24/7" is the Enterprise level's`,
    ],
    [
      'content/packages.ts',
      'packages[2].features[4]',
      'Premium support with 4-hour response',
      '"Premium" contradicts the claim packageSupport ("Standard"',
    ],
    [
      'content/packages.ts',
      'packages[1].features[4]',
      'Priority email and phone support',
      '"email and phone" contradicts the claim packageSupport',
    ],
    [
      'content/forms.ts',
      'forms.priorities[0].optionLabel',
      'P1 - Critical (response < 2h)',
      '"2h" contradicts the claim priority.p1 ("< 2h on Premium"',
    ],
    [
      'content/services/training-support.ts',
      'service.supportPeriod.label',
      'Ongoing Standard support, with faster levels to choose from below',
      '"Ongoing" contradicts the claim standardSupport ("every monthly plan"',
    ],
    [
      'content/services.ts',
      'servicesPage.hero.promises[0]',
      'Results in 60 days',
      'leaves out the day the 60 days start: the claim resultsClock is "go-live"',
    ],
    [
      'content/claims.ts',
      'claims.averageRoi.statement',
      'Completed projects average a 300% return on investment in their first year.',
      'leaves out its basis',
    ],
    [
      'content/docs/best-practices.mdx',
      'line 71',
      'Our clients average a 300% first-year ROI on the setup fee.',
      '"setup fee" contradicts the claim roiBasis.300% ("total cost"',
    ],
    ['content/home.ts', 'home.proof.testimonials[0].roi', '450% ROI in year one', 'leaves out its basis'],
    [
      'content/legal/privacy.mdx',
      'line 31',
      'We use this to fix the problem within the response time for the priority you chose.',
      'promises a fix within a response target',
    ],
    [
      'content/claims.ts',
      'timeline.moneyBack',
      'The Starter package carries a 30-day money-back guarantee: if you are not satisfied, tell us within 30 days of paying the setup fee and we refund everything you paid us for it.',
      '"setup fee" contradicts the claim moneyBackClock ("go-live"',
    ],
  ])('reports %s › %s planted back', (file, path, text, message) => {
    const { problems } = checkClaims(file, path, text, figures);
    expect(problems).toEqual([expect.objectContaining({ file, path, rule: 'claim' })]);
    expect(problems[0]!.message).toContain(message);
  });

  it('passes what the pages now say', () => {
    const said: [string, string, string][] = [
      ['content/docs/hub.ts', 'docsHub.help.text', docsHub.help.text],
      ['content/supportLevels.ts', 'supportModel.answered', supportModel.answered],
      ['content/supportLevels.ts', 'supportModel.included', supportModel.included],
      ['content/supportLevels.ts', 'supportModel.firstResponse', supportModel.firstResponse],
      ['content/supportLevels.ts', 'supportModel.phoneHours', supportModel.phoneHours],
      ['content/supportLevels.ts', 'supportModel.whereToAsk', supportModel.whereToAsk],
      ...packages.flatMap((pkg, index) =>
        pkg.features.map((feature, at): [string, string, string] => [
          'content/packages.ts',
          `packages[${index}].features[${at}]`,
          feature,
        ]),
      ),
      ...forms.priorities.map((p, index): [string, string, string] => [
        'content/forms.ts',
        `forms.priorities[${index}].optionLabel`,
        p.optionLabel,
      ]),
      ['content/forms.ts', 'forms.supportPage.prioritiesIntro', forms.supportPage.prioritiesIntro],
      ['content/claims.ts', 'timeline.moneyBack', timeline.moneyBack],
      ['content/claims.ts', 'timeline.resultsPromise', timeline.resultsPromise],
      ['content/claims.ts', 'claims.averageRoi.statement', claims.averageRoi.statement],
      ...home.proof.testimonials.map((t, index): [string, string, string] => [
        'content/home.ts',
        `home.proof.testimonials[${index}].roi`,
        t.roi ?? '',
      ]),
      ...services.map((service): [string, string, string] => [
        `content/services/${service.id}.ts`,
        'service.supportPeriod.label',
        service.supportPeriod.label,
      ]),
    ];
    for (const [file, path, text] of said) {
      expect(checkClaims(file, path, text, figures).problems, `${file} › ${path}`).toEqual([]);
    }
    // The ones that state a claim are read, not skipped.
    expect(checkClaims('content/docs/hub.ts', 'docsHub.help.text', docsHub.help.text, figures).found).toBeGreaterThan(
      2,
    );
    expect(checkClaims('content/claims.ts', 'timeline.moneyBack', timeline.moneyBack, figures).found).toBe(1);
  });

  it('reads a priority’s target on the level named with it', () => {
    expect(checkClaims('x', 'p', 'P1 - Critical (response < 2h on Standard)', figures).problems).toEqual([
      expect.objectContaining({ message: expect.stringContaining('contradicts the claim priority.p1.standard') }),
    ]);
  });
});

describe('checkLevelResponses', () => {
  const priorities = forms.priorities;

  it('reports a level heading that promises more than its targets, naming the level’s field', () => {
    const planted = supportLevels.map((level) => (level.id === 'premium' ? { ...level, response: '4 hours' } : level));
    const { problems } = checkLevelResponses('content/supportLevels.ts', planted, priorities);
    expect(problems.map((p) => `${p.file} › ${p.path}: ${p.rule}`)).toEqual([
      'content/supportLevels.ts › supportLevels[1].response: claim',
      'content/supportLevels.ts › supportLevels[1].response: claim',
    ]);
    expect(problems[0]!.message).toContain(`"4 hours" promises more than the Premium level's P3 target ("< 24h")`);
  });

  it('passes the levels as they are: a heading names the priorities it covers', () => {
    expect(checkLevelResponses('content/supportLevels.ts', supportLevels, priorities)).toEqual({
      found: supportLevels.length,
      problems: [],
    });
  });

  it('counts a business day as 8 hours', () => {
    expect(figureHours('2 business days')).toBe(16);
    expect(figureHours('< 48h')).toBe(48);
    expect(figureHours('Under 4 hours for critical and high priority')).toBe(4);
    expect(figureHours('Included')).toBeUndefined();
  });
});

/** Which package has which promise (content/packages.ts): what the pages once said, planted back, and what they say. */
describe('checkPackagePromises', () => {
  it.each([
    [
      'The free audit costs nothing, and the Standard and Premium packages are covered by the results guarantee instead.',
      'says the results promise is only Standard and Premium',
    ],
    ['A 30-day money-back guarantee on every package.', 'gives the moneyBack promise to every package'],
    ['The Premium package comes with a 30-day money-back guarantee.', 'gives the moneyBack promise to Premium'],
    ['Four promises on every package', '"Four promises" on every package, but every package carries 3'],
  ])('reports %j', (text, message) => {
    const { problems } = checkPackagePromises('content/claims.ts', 'timeline.moneyBack', text, packages);
    expect(problems).toEqual([
      expect.objectContaining({ file: 'content/claims.ts', path: 'timeline.moneyBack', rule: 'claim' }),
    ]);
    expect(problems[0]!.message).toContain(message);
  });

  it('passes what the pages now say, and reads each statement of a promise', () => {
    const said = [
      guarantees.summary,
      timeline.moneyBack,
      pricing.guarantees.heading.title,
      claims.optimisationSupport.statement,
      ...about.milestones.items.map((item) => item.event),
      ...about.story.paragraphs,
    ];
    let found = 0;
    for (const text of said) {
      const result = checkPackagePromises('content/x.ts', 'p', text, packages);
      expect(result.problems, text).toEqual([]);
      found += result.found;
    }
    expect(found).toBeGreaterThanOrEqual(5);
  });
});
