/**
 * audit.config.schema.json: the JSON Schema of audit.config.json, generated from its valibot schema
 * (config.ts) by valibot's own converter, so an editor completes and checks the file (`$schema` in it points
 * here) and no second description of the config can drift from the first. After changing the valibot schema,
 * write it again with `npm run -s config-schema`; configSchema.test.ts fails while the committed file differs.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toJsonSchema } from '@valibot/to-json-schema';
import { AuditConfig, NEEDS_A_LIMIT } from './config.ts';

export const SCHEMA_FILE = 'audit.config.schema.json';

/** The schema as the committed file holds it. */
export function configSchemaText(): string {
  const schema = toJsonSchema(AuditConfig, {
    // Draft 7 lists a tuple's items but lets it be shorter or longer; valibot's tuple is exactly its length.
    overrideSchema: ({ valibotSchema, jsonSchema }) =>
      valibotSchema.type === 'tuple' && Array.isArray(jsonSchema.items)
        ? { ...jsonSchema, minItems: jsonSchema.items.length, additionalItems: false }
        : undefined,
    // A check is code; JSON Schema has its own words for the one the config has, and any other fails here.
    overrideAction: ({ valibotAction, jsonSchema }) =>
      valibotAction.type === 'check' && 'message' in valibotAction && valibotAction.message === NEEDS_A_LIMIT
        ? { ...jsonSchema, anyOf: [{ required: ['minScore'] }, { required: ['maxNumericValue'] }] }
        : undefined,
  });
  const title = 'audit.config.json: thresholds and budgets of the audits';
  return `${JSON.stringify({ $schema: schema.$schema, title, ...schema }, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SCHEMA_FILE, configSchemaText());
  console.log(`wrote ${SCHEMA_FILE}`);
}
