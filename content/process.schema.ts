/** The shape of `content/process.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { Text } from './schema.ts';

/** The five phases of every project, in order (docs/product.md#timeline). */
export const PHASE_IDS = ['discovery', 'planning', 'development', 'training', 'support'] as const;
export type PhaseId = (typeof PHASE_IDS)[number];

/** One phase of the process: its name, said once, and what happens in it. */
const ProcessPhase = v.object({
  id: v.picklist(PHASE_IDS),
  /** Its name, which every page that shows the phase uses: "Discovery". */
  name: Text,
  /** When it runs in the full programme (content/claims.ts `timeline`): "Weeks 1–2", "From go-live". */
  weeks: Text,
  /** What happens, in one or two sentences. */
  summary: Text,
  /** What it includes or delivers. */
  points: v.array(Text),
});
export type ProcessPhase = v.InferOutput<typeof ProcessPhase>;

export const ProcessSchema = v.object({
  /** The free audit, before a project starts: not a phase, the step before them. */
  audit: v.object({ name: Text, when: Text, summary: Text }),
  /** The phases, in order, each once. */
  phases: v.pipe(
    v.array(ProcessPhase),
    v.check(
      (phases) => phases.map((phase) => phase.id).join() === PHASE_IDS.join(),
      `the phases are ${PHASE_IDS.join(', ')}, in that order`,
    ),
  ),
  /** Which weeks the phases' weeks are, and how each package goes through them. */
  scope: Text,
});
export type Process = v.InferOutput<typeof ProcessSchema>;
