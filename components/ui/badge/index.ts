export { Badge } from './Badge.tsx';
export { BadgeList } from './BadgeList.tsx';
export { badge, type BadgeTone } from './badge.css.ts';
export { guideDifficultyTone, priorityTone, severityTone, tutorialDifficultyTone } from './tones.ts';
