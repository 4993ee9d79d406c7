/**
 * The Cloudflare target's command lines (lib/cloudflare.ts): what `serve --target cloudflare`, `inbox
 * --remote` and `npm run deploy:cloudflare` hand to wrangler. The local ones run for real in the contract
 * suite and the inbox tests; the remote ones need the firm's Cloudflare login, so their command lines are
 * checked here.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  D1_BINDING,
  DEFAULT_D1_STATE,
  PLACEHOLDER_DATABASE_ID,
  WRANGLER_CONFIG,
  type WorkerConfig,
  d1StatePath,
  deployCommands,
  devArguments,
  withoutInfoLines,
  wranglerReadyAt,
  platformProxyOptions,
  readWorkerConfig,
  remoteConfig,
  workerEnvFile,
  wranglerEnvironment,
} from './cloudflare.ts';

const REAL_ID = '4f1c3a0e-5b7d-4c2e-9a8f-0123456789ab';
const deployed = (id = REAL_ID): WorkerConfig => ({
  name: 'brightwork-automation',
  compatibility_date: '2026-11-17',
  d1_databases: [{ binding: D1_BINDING, database_name: 'brightwork-inbox', database_id: id }],
});
const WEBHOOKS = {
  SITE_CONTACT_WEBHOOK: 'https://hooks.example.com/contact-secret',
  SITE_SUPPORT_WEBHOOK: 'https://hooks.example.com/support-secret',
};

describe('wrangler.jsonc', () => {
  it(
    'is read by wrangler: the D1 binding with its migrations, and the placeholder id until the firm pastes theirs',
    { timeout: 30_000 },
    async () => {
      const config = await readWorkerConfig();
      // Served at the firm's domain only, never also at *.workers.dev or a preview URL there.
      expect({ workersDev: config.workers_dev, previewUrls: config.preview_urls }).toEqual({
        workersDev: false,
        previewUrls: false,
      });
      expect(config.d1_databases).toEqual([
        expect.objectContaining({
          binding: D1_BINDING,
          database_id: PLACEHOLDER_DATABASE_ID,
          preview_database_id: 'local-inbox',
          migrations_dir: 'migrations',
        }),
      ]);
      expect(() => deployCommands(config)).toThrow(
        'wrangler.jsonc › d1_databases[INBOX].database_id: still the placeholder; paste the id `wrangler d1 create` printed',
      );
    },
  );
});

describe('inbox --remote', () => {
  it('reaches the deployed database as a remote binding, and only with a real database id', () => {
    expect(remoteConfig(deployed())).toEqual({
      name: 'brightwork-automation',
      compatibility_date: '2026-11-17',
      d1_databases: [{ binding: 'INBOX', database_name: 'brightwork-inbox', database_id: REAL_ID, remote: true }],
    });
    expect(() => remoteConfig(deployed(PLACEHOLDER_DATABASE_ID))).toThrow(/database_id: still the placeholder/);
    expect(() => remoteConfig({ d1_databases: [] })).toThrow(/no D1 binding named INBOX/);
  });

  it('opens wrangler’s proxy with remote bindings on for --remote only, and the local state otherwise', () => {
    const local = platformProxyOptions({ remote: false, stateDir: '/srv/d1', configPath: WRANGLER_CONFIG });
    expect(local).toEqual({
      configPath: WRANGLER_CONFIG,
      envFiles: [],
      persist: { path: '/srv/d1/v3' },
      remoteBindings: false,
    });
    expect(platformProxyOptions({ remote: true, stateDir: '/srv/d1', configPath: '/tmp/x.json' }).remoteBindings).toBe(
      true,
    );
  });
});

describe('npm run deploy:cloudflare', () => {
  it('applies the migrations to the deployed database before deploying, with the site’s settings and never its webhooks', () => {
    const [migrate, deploy] = deployCommands(deployed(), { SITE_BRAND: 'Acme Automation', ...WEBHOOKS });
    expect(migrate).toEqual(['d1', 'migrations', 'apply', 'INBOX', '--remote', '--config', WRANGLER_CONFIG]);
    expect(deploy?.slice(0, 3)).toEqual(['deploy', '--config', WRANGLER_CONFIG]);
    expect(deploy).toContain('__SITE_ENV__:{"SITE_BRAND":"Acme Automation"}');
    expect(deploy?.join(' ')).not.toContain('hooks.example.com');
  });
});

describe('serve --target cloudflare', () => {
  it('runs wrangler dev locally only, on the given site and state, with the variables in a file rather than on the command line', () => {
    const args = devArguments({
      port: 8787,
      host: '127.0.0.1',
      root: '/site',
      stateDir: '/state',
      envFile: '/tmp/v/.env',
    });
    expect(args.slice(0, 4)).toEqual(['dev', '--config', WRANGLER_CONFIG, '--local']);
    for (const [flag, value] of [
      ['--port', '8787'],
      ['--ip', '127.0.0.1'],
      ['--assets', '/site'],
      ['--persist-to', '/state'],
      ['--env-file', '/tmp/v/.env'],
      // Its "Ready on" line says where it listens; its other info lines are shown only with --log.
      ['--log-level', 'info'],
      // A free devtools port of its own: servers started side by side must not race for 9229.
      ['--inspector-port', '0'],
    ]) {
      expect(args[args.indexOf(flag!) + 1], flag).toBe(value);
    }
    expect(args.join(' ')).not.toContain('WEBHOOK');
  });

  it('reads where wrangler listens from its Ready line, coloured or not, and shows its info lines only with --log', () => {
    expect(wranglerReadyAt('[wrangler:info] ✨ Parsed 3 valid header rules.\n')).toBeUndefined();
    expect(wranglerReadyAt('x\n[wrangler:info] Ready on http://127.0.0.1:43033\n')).toBe('http://127.0.0.1:43033');
    expect(wranglerReadyAt('\u001b[32m[wrangler:info]\u001b[39m Ready on http://127.0.0.1:43033\u001b[0m\n')).toBe(
      'http://127.0.0.1:43033',
    );
    const output =
      '\u001b[32m[wrangler:info]\u001b[39m GET / 200 OK\n✘ [ERROR] Something real\n[wrangler:info] Ready on x\n';
    expect(withoutInfoLines(output)).toBe('✘ [ERROR] Something real\n');
  });

  it('passes the Worker’s settings and webhooks in its env file, checked first', () => {
    const file = workerEnvFile({ INBOX_RATE_LIMIT: '5', INBOX_MAX_BYTES: '', PATH: '/usr/bin', ...WEBHOOKS });
    expect(file.split('\n').filter(Boolean).sort()).toEqual([
      'INBOX_RATE_LIMIT="5"',
      `SITE_CONTACT_WEBHOOK="${WEBHOOKS.SITE_CONTACT_WEBHOOK}"`,
      `SITE_SUPPORT_WEBHOOK="${WEBHOOKS.SITE_SUPPORT_WEBHOOK}"`,
    ]);
    expect(() => workerEnvFile({ INBOX_RATE_LIMIT: 'many' })).toThrow(/INBOX_RATE_LIMIT/);
    expect(() => workerEnvFile({ SITE_CONTACT_WEBHOOK: 'hooks.example.com' })).toThrow(/SITE_CONTACT_WEBHOOK/);
  });

  it('names the local front’s hosts to the Worker only as `serve` gives them, never from the environment', () => {
    expect(workerEnvFile({}, ['localhost:8787', '127.0.0.1:8787'])).toBe(
      'INBOX_LOCAL_HOSTS="localhost:8787,127.0.0.1:8787"\n',
    );
    expect(workerEnvFile({ INBOX_LOCAL_HOSTS: 'evil.example' })).toBe('\n');
  });

  it('turns off wrangler dev’s draining of request bodies, so a refusal is not held for a body', () => {
    expect(wranglerEnvironment({}).WRANGLER_DISABLE_REQUEST_BODY_DRAINING).toBe('true');
  });

  it('keeps the local D1 in INBOX_D1_STATE, else .wrangler/state', () => {
    expect(d1StatePath({})).toBe(path.resolve(DEFAULT_D1_STATE));
    expect(d1StatePath({ INBOX_D1_STATE: ' /var/lib/inbox ' })).toBe('/var/lib/inbox');
  });
});
