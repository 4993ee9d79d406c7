import { describe, expect, it } from 'vitest';
import { guideDifficultyTone, priorityTone, severityTone, tutorialDifficultyTone } from './tones.ts';

describe('badge tones (docs/product.md#behaviour)', () => {
  it('tutorial difficulty: Beginner default, Intermediate secondary, anything else destructive', () => {
    expect(tutorialDifficultyTone('Beginner')).toBe('default');
    expect(tutorialDifficultyTone('Intermediate')).toBe('secondary');
    expect(tutorialDifficultyTone('Advanced')).toBe('destructive');
    expect(tutorialDifficultyTone('Expert')).toBe('destructive');
  });

  it('guide difficulty: Beginner green, Intermediate primary, Advanced accent, otherwise muted', () => {
    expect(guideDifficultyTone('Beginner')).toBe('success');
    expect(guideDifficultyTone('Intermediate')).toBe('primary');
    expect(guideDifficultyTone('Advanced')).toBe('accent');
    expect(guideDifficultyTone('Expert')).toBe('muted');
  });

  it('severity: High and Medium styled, others default; priority: P1 destructive', () => {
    expect(severityTone('High')).toBe('destructive');
    expect(severityTone('Medium')).toBe('warning');
    expect(severityTone('Low')).toBe('default');
    expect(priorityTone('P1')).toBe('destructive');
    expect(priorityTone('P2')).toBe('default');
  });
});
