import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { CONFIG_FILE } from './config.ts';
import { SCHEMA_FILE, configSchemaText } from './configSchema.ts';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
const validate = new Ajv({ allErrors: true }).compile(read(SCHEMA_FILE));

describe('audit.config.schema.json', () => {
  it('is what the valibot schema generates today (else: npm run -s config-schema)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(configSchemaText());
  });

  it('accepts audit.config.json, which points at it', () => {
    const config = read(CONFIG_FILE);
    expect(config.$schema).toBe(`./${SCHEMA_FILE}`);
    expect(validate(config), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('rejects what the valibot schema rejects: an exception with no why, a route that is no path', () => {
    const unexplained = read(CONFIG_FILE);
    (unexplained.budget!.routes as Record<string, unknown>)['/pricing'] = { scriptKb: 90 };
    expect(validate(unexplained)).toBe(false);
    const route = read(CONFIG_FILE);
    (route.budget!.routes as Record<string, unknown>)['docs/*'] = { scriptKb: 90, why: 'no leading slash' };
    expect(validate(route)).toBe(false);
  });
});
