/**
 * How every project runs, said once (docs/product.md#timeline): the free audit, then five phases, each with its
 * name, its weeks in the full programme and what happens. About shows the five phases; the home page groups them into
 * its three steps; getting started follows the audit and each phase in turn; best practices and the service pages
 * name the phase each of their steps belongs to. A page that shows part of the process says which part.
 */
import { claims, PROGRAMME_WEEKS, timeline } from './claims.ts';
import { type PhaseId, type Process, type ProcessPhase, ProcessSchema } from './process.schema.ts';
import { parseContent } from './schema.ts';

export type { PhaseId, Process, ProcessPhase } from './process.schema.ts';

export const process: Process = parseContent('content/process.ts', ProcessSchema, {
  audit: {
    name: 'Free automation audit',
    when: `One ${claims.freeAudit.value} call, before you buy`,
    summary: 'A video call where we look at how your team spends its week and find the tasks worth automating.',
  },
  phases: [
    {
      id: 'discovery',
      name: 'Discovery',
      weeks: timeline.weeks.discovery,
      summary: 'We learn how work really flows through your business and put a pound figure on every manual step.',
      points: [
        '45-minute discovery call with the people who do the work',
        'Process mapping and time measurement',
        'Prioritised list of automations, with the return of each',
      ],
    },
    {
      id: 'planning',
      name: 'Planning',
      weeks: timeline.weeks.planning,
      summary:
        'We turn the priorities into a written plan: what we build, on which tools, against which targets and at what fixed price.',
      points: [
        'Solution design and data-flow diagrams',
        'Targets agreed in writing',
        'Access and data-protection checks',
      ],
    },
    {
      id: 'development',
      name: 'Development',
      weeks: timeline.weeks.development,
      summary: `We build and test on your real data, highest return first. ${timeline.firstLive}`,
      points: [
        'Testing with your real data',
        'Weekly progress updates',
        'Error handling and alerts on every automation',
      ],
    },
    {
      id: 'training',
      name: 'Training',
      weeks: timeline.weeks.training,
      summary:
        'Each automation goes live with the people who use it trained. In the full programme, these weeks train the whole team together, with guides and recordings to go back to.',
      points: [
        'Hands-on sessions with your team',
        'Written guides and video walkthroughs',
        'Go-live checklist signed off with you',
      ],
    },
    {
      id: 'support',
      name: 'Support',
      weeks: 'From go-live',
      summary: `After go-live we tune, fix and make small changes at no extra cost: for ${claims.optimisationSupport.value} on a package, or for a one-off service’s own support period (2 or 3 months, on its page). After that, your monthly plan covers monitoring, fixes and support.`,
      points: [
        `${claims.optimisationSupport.value} of optimisation support on a package`,
        'Monthly results report against the agreed targets',
        `On a package, results checked ${claims.resultsGuarantee.value} after go-live, and our work free until the targets are met`,
      ],
    },
  ],
  scope: timeline.scope,
});

/** The phase `id`. */
export function phase(id: PhaseId): ProcessPhase {
  const found = process.phases.find((p) => p.id === id);
  if (!found) throw new Error(`content/process.ts: no phase ${id}`);
  return found;
}

/** "Weeks 1–3": the weeks from the first phase's start to the last one's end, in the full programme. */
export const weeksOf = (first: keyof typeof PROGRAMME_WEEKS, last: keyof typeof PROGRAMME_WEEKS): string =>
  `Weeks ${PROGRAMME_WEEKS[first][0]}–${PROGRAMME_WEEKS[last][1]}`;
