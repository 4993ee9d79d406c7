export { Badge } from './Badge.tsx';
export { BadgeList } from './BadgeList.tsx';
export { guideDifficultyTone, priorityTone, severityTone, tutorialDifficultyTone } from './tones.ts';
