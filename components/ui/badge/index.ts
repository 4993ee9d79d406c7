export { Badge } from './Badge.tsx';
export { badge, type BadgeTone } from './badge.css.ts';
export { guideDifficultyTone, priorityTone, severityTone, tutorialDifficultyTone } from './tones.ts';
