/**
 * `audit http` (docs/quality-gates.md): the HTTP layer of a site as a visitor's browser and a crawler meet it,
 * from what the server sends (the local build served by our own server, or `--url`): on every page the security
 * headers lib/headers.ts defines, none missing or weaker, and on a deployed https site the MDN HTTP Observatory's
 * grade through its public entry, `scan(hostname)` (docs/decisions/0043-observatory-through-its-public-entry.md);
 * caching by kind of file; compression of text; redirects in one hop; a real 404 for an unknown
 * path; content types (the service worker's among them). Each finding names the URL and the header.
 */
import { CACHE_IMMUTABLE, IMMUTABLE_PREFIX, securityHeaders } from '../../lib/headers.ts';
import { escapeRegExp } from '../../lib/regexp.ts';
import type { Finding } from '../output/findings.ts';
import { type AuditConfig, GRADES, type Grade } from './config.ts';
import { NOT_FOUND_PROBE, inParallel } from './live.ts';
import { type AuditOptions, type PageRead, finish } from './shared.ts';

export interface HttpOptions extends AuditOptions {
  config: AuditConfig['http'];
}

/** Each rule, with its one line for SARIF's rule list. */
const HTTP_HELP = {
  grade: "A deployed https site's MDN HTTP Observatory grade is at least audit.config.json's http.minGrade.",
  observatory: "An MDN HTTP Observatory test of a deployed https site's / passes (its scan(), its scoring).",
  'security-headers': 'Every page sends each security header of lib/headers.ts, none missing, none weaker.',
  'cache-immutable': `A hashed asset (${IMMUTABLE_PREFIX}) is cached for a year as immutable.`,
  'cache-revalidate': 'HTML, sw.js and every file that is not hashed are revalidated (max-age=0 or no-cache).',
  compression: 'Text over 1 KB is sent compressed, brotli or gzip, as the browser asks.',
  redirect: 'A redirect takes one hop to a page that answers 200.',
  'not-found': 'An unknown path answers 404 with the not-found page.',
  'content-type': "A file (sw.js among them) is sent with its media type (audit.config.json's http.contentTypes).",
  request: 'The server answered the request.',
} as const;
type Rule = keyof typeof HTTP_HELP;

/** What browsers send: the compressions a visitor's browser accepts. */
const ACCEPT = { 'accept-encoding': 'br, gzip' };
const TEXT = /^(text\/|application\/(javascript|json|xml|manifest\+json|rss\+xml|xhtml\+xml)|image\/svg\+xml)/i;
const YEAR = 31_536_000;
const MAX_HOPS = 5;

const mediaType = (headers: Headers) => (headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
const directives = (headers: Headers) =>
  new Map(
    (headers.get('cache-control') ?? '')
      .toLowerCase()
      .split(',')
      .map((part): [string, string | undefined] => {
        const [name = '', value] = part.trim().split('=');
        return [name, value];
      })
      .filter(([name]) => name),
  );
/** A response a cache must check before reusing: max-age=0, no-cache or no-store. */
export const revalidates = (headers: Headers): boolean => {
  const cc = directives(headers);
  return cc.has('no-cache') || cc.has('no-store') || cc.get('max-age') === '0';
};
/** A response a cache keeps a year without asking again. */
export const immutable = (headers: Headers): boolean => {
  const cc = directives(headers);
  return cc.has('immutable') && Number(cc.get('max-age') ?? 0) >= YEAR;
};

/** A CSP as directive → sources. */
const policy = (text: string) =>
  new Map(
    text
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]): [string, string[]] => [name.toLowerCase(), sources]),
  );

/**
 * Why a sent security header is missing or weaker than lib/headers.ts's, or undefined. A policy is as strong when
 * it has every directive and allows no source the module's does not; the hashes of the build's inline scripts
 * and styles are the build's own additions (lib/headers.ts takes them as options).
 */
function weaker(name: string, sent: string | null, value: string): string | undefined {
  if (sent === null) return `missing (lib/headers.ts sends "${value}")`;
  if (name.toLowerCase() !== 'content-security-policy')
    return sent.trim().toLowerCase() === value.toLowerCase() ? undefined : `"${sent}", not "${value}" (lib/headers.ts)`;
  const [has, needs] = [policy(sent), policy(value)];
  const problems = [...needs].flatMap(([directive, sources]) => {
    const given = has.get(directive);
    if (!given) return [`no ${directive}`];
    const extra = given.filter((source) => !sources.includes(source) && !/^'sha(256|384|512)-/.test(source));
    return extra.length > 0 ? [`${directive} also allows ${extra.join(' ')}`] : [];
  });
  return problems.length > 0 ? `weaker than lib/headers.ts's: ${problems.join('; ')}` : undefined;
}

/** The Observatory's result for a host, as its public entry returns it. */
type Scan = {
  scan: { grade: string; score: number };
  tests: Record<string, { pass: boolean; result: string; scoreDescription: string }>;
};
/** `scan(hostname)`, the package's one public export (its `main`; typed in observatory.d.ts, as it ships none). */
async function observatoryScan(hostname: string): Promise<Scan> {
  const { scan } = await import('@mdn/mdn-http-observatory');
  return scan(hostname) as Promise<Scan>;
}

/** One GET, its redirects followed by hand so each hop is seen: the chain and the last answer. */
async function follow(url: string, headers: Record<string, string> = ACCEPT) {
  const hops: { url: string; status: number; location: string | null }[] = [];
  let current = url;
  for (;;) {
    const response = await fetch(current, { headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    const location = response.headers.get('location');
    hops.push({ url: current, status: response.status, location });
    if (response.status < 300 || response.status > 399 || !location || hops.length > MAX_HOPS) {
      const body = TEXT.test(mediaType(response.headers)) ? await response.text() : (await response.body?.cancel(), '');
      return { hops, last: { url: current, status: response.status, headers: response.headers, body } };
    }
    current = new URL(location, current).href;
  }
}

export async function auditHttp(options: HttpOptions) {
  const started = performance.now();
  const { live, config } = options;
  const base = live.url;
  const tls = new URL(base).protocol === 'https:';
  const findings: Finding[] = [];
  const rows = new Map<string, { read: number; expected: number }>();
  const show = (url: string) => (url.startsWith(base) ? url.slice(base.length) || '/' : url);
  /** A check planned on a URL; `done` when it could be made, whatever it found. */
  const plan = (url: string) => {
    const row = rows.get(show(url)) ?? { read: 0, expected: 0 };
    rows.set(show(url), row);
    row.expected += 1;
    return () => void (row.read += 1);
  };
  const add = (rule: Rule, url: string, header: string, text: string, level: Finding['level'] = 'error') =>
    findings.push({
      ...{ tool: 'http', rule, level, route: show(url), file: url, help: HTTP_HELP[rule] },
      message: `${url}: ${header}: ${text}`,
    });
  /** A finding on `header` quoting what `answer` sent, then `rest`: `Cache-Control: "max-age=60": why`. */
  const addSent = (rule: Rule, answer: { url: string; headers: Headers }, header: string, rest: string) =>
    add(rule, answer.url, header, `"${answer.headers.get(header) ?? '(none)'}"${rest}`);
  const attempt = async (url: string, work: () => Promise<void>) => {
    const done = plan(url);
    try {
      await work();
      done();
    } catch (error) {
      add('request', url, '(no answer)', error instanceof Error ? error.message : String(error));
    }
  };
  const notes: string[] = [];

  // The Observatory scans ports 80 and 443 of a public host name only: a deployed https site. A local host is
  // held to the headers of lib/headers.ts instead, as every page is below (decision 0043).
  const host = new URL(base).hostname;
  const loopback = /^(localhost|127\.|\[::1\])/.test(host);
  if (tls && !new URL(base).port && !loopback)
    await attempt(`${base}/`, async () => {
      const graded = await observatoryScan(host);
      for (const [name, test] of Object.entries(graded.tests))
        if (!test.pass) add('observatory', `${base}/`, name, `${test.result}: ${test.scoreDescription}`);
      const line = `MDN HTTP Observatory grade ${graded.scan.grade} (score ${graded.scan.score}) for ${host}, at least ${config.minGrade} required`;
      notes.unshift(line);
      const got = GRADES.indexOf(graded.scan.grade as Grade);
      if (got < 0 || got > GRADES.indexOf(config.minGrade)) add('grade', `${base}/`, 'security headers', line);
    });
  else notes.push(`MDN HTTP Observatory not run: it scans a public https host name only, and ${base} is not one`);

  // Every page sends the security headers lib/headers.ts defines, none missing and none weaker: a path a host's
  // rules miss is caught where it is, not only on /.
  const wanted = Object.entries(securityHeaders());
  for (const page of live.pages) {
    const done = plan(page.url);
    for (const [name, value] of wanted) {
      const problem = weaker(name, page.headers.get(name), value);
      if (problem) add('security-headers', page.url, name.toLowerCase(), problem);
    }
    // Pages revalidate: a new release reaches a returning visitor at once.
    if (page.kind !== 'not-found' && !revalidates(page.headers))
      addSent('cache-revalidate', page, 'Cache-Control', ' lets a cache reuse an old page without asking');
    done();
  }

  // Hashed assets the pages load: a year, immutable.
  const assets = new Set<string>();
  // Each named in the HTML: by a script or link, in the boot script's data-entry and data-preload lists, and in the
  // inlined CSS (url() of a font). The build writes them from the root.
  for (const page of live.pages) {
    for (const match of page.html.matchAll(new RegExp(`[\\s"'(,](${escapeRegExp(IMMUTABLE_PREFIX)}[^"'()\\s,]+)`, 'g')))
      if (match[1]) assets.add(match[1]);
  }
  if (assets.size === 0)
    add(
      'cache-immutable',
      `${base}/`,
      'Cache-Control',
      `no page loads anything under ${IMMUTABLE_PREFIX}, so no hashed asset was checked`,
    );
  // Breadth first through what they import in turn (a chunk names the chunks it loads), each asset once.
  const checkedAssets = new Set<string>();
  let wave = [...assets].sort();
  while (wave.length > 0) {
    for (const asset of wave) checkedAssets.add(asset);
    const found = await inParallel(wave, 8, async (asset) => {
      const more: string[] = [];
      await attempt(`${base}${asset}`, async () => {
        const { last } = await follow(`${base}${asset}`);
        if (last.status !== 200) add('cache-immutable', last.url, 'status', `answered ${last.status}`);
        else if (!immutable(last.headers))
          addSent(
            'cache-immutable',
            last,
            'Cache-Control',
            `, not "${CACHE_IMMUTABLE}": a hashed file never changes under its name`,
          );
        if (asset.endsWith('.js'))
          for (const [, spec = ''] of last.body.matchAll(
            /["'`]((?:\.\.?\/|\/assets\/)[^"'`\s]+\.(?:js|css|woff2?))["'`]/g,
          )) {
            const target = new URL(spec, last.url).pathname;
            if (target.startsWith(IMMUTABLE_PREFIX)) more.push(target);
          }
      });
      return more;
    });
    wave = [...new Set(found.flat())].filter((asset) => !checkedAssets.has(asset)).sort();
  }
  // Compression, as asked: brotli or gzip when both are accepted, gzip when only it is.
  const textual = [
    `${base}/`,
    `${base}/sitemap.xml`,
    ...[...checkedAssets]
      .filter((a) => a.endsWith('.js'))
      .slice(0, 1)
      .map((a) => `${base}${a}`),
  ];
  for (const url of textual)
    await attempt(url, async () => {
      for (const accept of ['br, gzip', 'gzip']) {
        const response = await fetch(url, {
          headers: { 'accept-encoding': accept },
          signal: AbortSignal.timeout(30_000),
        });
        const size = (await response.arrayBuffer()).byteLength;
        const encoding = response.headers.get('content-encoding') ?? '';
        const allowed = accept.split(/,\s*/);
        if (size > 1024 && TEXT.test(mediaType(response.headers)) && !allowed.includes(encoding))
          add(
            'compression',
            url,
            'Content-Encoding',
            `"${encoding || '(none)'}" for ${size} bytes of ${mediaType(response.headers)}, asked for ${accept}`,
          );
      }
    });

  // Redirects: a trailing slash, and http:// to https:// on TLS, each in one hop.
  const slashed = live.pages.find((page) => page.kind === 'page' && page.path !== '/');
  const probes: { from: string; to: string; why: string }[] = [];
  if (slashed) probes.push({ from: `${base}${slashed.path}/`, to: `${base}${slashed.path}`, why: 'a trailing slash' });
  if (tls) probes.push({ from: `http://${new URL(base).host}/`, to: `${base}/`, why: 'http:// to https://' });
  else notes.push('redirect http:// to https:// not checked: the site is served over plain http here');
  for (const probe of probes)
    await attempt(probe.from, async () => {
      const { hops, last } = await follow(probe.from);
      const chain = hops.map((h) => `${show(h.url)} ${h.status}`).join(' → ');
      const first = hops[0];
      if (!first || ![301, 308].includes(first.status))
        add(
          'redirect',
          probe.from,
          'Location',
          `${probe.why}: answered ${first?.status ?? '?'}, not a permanent redirect (301 or 308) to ${probe.to}`,
        );
      else if (hops.length !== 2 || last.url !== probe.to || last.status !== 200)
        add(
          'redirect',
          probe.from,
          'Location',
          `${probe.why}: ${chain} → ${show(last.url)} ${last.status}; one hop to ${probe.to} answering 200 expected`,
        );
    });

  // An unknown path: 404, with the site's not-found page (as the site was read: live.ts asks for it last).
  const probe = `${base}${NOT_FOUND_PROBE}`;
  const missing = live.answers.get(NOT_FOUND_PROBE);
  const notFound = live.pages.find((page) => page.kind === 'not-found');
  const probed = plan(probe);
  if (missing && missing.finalUrl !== probe)
    add('not-found', probe, 'Location', `redirects to ${show(missing.finalUrl)} instead of answering 404`);
  if (missing?.status !== 404)
    add('not-found', probe, 'status', `answered ${missing?.status}, not 404: a crawler would index every mistyped URL`);
  if (!notFound || !/<title>/i.test(notFound.html))
    add('not-found', probe, 'Content-Type', 'not the not-found page (HTML with a title)');
  else if (immutable(notFound.headers))
    add('not-found', probe, 'Cache-Control', 'cached as immutable, it would outlive the page that fills its place');
  probed();

  // Content types: each configured file, and each one a pattern matches among what the site links.
  const linked = [...live.answers.keys()];
  for (const [pattern, types] of Object.entries(config.contentTypes)) {
    const matcher = new RegExp(`^${pattern.split('*').map(escapeRegExp).join('[^/]*')}$`);
    const paths = pattern.includes('*') ? linked.filter((p) => matcher.test(p)) : [pattern];
    if (paths.length === 0)
      add(
        'content-type',
        `${base}${pattern.split('*')[0]}`,
        'Content-Type',
        `no URL the site links matches ${pattern}, so none was checked`,
      );
    for (const target of paths)
      await attempt(`${base}${target}`, async () => {
        const { hops, last } = await follow(`${base}${target}`);
        if (hops.length > 1)
          add('redirect', `${base}${target}`, 'Location', `redirects (${hops.length - 1} hops) to ${show(last.url)}`);
        if (last.status !== 200) add('content-type', last.url, 'status', `answered ${last.status}`);
        else if (!types.includes(mediaType(last.headers)))
          addSent('content-type', last, 'Content-Type', `, not ${types.join(' or ')}`);
        if (last.status === 200 && !last.url.includes(IMMUTABLE_PREFIX) && !revalidates(last.headers))
          addSent('cache-revalidate', last, 'Cache-Control', ': a file that keeps its name must be revalidated');
      });
  }

  const pages: PageRead[] = [...rows].map(([route, { read, expected }]) => ({
    ...{ route, file: route.startsWith('/') ? `${base}${route}` : route },
    ...{ read: { checks: read }, expected: { checks: expected } },
  }));
  notes.push(
    `${checkedAssets.size} hashed assets, ${live.pages.length} pages and ${Object.keys(config.contentTypes).length} content-type rules checked at ${base}`,
  );
  return finish('http', started, pages, findings, { notes });
}
