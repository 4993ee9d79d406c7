import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEnvironment, productionProblems } from './build.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'build-env-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the build’s settings', () => {
  it('come from .env files as Vite reads them, the shell’s own winning, SITE_ variables only', () => {
    writeFileSync(path.join(dir, '.env'), 'SITE_ORIGIN=https://from-env.example\nSITE_BRAND=Env\nSECRET=x\n');
    writeFileSync(path.join(dir, '.env.production'), 'SITE_BRAND=Production\nSITE_PHONE=+44 20 0000 0000\n');
    const env = buildEnvironment(dir, { PATH: '/bin', SITE_PHONE: '+44 161 000 0000' });
    expect(env).toMatchObject({
      PATH: '/bin',
      SITE_ORIGIN: 'https://from-env.example',
      SITE_BRAND: 'Production',
      SITE_PHONE: '+44 161 000 0000',
    });
    expect(env.SECRET).toBeUndefined();
  });

  it('for production, name each setting a live site must not go without', () => {
    expect(productionProblems({})).toEqual([
      expect.stringMatching(/^SITE_ORIGIN is not set/),
      expect.stringMatching(/^SITE_COMPANY_NUMBER is empty/),
      expect.stringMatching(/^SITE_REGISTERED_OFFICE is empty/),
    ]);
    expect(
      productionProblems({
        SITE_ORIGIN: 'https://www.example.co.uk',
        SITE_COMPANY_NUMBER: '01234567',
        SITE_REGISTERED_OFFICE: '1 High Street, London EC1A 1BB',
      }),
    ).toEqual([]);
  });

  it('a production build without them is refused before anything is built: one line each, exit 2', () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('SITE_')));
    // Run in a folder with no .env file.
    const empty = mkdtempSync(path.join(dir, 'empty-'));
    const result = spawnSync(process.execPath, [path.resolve('scripts/build.ts'), '--production'], {
      cwd: empty,
      env,
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^build: SITE_ORIGIN is not set/);
    expect(result.stderr).toContain('build: SITE_COMPANY_NUMBER is empty');
  });
});
