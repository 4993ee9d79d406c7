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
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LinkProfile {
  /** Round trip, ms: half before a request reaches the server, half before its answer starts back. */
  rttMs: number;
  /** Downlink, kbit/s, shared by every response in flight. */
  downKbps: number;
  /** Uplink, kbit/s, for request bodies. */
  upKbps: number;
}

export const PHONE_LINK: LinkProfile = { rttMs: 150, downKbps: 1600, upKbps: 750 };

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

export interface SlowLink {
  /** The origin to point the browser at, e.g. http://127.0.0.1:43123. */
  readonly origin: string;
  close(): Promise<void>;
}

/** Start the link in front of `upstream` (an origin such as http://127.0.0.1:4173). */
export async function startSlowLink(upstream: string, profile: LinkProfile = PHONE_LINK): Promise<SlowLink> {
  const target = new URL(upstream);
  const down = new Pipe(profile.downKbps);
  const up = new Pipe(profile.upKbps);
  const self = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const server = createServer(async (incoming, outgoing) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      await Promise.all([up.send(body.length + 400), sleep(profile.rttMs / 2)]);
      if (new URL(incoming.url ?? '/', 'http://link').pathname === '/sw.js') {
        await sleep(profile.rttMs / 2);
        outgoing.writeHead(404, { 'cache-control': 'no-store' }).end();
        return;
      }
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
              ...passOn(incoming.headers, HOP),
              host: target.host,
              ...(incoming.headers.origin ? { origin: target.origin } : {}),
              ...(incoming.headers.referer ? { referer: incoming.headers.referer.replace(self(), target.origin) } : {}),
            },
          },
          resolve,
        );
        forward.once('error', reject);
        forward.end(body);
      });
      await sleep(profile.rttMs / 2);
      const location = answer.headers.location?.replace(target.origin, self());
      outgoing.writeHead(answer.statusCode ?? 502, {
        ...passOn(answer.headers, [...HOP, ...CACHE]),
        ...(location ? { location } : {}),
        'cache-control': 'no-store',
      });
      for await (const chunk of answer) {
        const data = chunk as Buffer;
        for (let at = 0; at < data.length; at += PIECE) {
          const piece = data.subarray(at, at + PIECE);
          await down.send(piece.length);
          outgoing.write(piece);
        }
      }
      outgoing.end();
    } catch (error) {
      if (!outgoing.headersSent) outgoing.writeHead(502).end(String(error));
      else outgoing.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
