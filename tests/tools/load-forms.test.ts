/**
 * The inbox's load check (tests/tools/load-forms.ts) at a small size on both targets, so it keeps working as the
 * inbox changes: the real server and database, JSON and form posts, a server killed outright in the middle of the
 * burst and started again, and every valid post stored once, every invalid one refused. Each status the API answers
 * is the contract suite's (tests/contract/), on both hosts; a burst without the kill proved nothing this one does not.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { TARGETS } from './hosts.ts';

const load = async (...args: string[]) => {
  const { stdout } = await promisify(execFile)(process.execPath, ['tests/tools/load-forms.ts', ...args], {
    encoding: 'utf8',
  });
  return {
    output: stdout,
    report: JSON.parse(stdout.slice(0, stdout.lastIndexOf('}') + 1)) as {
      statuses: Record<string, number>;
      storedInDb: number;
      restart?: { acknowledgedBefore: number; presentAfterRestart: number; resent: number };
    },
  };
};

describe.each(TARGETS)('tests/tools/load-forms.ts --target %s', (target) => {
  it(
    'killed with SIGKILL mid-burst and started again, keeps every acknowledged post, once',
    { timeout: 180_000 },
    async () => {
      const { output, report } = await load(
        '--target',
        target,
        '--total',
        '200',
        '--concurrency',
        '16',
        '--kill-after',
        '50',
      );
      expect(report.restart?.acknowledgedBefore).toBeGreaterThanOrEqual(50);
      expect(report.restart?.presentAfterRestart).toBe(report.restart?.acknowledgedBefore);
      expect(report.restart?.resent).toBeGreaterThan(0);
      expect(report.storedInDb).toBe(140);
      expect(output).toContain('OK: stored 140 + rejected 60 = sent 200');
    },
  );
});
