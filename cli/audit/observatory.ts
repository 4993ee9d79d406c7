/**
 * The MDN HTTP Observatory's own tests and scoring (`@mdn/mdn-http-observatory`), run on responses `audit http`
 * fetched. Its `scan(hostname)` cannot run here: it fetches ports 80 and 443 of a host name only (a port in the
 * name is dropped from the https URL it builds), and its HSTS and redirection tests read Chromium's HSTS preload
 * list, which the package downloads when installed (a postinstall `allowScripts` denies: there is no network
 * here). So this builds the `Requests` its tests take, as its retriever would from the same answers, and scores
 * them as `scan` does (src/scanner/index.js). Over plain http what needs TLS, the HSTS header and the redirect to
 * https, is named and skipped, not failed: the rest is graded as the site is served behind TLS, with the same
 * headers. Over TLS the preload list is needed (`npm run -s observatory-lists`, which CI runs before auditing
 * production); without it the audit says so and cannot run.
 * @see https://github.com/mdn/mdn-http-observatory/blob/main/src/scanner/index.js
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CannotRunError } from '../../lib/errors.ts';

/** A response as the Observatory's tests read one (an axios response: headers by lower-case name, and `get`). */
export interface ObservatoryResponse {
  status: number;
  headers: Record<string, string | string[]>;
  verified: boolean;
  httpEquiv?: Map<string, string[]>;
}

/** One fetched exchange, as `audit http` recorded it. */
export interface Exchange {
  url: string;
  status: number;
  headers: Headers;
  body: string;
}

/** The Observatory's result for one test: the header it reads, what it found and what that is worth. */
export interface TestResult {
  /** The Observatory's test name (`content-security-policy`). */
  name: string;
  /** The header it reads, for the finding. */
  header: string;
  result: string;
  pass: boolean;
  modifier: number;
  description: string;
  /** Why it was not run: it cannot apply over plain http. */
  skipped?: string;
}

export interface Grading {
  grade: string;
  score: number;
  tests: TestResult[];
}

/** The header (or exchange) each of the Observatory's tests reads. */
export const TEST_HEADERS: Record<string, string> = {
  'content-security-policy': 'Content-Security-Policy',
  cookies: 'Set-Cookie',
  'cross-origin-resource-sharing': 'Access-Control-Allow-Origin',
  redirection: 'Location (http:// to https://)',
  'referrer-policy': 'Referrer-Policy',
  'strict-transport-security': 'Strict-Transport-Security',
  'subresource-integrity': '<script integrity> (the page)',
  'x-content-type-options': 'X-Content-Type-Options',
  'x-frame-options': 'X-Frame-Options',
  'cross-origin-resource-policy': 'Cross-Origin-Resource-Policy',
};
/** What only TLS can give, skipped over plain http. */
const NEEDS_TLS: Record<string, string> = {
  'strict-transport-security': 'browsers ignore HSTS over plain http',
  redirection: 'there is no https to redirect to',
};

type Test = ((requests: unknown) => { result: string | null; pass: boolean | null }) & { name: string };
type Library = {
  ALL_TESTS: Test[];
  Requests: new (hostname: string) => {
    hostname: string;
    resources: { path: string | null };
    responses: Record<string, unknown> & { httpRedirects: unknown[]; httpsRedirects: unknown[] };
    session: unknown;
  };
  Session: new (url: URL) => { url: URL; jar: { setCookieSync(cookie: string, url: string): void } };
  parseHttpEquivHeaders: (html: string, url: string) => Map<string, string[]>;
  getScoreModifier: (result: string) => number;
  getScoreDescription: (result: string) => string;
  getGradeForScore: (score: number) => { grade: string; score: number };
  MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
  CONFIG: { retriever: { corsOrigin: string } };
};

const PACKAGE = '@mdn/mdn-http-observatory';
const packageDir = () => path.dirname(createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`));
/** The preload list the package downloads at install (src/retrieve-hsts.js), which its TLS tests read. */
export const preloadList = () => path.join(packageDir(), 'conf', 'hsts-preload.json');

/** The library's modules (JavaScript without types, ES modules without an exports map: its files by path). */
async function library(): Promise<Library> {
  const load = (file: string) => import(path.join(packageDir(), 'src', file)) as Promise<Record<string, unknown>>;
  const modules = await Promise.all(
    ['constants.js', 'types.js', 'retriever/session.js', 'retriever/utils.js', 'grader/grader.js'].map(load),
  );
  const [charts, config] = await Promise.all([load('grader/charts.js'), load('config.js')]);
  return Object.assign({}, ...modules, charts, config) as Library;
}

/** An exchange's response as the Observatory's tests read an axios one. */
function asResponse(exchange: Exchange): ObservatoryResponse {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of exchange.headers) headers[name] = value;
  const cookies = exchange.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  // axios's headers have `get`; the tests call it (CSP's report-only check). Not enumerable, as axios's is not.
  Object.defineProperty(headers, 'get', { value: (name: string) => headers[name.toLowerCase()] ?? null });
  return { status: exchange.status, headers, verified: true };
}

/** The URL on https: the site behind TLS, as `scan` reaches it. */
const overTls = (url: string) => Object.assign(new URL(url), { protocol: 'https:' });

/**
 * Grade the site from what was fetched: `page`, the answer of `/` after any redirects; `cors`, its answer to the
 * Observatory's CORS preflight; over TLS, `http` (the answer of `http://host/` after redirects) and `redirects`,
 * the chain from it.
 */
export async function grade(fetched: {
  page: Exchange;
  cors: Exchange | null;
  http?: Exchange | null;
  redirects?: { url: string; status: number }[];
}): Promise<Grading> {
  const tls = new URL(fetched.page.url).protocol === 'https:';
  if (tls && !existsSync(preloadList()))
    throw new CannotRunError(
      `the MDN HTTP Observatory's HSTS preload list is missing (${path.relative(process.cwd(), preloadList())}): run \`npm run -s observatory-lists\` (it downloads Chromium's list) before auditing a site over https`,
    );
  const lib = await library();
  const url = tls ? new URL(fetched.page.url) : overTls(fetched.page.url);
  const requests = new lib.Requests(url.hostname);
  const session = new lib.Session(url);
  for (const cookie of fetched.page.headers.getSetCookie()) session.jar.setCookieSync(cookie, url.href);
  const auto = asResponse(fetched.page);
  auto.httpEquiv = lib.parseHttpEquivHeaders(fetched.page.body, url.href);
  Object.assign(requests.responses, {
    auto,
    https: tls ? auto : null,
    http: tls && fetched.http ? asResponse(fetched.http) : null,
    cors: fetched.cors ? asResponse(fetched.cors) : null,
  });
  const chain = (fetched.redirects ?? []).map((hop) => ({ url: new URL(hop.url), status: hop.status }));
  requests.responses.httpRedirects = chain;
  requests.responses.httpsRedirects = chain;
  requests.resources.path = fetched.page.body;
  requests.session = session;

  const tests: TestResult[] = [];
  for (const test of lib.ALL_TESTS) {
    // The test's name is its output's (RedirectionOutput.name is "redirection"): run it to know it, unless skipped.
    const name = test.name.replace(/Test$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const known = Object.keys(TEST_HEADERS).find((key) => key.replace(/-/g, '') === name.replace(/-/g, ''));
    const id = known ?? name;
    if (!tls && NEEDS_TLS[id]) {
      tests.push({
        ...{ name: id, header: TEST_HEADERS[id] ?? id, result: 'skipped', pass: true, modifier: 0 },
        ...{ description: '', skipped: `not graded over plain http: ${NEEDS_TLS[id]}` },
      });
      continue;
    }
    const output = test(requests);
    const result = output.result ?? 'no-result';
    tests.push({
      ...{ name: id, header: TEST_HEADERS[id] ?? id, result, pass: Boolean(output.pass) },
      ...{ modifier: lib.getScoreModifier(result), description: lib.getScoreDescription(result) },
    });
  }
  // As scan() scores: 100 plus each test's modifier; bonuses count only once the score without them is an A.
  const uncurved = 100 + tests.reduce((sum, t) => sum + Math.min(0, t.modifier), 0);
  const withBonus = 100 + tests.reduce((sum, t) => sum + t.modifier, 0);
  const graded = lib.getGradeForScore(uncurved >= lib.MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : uncurved);
  return { grade: graded.grade, score: graded.score, tests };
}

/** The Origin the Observatory sends its CORS preflight from. */
export const corsOrigin = async (): Promise<string> => (await library()).CONFIG.retriever.corsOrigin;
