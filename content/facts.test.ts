import { describe, expect, it } from 'vitest';
import { facts } from './facts.ts';

describe('facts', () => {
  it('changes nothing at run time: a tagged string reads as written, a marked value is the same value', () => {
    const count = 3;
    expect(facts('count')`Connects up to ${count} of your existing tools, “quoted”\u2019`).toBe(
      'Connects up to 3 of your existing tools, “quoted”’',
    );
    const rows = [{ cell: '160 invoices' }];
    expect(facts('count', 'example')(rows)).toBe(rows);
  });
});
