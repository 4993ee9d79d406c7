import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientKeyFile } from './clientKey.ts';
import { clientCounter } from './handler.ts';

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'client-key-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the key of the clients’ counters', () => {
  it('is made once, owner-only, and read back by every later process; a configured key wins', () => {
    const file = path.join(dir, 'data', 'inbox.sqlite.key');
    const made = clientKeyFile(file);
    expect(made).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(clientKeyFile(file)).toBe(made);
    expect(readFileSync(file, 'utf8').trim()).toBe(made);
    expect(clientKeyFile(path.join(dir, 'other.key'), 'configured')).toBe('configured');
  });

  it('names a client by a keyed hash: the same address alike under one key, unlike under another', async () => {
    const a = await clientCounter('203.0.113.9', 'k1');
    expect(a).toMatch(/^client:[0-9a-f]{64}$/);
    expect(await clientCounter('203.0.113.9', 'k1')).toBe(a);
    expect(await clientCounter('203.0.113.9', 'k2')).not.toBe(a);
    expect(await clientCounter('203.0.113.10', 'k1')).not.toBe(a);
  });
});
