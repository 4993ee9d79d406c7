/** Which badge look each kind of label takes (docs/product.md#behaviour). */
import type { BadgeTone } from './badge.css.ts';

/** Tutorial difficulty: Beginner default, Intermediate secondary, anything else destructive. */
export const tutorialDifficultyTone = (difficulty: string): BadgeTone =>
  difficulty === 'Beginner' ? 'default' : difficulty === 'Intermediate' ? 'secondary' : 'destructive';

/** Guide difficulty: Beginner green, Intermediate primary, Advanced accent, otherwise muted. */
export const guideDifficultyTone = (difficulty: string): BadgeTone =>
  difficulty === 'Beginner'
    ? 'success'
    : difficulty === 'Intermediate'
      ? 'primary'
      : difficulty === 'Advanced'
        ? 'accent'
        : 'muted';

/** Troubleshooting severity: High and Medium have their own looks, anything else the default badge. */
export const severityTone = (severity: string): BadgeTone =>
  severity === 'High' ? 'destructive' : severity === 'Medium' ? 'warning' : 'default';

/** Escalation priority: P1 is highlighted as destructive. */
export const priorityTone = (priority: string): BadgeTone => (priority === 'P1' ? 'destructive' : 'default');
