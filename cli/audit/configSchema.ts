/**
 * audit.config.schema.json: the JSON Schema of audit.config.json, generated from its valibot schema
 * (config.ts) by valibot's own converter, so an editor completes and checks the file (`$schema` in it points
 * here) and no second description of the config can drift from the first. After changing the valibot schema,
 * write it again with `npm run -s config-schema`; configSchema.test.ts fails while the committed file differs.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toJsonSchema } from '@valibot/to-json-schema';
import { AuditConfig } from './config.ts';

export const SCHEMA_FILE = 'audit.config.schema.json';

/** The schema as the committed file holds it. */
export function configSchemaText(): string {
  const schema = toJsonSchema(AuditConfig);
  const title = 'audit.config.json: thresholds and budgets of the audits';
  return `${JSON.stringify({ $schema: schema.$schema, title, ...schema }, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SCHEMA_FILE, configSchemaText());
  console.log(`wrote ${SCHEMA_FILE}`);
}
