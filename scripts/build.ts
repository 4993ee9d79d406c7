/**
 * `npm run build`: the site's settings, then the build's steps in order: `validate`, vike's build and
 * pre-render, postbuild, `validate --built` (the pages as built), then the search index, the service worker and the
 * compressed copies of the files served.
 *
 * Settings come from the environment and from `.env` files as Vite reads them (`.env`, `.env.local`,
 * `.env.production`, `.env.production.local`, the later winning; a variable set in the shell wins over every
 * file), passed to each step, so the pre-render and the scripts after it see the same values. Only `SITE_`
 * variables are read from the files (content/env.ts lists them; none is a secret).
 *
 * A production build (`--production`, as `npm run deploy:cloudflare` runs it, or NODE_ENV=production) refuses
 * the settings a live site must not go out without, naming each, and exits 2 before building anything.
 */
import { spawnSync } from 'node:child_process';
import { loadEnv } from 'vite';

/** The build's environment: the process's own, with `.env` files' SITE_ settings filling what it lacks. */
export function buildEnvironment(root: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const merged = { ...env };
  for (const [key, value] of Object.entries(loadEnv('production', root, 'SITE_'))) merged[key] ??= value;
  return merged;
}

/** What a live site must have set: one line per missing setting, naming its variable and why. */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (!env.SITE_ORIGIN?.trim())
    problems.push(
      'SITE_ORIGIN is not set: every canonical URL, the sitemap and the feed would name the default domain.',
    );
  if (!env.SITE_COMPANY_NUMBER?.trim())
    problems.push("SITE_COMPANY_NUMBER is empty: a UK company's website must show its Companies House number.");
  if (!env.SITE_REGISTERED_OFFICE?.trim())
    problems.push("SITE_REGISTERED_OFFICE is empty: a UK company's website must show its registered office.");
  return problems;
}

const STEPS: readonly (readonly [string, ...string[]])[] = [
  ['node', 'cli/index.ts', 'validate'],
  ['vike', 'build'],
  ['node', 'scripts/postbuild.ts'],
  // The built pages: every claim against its record and note, placeholders, dates, reading times (cli/validate/pages.ts).
  ['node', 'cli/index.ts', 'validate', '--built'],
  ['node', 'scripts/build-search.ts'],
  ['node', 'scripts/build-sw.ts'],
  ['node', 'scripts/compress.ts'],
];

if (import.meta.main) {
  const env = buildEnvironment(process.cwd());
  const production = process.argv.includes('--production') || env.NODE_ENV === 'production';
  const problems = production ? productionProblems(env) : [];
  if (problems.length > 0) {
    process.stderr.write(
      `${problems.map((line) => `build: ${line}`).join('\n')}\nSet ${problems.length > 1 ? 'them' : 'it'} in .env.production or the environment (docs/configuration.md).\n`,
    );
    process.exit(2);
  }
  for (const [command, ...args] of STEPS) {
    // npm scripts put node_modules/.bin (vike) and the pinned Node first on PATH; the steps inherit it.
    const { status } = spawnSync(command, args, { stdio: 'inherit', env });
    if (status !== 0) process.exit(status ?? 1);
  }
}
