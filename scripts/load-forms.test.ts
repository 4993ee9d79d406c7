/**
 * The inbox's load check (scripts/load-forms.ts) at a small size, so it keeps working as the inbox changes:
 * the real server and database, JSON and form posts, every valid one stored once and every invalid one refused.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('scripts/load-forms.ts', () => {
  it('stores every valid post once and refuses every invalid one', () => {
    const output = execFileSync(process.execPath, ['scripts/load-forms.ts', '--total', '200', '--concurrency', '8'], {
      encoding: 'utf8',
      env: { ...process.env, INBOX_DB: '' },
    });
    const report = JSON.parse(output.slice(0, output.lastIndexOf('}') + 1)) as {
      statuses: Record<string, number>;
      storedInDb: number;
    };
    expect(report.statuses).toEqual({ '201': 120, '303': 20, '400': 20, '413': 10, '415': 10, '422': 20 });
    expect(report.storedInDb).toBe(140);
    expect(output).toContain('OK: stored 140 + rejected 60 = sent 200');
  });
});
