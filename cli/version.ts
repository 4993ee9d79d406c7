/** The package's version, for `cli --version` and the tool version SARIF records. */
import { readFileSync } from 'node:fs';

export const version = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
