import { describe, expect, it } from 'vitest';
import {
  ONLINE_RETRY_MS,
  OUTBOX_MAX_AGE_MS,
  RETRY_MAX_MS,
  UNREACHABLE_RETRY_MS,
  UNREACHABLE_WINDOW_MS,
  classifyReplay,
  firstLineOf,
  isOutboxEndpoint,
  isPageToWorker,
  isWorkerToPage,
  outboxMetadata,
  replayAfterOnline,
  replayOutbox,
  retryDelay,
  type OutboxMeta,
  type OutboxStore,
  type StoredItem,
} from './outbox.ts';

/** An in-memory queue with the store's contract, and the ids it was asked to remove. */
function memoryStore(items: StoredItem[]): OutboxStore & { items(): Promise<StoredItem[]>; all: StoredItem[] } {
  const all = [...items];
  return {
    all,
    items: async () => [...all],
    remove: async (id) => {
      all.splice(
        all.findIndex((item) => item.id === id),
        1,
      );
    },
    reschedule: async (item, metadata) => {
      all.splice(all.indexOf(item), 1, { ...item, metadata });
    },
  };
}

const NOW = Date.parse('2025-06-01T12:00:00Z');
/** The site itself answers (robots.txt): a failed send is then this endpoint's, or a connection just back. */
const siteUp = async () => true;
let nextId = 1;
function item(line: string, age = 0, meta: Partial<OutboxMeta> = {}): StoredItem {
  const body = JSON.stringify({ message: `${line}\nsecond line`, submissionId: `id-${nextId}` });
  return {
    id: nextId++,
    timestamp: NOW - age,
    metadata: { ...outboxMetadata('contact', JSON.parse(body)), ...meta },
    request: () => new Request('https://site.example/api/forms/contact', { method: 'POST', body }),
  };
}

const answer = (status: number) => async () => new Response('{}', { status });

describe('outbox bookkeeping', () => {
  it('classifies answers: delivered, retried (5xx, 408, 429) or rejected (other 4xx)', () => {
    expect([200, 201, 202, 204, 302].map(classifyReplay)).toEqual(Array(5).fill('delivered'));
    expect([500, 502, 503, 408, 429].map(classifyReplay)).toEqual(Array(5).fill('retry'));
    expect([400, 404, 413, 422].map(classifyReplay)).toEqual(Array(4).fill('rejected'));
  });

  it('backs off exponentially from 15 s, capped at an hour', () => {
    expect([1, 2, 3].map(retryDelay)).toEqual([15_000, 30_000, 60_000]);
    expect(retryDelay(30)).toBe(RETRY_MAX_MS);
  });

  it('keeps the first non-empty line of the message, shortened', () => {
    expect(firstLineOf({ message: '\n  Hello there \nmore' })).toBe('Hello there');
    expect(firstLineOf({ name: 'Zoë' })).toBe('Zoë');
    expect(firstLineOf({ message: 'x'.repeat(200) })).toHaveLength(60);
    expect(firstLineOf(null)).toBe('');
    expect(outboxMetadata('support', { submissionId: 'abc', message: 'Hi' })).toEqual({
      form: 'support',
      submissionId: 'abc',
      firstLine: 'Hi',
      attempts: 0,
      retryAt: 0,
    });
  });

  it('delivers every item once and empties the store', async () => {
    const store = memoryStore(Array.from({ length: 20 }, (_, i) => item(`message ${i}`)));
    const sent: string[] = [];
    const result = await replayOutbox(
      store,
      async (request) => {
        sent.push(((await request.json()) as { submissionId: string }).submissionId);
        return new Response('{}', { status: 201 });
      },
      () => NOW,
    );
    expect(result).toEqual({ delivered: 20, rejected: [], expired: [], unreachable: [], offline: false });
    expect(new Set(sent).size).toBe(20);
    expect(store.all).toEqual([]);
  });

  it('keeps a 5xx item with a back-off, then delivers it once it is due', async () => {
    const store = memoryStore([item('Flaky')]);
    expect(await replayOutbox(store, answer(500), () => NOW)).toMatchObject({ delivered: 0 });
    expect(store.all[0]?.metadata).toMatchObject({ attempts: 1, retryAt: NOW + 15_000 });

    let calls = 0;
    const counting = async () => (calls++, new Response('{}', { status: 201 }));
    expect(await replayOutbox(store, counting, () => NOW + 1000)).toMatchObject({ delivered: 0 });
    expect(calls).toBe(0); // not due yet
    expect(await replayOutbox(store, counting, () => NOW + 15_001)).toMatchObject({ delivered: 1 });
    expect(calls).toBe(1);
    expect(store.all).toEqual([]);
  });

  it('drops a 4xx item and names it by its first line; a 5xx one does not block the rest', async () => {
    const store = memoryStore([item('Broken'), item('Refused'), item('Fine')]);
    const statuses = [503, 422, 201];
    const result = await replayOutbox(
      store,
      async () => new Response('{}', { status: statuses.shift() }),
      () => NOW,
    );
    expect(result).toEqual({ delivered: 1, rejected: ['Refused'], expired: [], unreachable: [], offline: false });
    expect(store.all.map((i) => i.metadata.firstLine)).toEqual(['Broken']);
  });

  it('stops at a network failure and keeps everything not yet answered', async () => {
    const store = memoryStore([item('One'), item('Two')]);
    const result = await replayOutbox(
      store,
      async () => {
        throw new TypeError('Failed to fetch');
      },
      () => NOW,
    );
    expect(result.offline).toBe(true);
    expect(store.all).toHaveLength(2);
  });

  it('with the site answering, one unreachable endpoint holds back nothing: it waits its turn and the rest go', async () => {
    const bad = item('Bad');
    const good = item('Good');
    const store = memoryStore([bad, good]);
    const sent: string[] = [];
    const send = async (request: Request) => {
      const { message } = (await request.json()) as { message: string };
      sent.push(message.split('\n')[0] ?? '');
      if (message.startsWith('Bad')) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 201 });
    };
    const result = await replayOutbox(store, send, () => NOW, siteUp);
    expect(result).toMatchObject({ delivered: 1, offline: false, unreachable: [] });
    // Bad is sent twice (the second send rules out a connection that came back in between), Good once.
    expect(sent).toEqual(['Bad', 'Bad', 'Good']);
    expect(store.all.map((kept) => kept.metadata)).toEqual([
      expect.objectContaining({
        firstLine: 'Bad',
        unreachable: 1,
        firstUnreachableAt: NOW,
        retryAt: NOW + UNREACHABLE_RETRY_MS,
      }),
    ]);
    // Not due yet: not tried again.
    sent.length = 0;
    await replayOutbox(store, send, () => NOW + 1000, siteUp);
    expect(sent).toEqual([]);
  });

  it('delivers at once a message whose send failed as the connection came back (the site then answering)', async () => {
    // The page's `online` event can come before the network carries requests: the first send fails, the
    // reachability check and a second send succeed. The message must not wait out an endpoint's back-off.
    const store = memoryStore([item('Back')]);
    let sends = 0;
    const send = async () => {
      sends++;
      if (sends === 1) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 201 });
    };
    const result = await replayOutbox(store, send, () => NOW, siteUp);
    expect(result).toEqual({ delivered: 1, rejected: [], expired: [], unreachable: [], offline: false });
    expect(sends).toBe(2);
    expect(store.all).toEqual([]);
  });

  it('gives up an endpoint that stays unreachable for 3 tries over 10 minutes, and says so', async () => {
    const store = memoryStore([item('Lost')]);
    const fail = async () => {
      throw new TypeError('Failed to fetch');
    };
    let now = NOW;
    for (let attempt = 1; attempt <= 2; attempt++) {
      const result = await replayOutbox(store, fail, () => now, siteUp);
      expect(result.unreachable, `try ${attempt}`).toEqual([]);
      now += UNREACHABLE_RETRY_MS;
    }
    expect(store.all[0]?.metadata.unreachable).toBe(2);
    // Three tries, but not yet ten minutes since the first: kept.
    const early = await replayOutbox(store, fail, () => NOW + UNREACHABLE_WINDOW_MS - 1, siteUp);
    expect(early.unreachable).toEqual([]);
    const due = store.all[0]?.metadata.retryAt ?? 0;
    const late = await replayOutbox(store, fail, () => Math.max(due, NOW + UNREACHABLE_WINDOW_MS), siteUp);
    expect(late.unreachable).toEqual(['Lost']);
    expect(store.all).toEqual([]);
  });

  it('with the site not answering either (a train that reports itself online), keeps everything queued', async () => {
    const store = memoryStore([item('One'), item('Two')]);
    for (let i = 0; i < 5; i++) {
      const result = await replayOutbox(
        store,
        async () => {
          throw new TypeError('Failed to fetch');
        },
        () => NOW + i * UNREACHABLE_WINDOW_MS,
        async () => false,
      );
      expect(result.offline).toBe(true);
    }
    expect(store.all.map((kept) => kept.metadata.unreachable ?? 0)).toEqual([0, 0]);
  });

  it('expires items older than 7 days without sending them', async () => {
    const store = memoryStore([item('Old', OUTBOX_MAX_AGE_MS + 1), item('Recent', OUTBOX_MAX_AGE_MS - 1000)]);
    const result = await replayOutbox(store, answer(201), () => NOW);
    expect(result).toEqual({ delivered: 1, rejected: [], expired: ['Old'], unreachable: [], offline: false });
  });

  it('recognises the form endpoints, relative or absolute, ignoring the query', () => {
    const endpoints = ['/api/forms/contact', 'https://hooks.example/abc'];
    expect(isOutboxEndpoint('https://site.example/api/forms/contact?x=1', endpoints, 'https://site.example')).toBe(
      true,
    );
    expect(isOutboxEndpoint('https://hooks.example/abc', endpoints, 'https://site.example')).toBe(true);
    expect(isOutboxEndpoint('https://site.example/api/forms/other', endpoints, 'https://site.example')).toBe(false);
    expect(isOutboxEndpoint('https://other.example/api/forms/contact', endpoints, 'https://site.example')).toBe(false);
  });

  it('recognises the messages of the page–worker protocol and nothing else', () => {
    expect(isPageToWorker({ type: 'outbox:hello' })).toBe(true);
    expect(isPageToWorker({ type: 'outbox:ack', id: '1' })).toBe(true);
    expect(isPageToWorker({ type: 'outbox:ack' })).toBe(false);
    expect(isPageToWorker({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isWorkerToPage({ type: 'outbox:count', count: 2 })).toBe(true);
    expect(isWorkerToPage('outbox:count')).toBe(false);
  });
});

describe('replay after a page comes back online', () => {
  /** A replay that finds the connection down `downFor` times, then delivers everything. */
  const scenario = (downFor: number, waitingAtStart = 1) => {
    const calls: string[] = [];
    let waiting = waitingAtStart;
    let replays = 0;
    const replay = async () => {
      replays++;
      calls.push('replay');
      const down = replays <= downFor;
      if (!down) waiting = 0;
      return down;
    };
    const sleep = async (ms: number) => {
      calls.push(`wait ${ms}`);
    };
    return { calls, run: () => replayAfterOnline(replay, async () => waiting, sleep) };
  };

  it('replays once when the connection carries the first replay', async () => {
    const { calls, run } = scenario(0);
    await run();
    expect(calls).toEqual(['replay']);
  });

  it('tries again a little later while the connection has not come back yet, then stops', async () => {
    const { calls, run } = scenario(2);
    await run();
    expect(calls).toEqual(['replay', 'wait 500', 'replay', 'wait 1000', 'replay']);
  });

  it('gives up after the last delay, leaving the message for the next trigger', async () => {
    const { calls, run } = scenario(Infinity);
    await run();
    expect(calls).toEqual(['replay', ...ONLINE_RETRY_MS.flatMap((ms) => [`wait ${ms}`, 'replay'])]);
  });

  it('does not wait when nothing is left to send', async () => {
    const { calls, run } = scenario(Infinity, 0);
    await run();
    expect(calls).toEqual(['replay']);
  });
});
