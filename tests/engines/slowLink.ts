/**
 * A phone's network between a browser and the site, for every engine alike: an HTTP proxy in front of a server
 * that adds a round trip to each request and sends responses through one shared downlink at a phone's speed.
 * Chromium's own throttling (CDP) does not exist in Firefox or WebKit, and an impatient visitor must meet the
 * same network in all three. The figures are Lighthouse's mobile preset ("slow 4G"): 150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up. What it leaves out: TCP's handshake and slow start (each request pays one
 * round trip, a new connection none more), so pages arrive a little sooner than on a real phone, not later.
 *
 * Every response leaves with `Cache-Control: no-store` (each page is a visitor's first, its scripts fetched
 * again), and `/sw.js` is refused, as the Chromium suites block service workers: the worker's precache (about
 * 4 MB) would fill the link for twenty seconds and delay everything a page asks for after it.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer as createSite } from '../../cli/server/app.ts';
import { scriptHash } from '../../lib/headers.ts';
import { dropCompressed } from '../../scripts/compress.ts';
import { HEAD_SOURCE, minifyPageScript } from '../../scripts/defer-scripts.ts';
import { sqliteByEmail } from '../tools/hosts.ts';

export interface LinkProfile {
  /** Round trip, ms: half before a request reaches the server, half before its answer starts back. */
  rttMs: number;
  /** Downlink, kbit/s, shared by every response in flight. */
  downKbps: number;
  /** Uplink, kbit/s, for request bodies. */
  upKbps: number;
}

export const PHONE_LINK: LinkProfile = { rttMs: 150, downKbps: 1600, upKbps: 750 };

/**
 * What goes wrong with a request on the way (the failure-mode suite, failures.spec.ts): it is held back `delayMs`,
 * or until the link's `release()` (`untilReleased`: the suite's visitor has touched the page first), then `block`
 * fails it as a dropped connection does (reset, no answer), or `prepend` puts text before a script's own (a planted
 * `throw`), or it goes on untouched. null: it passes untouched.
 */
export type Fault = { delayMs?: number; untilReleased?: true; block?: true; prepend?: string };
export type Faults = (pathname: string) => Fault | null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One direction of the link: bytes leave one after another at its rate, whoever sends them. */
class Pipe {
  #free = 0;
  readonly #bytesPerMs: number;

  constructor(kbps: number) {
    this.#bytesPerMs = (kbps * 1000) / 8 / 1000;
  }

  /** Wait until `bytes` have gone through, after everything queued before them. */
  async send(bytes: number): Promise<void> {
    const start = Math.max(performance.now(), this.#free);
    this.#free = start + bytes / this.#bytesPerMs;
    const wait = this.#free - performance.now();
    if (wait > 0) await sleep(wait);
  }
}

/** Headers of one hop that must not be passed on (RFC 9110 §7.6.1), and the caching we replace. */
const HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer'];
const CACHE = ['cache-control', 'etag', 'last-modified', 'expires', 'age'];

function passOn(headers: IncomingHttpHeaders, drop: string[]): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop.includes(name.toLowerCase())));
}

/** Pieces a response is cut into on the link, so responses in flight share it as packets would. */
const PIECE = 4096;

async function* withPrefix(prefix: Buffer, rest: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  yield prefix;
  yield* rest;
}

/**
 * The site as `npm start` serves it, with an inbox of its own, behind a phone's network (or `profile`) on which
 * `faults` go wrong.
 */
export class PhoneSite {
  readonly root: string;
  readonly inbox: string;
  readonly #profile: LinkProfile;
  readonly #faults: Faults;
  readonly #down: Pipe;
  readonly #up: Pipe;
  #app: FastifyInstance | undefined;
  #link: Server | undefined;
  #release: () => void = () => undefined;
  readonly #released = new Promise<void>((resolve) => (this.#release = resolve));

  constructor(root: string, folder: string, profile: LinkProfile = PHONE_LINK, faults: Faults = () => null) {
    this.root = root;
    this.inbox = path.join(folder, 'inbox.sqlite');
    this.#profile = profile;
    this.#faults = faults;
    this.#down = new Pipe(profile.downKbps);
    this.#up = new Pipe(profile.upKbps);
  }

  async start(): Promise<void> {
    // The inbox API reads its file from INBOX_DB; each test worker is a process of its own.
    process.env.INBOX_DB = this.inbox;
    this.#app = await createSite({ root: this.root, inboxPath: this.inbox });
    const target = new URL(await this.#app.listen({ host: '127.0.0.1', port: 0 }));
    const link = createServer(async (incoming, outgoing) => {
      const self = this.url('');
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of incoming) chunks.push(chunk as Buffer);
        const body = Buffer.concat(chunks);
        await Promise.all([this.#up.send(body.length + 400), sleep(this.#profile.rttMs / 2)]);
        const pathname = new URL(incoming.url ?? '/', 'http://link').pathname;
        if (pathname === '/sw.js') {
          await sleep(this.#profile.rttMs / 2);
          outgoing.writeHead(404, { 'cache-control': 'no-store' }).end();
          return;
        }
        const fault = this.#faults(pathname);
        if (fault?.delayMs) await sleep(fault.delayMs);
        if (fault?.untilReleased) await this.#released;
        if (fault?.block) return void outgoing.destroy();
        const answer = await new Promise<IncomingMessage>((resolve, reject) => {
          const forward = request(
            {
              host: target.hostname,
              port: target.port,
              method: incoming.method,
              path: incoming.url,
              // Transparent: the server sees its own origin, as it would with the phone on its network (the form
              // API refuses a post whose Origin or Host is not its own).
              headers: {
                ...passOn(incoming.headers, fault?.prepend ? [...HOP, 'accept-encoding'] : HOP),
                host: target.host,
                ...(incoming.headers.origin ? { origin: target.origin } : {}),
                ...(incoming.headers.referer ? { referer: incoming.headers.referer.replace(self, target.origin) } : {}),
              },
            },
            resolve,
          );
          forward.once('error', reject);
          forward.end(body);
        });
        await sleep(this.#profile.rttMs / 2);
        const location = answer.headers.location?.replace(target.origin, self);
        const prepend = fault?.prepend ? Buffer.from(fault.prepend) : null;
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...passOn(answer.headers, [...HOP, ...CACHE, ...(prepend ? ['content-length', 'content-encoding'] : [])]),
          ...(location ? { location } : {}),
          'cache-control': 'no-store',
        });
        // A planted prefix needs the script as text: asked for without compression (below), sent as it is.
        const answerBody: AsyncIterable<Buffer> = prepend ? withPrefix(prepend, answer) : answer;
        for await (const chunk of answerBody) {
          const data = chunk as Buffer;
          for (let at = 0; at < data.length; at += PIECE) {
            const piece = data.subarray(at, at + PIECE);
            await this.#down.send(piece.length);
            outgoing.write(piece);
          }
        }
        outgoing.end();
      } catch (error) {
        if (!outgoing.headersSent) outgoing.writeHead(502).end(String(error));
        else outgoing.destroy();
      }
    });
    this.#link = link;
    await new Promise<void>((resolve) => link.listen(0, '127.0.0.1', resolve));
  }

  /** Let the requests a fault holds `untilReleased` go on. */
  release(): void {
    this.#release();
  }

  /** `pathname` on the site through the link, e.g. http://127.0.0.1:43123/roi. */
  url(pathname: string): string {
    if (!this.#link) throw new Error('the site has not started');
    return `http://127.0.0.1:${(this.#link.address() as AddressInfo).port}${pathname}`;
  }

  async stored(email: string): Promise<number> {
    return (await sqliteByEmail(this.inbox, email)).length;
  }

  async stop(): Promise<void> {
    const link = this.#link;
    link?.closeAllConnections();
    if (link) await new Promise<void>((resolve) => link.close(() => resolve()));
    await this.#app?.close();
  }
}

/**
 * A copy of the build in `dist` whose head script (renderer/head.js) has `find` replaced, as a regression would
 * leave it, minified and allowed by its new CSP hash as the build does: the suites' proof that they catch it.
 */
export function plantHeadScript(dist: string, find: string, replacement: string): string {
  const source = readFileSync(HEAD_SOURCE, 'utf8');
  if (!source.includes(find)) throw new Error(`${HEAD_SOURCE} no longer has "${find}" for the plant to replace`);
  const copy = mkdtempSync(path.join(tmpdir(), 'planted-head-'));
  cpSync(dist, copy, { recursive: true });
  const [good, planted] = [source, source.replace(find, replacement)].map((text) =>
    minifyPageScript(text, HEAD_SOURCE),
  );
  const pages = readdirSync(copy, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  for (const file of pages) {
    const html = readFileSync(path.join(copy, file), 'utf8');
    writeFileSync(path.join(copy, file), html.split(good!).join(planted!));
    dropCompressed(path.join(copy, file));
  }
  const headers = readFileSync(path.join(copy, '_headers'), 'utf8');
  writeFileSync(path.join(copy, '_headers'), headers.split(scriptHash(good!)).join(scriptHash(planted!)));
  return copy;
}
