/**
 * The three packages shown on the home and pricing pages (docs/product.md#packages). Structured-data offers read these
 * too. Every package comes with the support level included in every monthly plan, so each card's support line is that
 * level's (content/supportLevels.ts); faster levels are added to a plan, not bundled with a package.
 */
import { type PromiseId, claims, promises, timeline } from './claims.ts';
import { PROMISE_IDS } from './claims.schema.ts';
import { parseContent } from './schema.ts';
import { type Guarantees, GuaranteesSchema, PackagesSchema, type Package } from './packages.schema.ts';
import { supportModel } from './supportLevels.ts';

export type { Guarantees, Package } from './packages.schema.ts';

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
      `Connects up to 3 of your existing tools`,
      'Monitoring and fixes included',
      supportModel.packageLine,
      promises.moneyBack.title,
    ],
    idealFor: 'Sole traders, coaches and small teams trying automation for the first time',
    promises: ['results', 'optimisation', 'noLongTermContract', 'moneyBack'],
  },
  {
    id: 'standard',
    name: 'Standard',
    setupFee: 1500,
    monthlyFee: 250,
    duration: timeline.live.standard,
    description: 'Three connected automations across the workflows that cost you most.',
    features: [
      `3 automations, designed and built for you`,
      'AI document or email processing where it helps',
      'Team training session',
      'Monthly performance report',
      supportModel.packageLine,
    ],
    idealFor: `Growing businesses of 10–50 people with several manual processes`,
    popular: claims.popularPackage,
    promises: ['results', 'optimisation', 'noLongTermContract'],
  },
  {
    id: 'premium',
    name: 'Premium',
    setupFee: 2500,
    monthlyFee: 500,
    duration: timeline.live.premium,
    description: 'A programme of six or more automations, with strategy and optimisation built in.',
    features: [
      `6+ automations across departments`,
      'Custom AI agents and integrations',
      'Quarterly strategy reviews',
      'Dedicated automation consultant',
      supportModel.packageLine,
    ],
    idealFor: 'Established SMEs ready to automate end-to-end processes',
    promises: ['results', 'optimisation', 'noLongTermContract'],
  },
]);

/** "Starter", "Starter and Standard", "Starter, Standard and Premium". */
const listed = (words: readonly string[]): string =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

const carrying = (id: PromiseId): Package[] => packages.filter((pkg) => pkg.promises.includes(id));
const shared = PROMISE_IDS.filter((id) => carrying(id).length === packages.length);

/**
 * Which package has which promise, said once from the records above: the promises every package carries, then each
 * promise only some carry, naming the packages that do and those that do not.
 */
export const guarantees: Guarantees = parseContent('content/packages.ts', GuaranteesSchema, {
  shared,
  summary: [
    `Every package, ${listed(packages.map((pkg) => pkg.name))}, comes with ${listed(shared.map((id) => promises[id].name))}.`,
    ...PROMISE_IDS.filter((id) => !shared.includes(id) && carrying(id).length > 0).map((id) => {
      const have = carrying(id);
      const without = packages.filter((pkg) => !have.includes(pkg));
      const some = (list: Package[]) =>
        `the ${listed(list.map((pkg) => pkg.name))} package${list.length > 1 ? 's' : ''}`;
      const subject = some(have);
      return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} also ${have.length > 1 ? 'come' : 'comes'} with ${promises[id].name}; ${some(without)} ${without.length > 1 ? 'do' : 'does'} not.`;
    }),
  ].join(' '),
});
