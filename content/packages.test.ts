import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { packages } from './packages.ts';
import { PackageSchema } from './packages.schema.ts';
import { SupportLevelSchema } from './supportLevels.schema.ts';
import { supportLevels } from './supportLevels.ts';

describe('"Most Popular"', () => {
  it('is backed by its claim on the one package marked so, and on no support level', () => {
    expect(packages.filter((pkg) => pkg.popular).map((pkg) => [pkg.id, pkg.popular?.value])).toEqual([
      ['standard', 'Most Popular'],
    ]);
    expect(supportLevels.filter((level) => level.popular)).toEqual([]);
  });

  it('refuses a flag with no record behind it, on a package or a support level', () => {
    const standard = packages.find((pkg) => pkg.id === 'standard')!;
    const premium = supportLevels.find((level) => level.id === 'premium')!;
    for (const [schema, record] of [
      [PackageSchema, { ...standard, popular: true }],
      [SupportLevelSchema, { ...premium, popular: true }],
    ] as const) {
      const result = v.safeParse(schema, record);
      expect(result.success).toBe(false);
      expect(result.issues?.map((issue) => issue.path?.map((step) => step.key).join('.'))).toEqual(['popular']);
    }
  });
});
