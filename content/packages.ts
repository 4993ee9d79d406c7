/**
 * The three packages shown on the home and pricing pages (SPEC §9). Structured-data offers read these too.
 * Every package comes with the support level included in every monthly plan, so each card's support line is
 * that level's (content/supportLevels.ts); faster levels are added to a plan, not bundled with a package.
 */
import { parseContent } from './schema.ts';
import { PackagesSchema, type Package } from './packages.schema.ts';
import { timeline } from './claims.ts';
import { supportModel } from './supportLevels.ts';

export type { Package } from './packages.schema.ts';

export const packages: Package[] = parseContent('content/packages.ts', PackagesSchema, [
  {
    id: 'starter',
    name: 'Starter',
    setupFee: 500,
    monthlyFee: 100,
    duration: timeline.live.starter,
    description: 'One automation that removes your most time-consuming manual task.',
    features: [
      'Single automation, designed and built for you',
      'Connects up to 3 of your existing tools',
      'Monitoring and fixes included',
      supportModel.packageLine,
      '30-day money-back guarantee',
    ],
    idealFor: 'Sole traders, coaches and small teams trying automation for the first time',
  },
  {
    id: 'standard',
    name: 'Standard',
    setupFee: 1500,
    monthlyFee: 250,
    duration: timeline.live.standard,
    description: 'Three connected automations across the workflows that cost you most.',
    features: [
      '3 automations, designed and built for you',
      'AI document or email processing where it helps',
      'Team training session',
      'Monthly performance report',
      supportModel.packageLine,
    ],
    idealFor: 'Growing businesses of 10–50 people with several manual processes',
    popular: true,
  },
  {
    id: 'premium',
    name: 'Premium',
    setupFee: 2500,
    monthlyFee: 500,
    duration: timeline.live.premium,
    description: 'A programme of six or more automations, with strategy and optimisation built in.',
    features: [
      '6+ automations across departments',
      'Custom AI agents and integrations',
      'Quarterly strategy reviews',
      'Dedicated automation consultant',
      supportModel.packageLine,
    ],
    idealFor: 'Established SMEs ready to automate end-to-end processes',
  },
]);
