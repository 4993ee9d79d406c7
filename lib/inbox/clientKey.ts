/**
 * The secret that keys the rate-limit counters' hash of a client's address (lib/inbox/handler.ts
 * `clientCounter`), where the host keeps it rather than the database: `INBOX_CLIENT_KEY` when set, else a
 * random key made once and kept in a file beside the inbox, readable by its owner only. Every process
 * serving one inbox reads the same file, so they count a client alike; a copy of the database alone (a
 * backup, an export) holds nothing that turns its counters back into addresses.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function clientKeyFile(file: string, configured = ''): string {
  if (configured !== '') return configured;
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing !== '') return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = randomBytes(32).toString('hex');
  try {
    // `wx`: two processes starting at once keep whichever key was written first.
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
