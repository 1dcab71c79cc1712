import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainForSync, drainQueue } from './drain-queue';
import {
  forgetSubmission,
  keepSubmission,
  keptSubmissions,
  QUEUE_MAX_BYTES,
  type QueuedSubmission,
} from './queue-store';
import { sendSubmission } from './send-submission';

const submission = (
  key: string,
  variables: Record<string, unknown> = { input: { contactNo: '0771234567' } },
): QueuedSubmission => ({
  key,
  operationName: 'CreateAidRequest',
  query: 'mutation CreateAidRequest { x }',
  variables,
  queuedAt: Date.now(),
  state: 'waiting',
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let answers: Array<() => Response | Promise<Response>>;
beforeEach(async () => {
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => (answers.shift() ?? (() => json({ data: { ok: true } })))()),
  );
  for (const s of await keptSubmissions()) await forgetSubmission(s.key);
});
afterEach(() => vi.unstubAllGlobals());

describe('what one attempt became', () => {
  it('sent: the server answered data (a first answer or the replay of an earlier one, by the key)', async () => {
    answers.push(() => json({ data: { createAidRequest: { id: '1' } } }));
    expect(await sendSubmission(submission('a'))).toEqual({ kind: 'sent', data: { createAidRequest: { id: '1' } } });
  });

  it('kept: no network, an answer cut off, an overloaded or failing server, or a rate limit', async () => {
    answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    answers.push(() => new Response('{"data":', { status: 200 }));
    answers.push(() => json({ errors: [{ message: 'down', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }, 503));
    answers.push(() => json({ errors: [{ message: 'slow down', extensions: { code: 'RATE_LIMITED' } }] }));
    for (let i = 0; i < 4; i++) expect(await sendSubmission(submission('a'))).toEqual({ kind: 'kept' });
  });

  it('kept with the wait the server asked for: a rate limit over GraphQL, a Retry-After header', async () => {
    answers.push(() =>
      json({ errors: [{ message: 'slow down', extensions: { code: 'RATE_LIMITED', retryAfter: 600 } }] }),
    );
    answers.push(() => new Response('busy', { status: 503, headers: { 'retry-after': '30' } }));
    expect(await sendSubmission(submission('a'))).toEqual({ kind: 'kept', retryAfterSeconds: 600 });
    expect(await sendSubmission(submission('a'))).toEqual({ kind: 'kept', retryAfterSeconds: 30 });
  });

  it("refused: an answer that sending again cannot change, with the server's errors for the person", async () => {
    const errors = [{ message: 'Please select a divisional secretariat', extensions: { code: 'BAD_USER_INPUT' } }];
    answers.push(() => json({ errors }, 400));
    expect(await sendSubmission(submission('a'))).toEqual({ kind: 'refused', errors, status: 400 });
  });
});

describe('draining the queue', () => {
  it('sends every waiting submission, keeps one whose answer was lost for the next drain, and keeps a refused one with its reason', async () => {
    await keepSubmission({ ...submission('1'), queuedAt: 1 });
    await keepSubmission({ ...submission('2'), queuedAt: 2 });
    await keepSubmission({ ...submission('3'), queuedAt: 3 });
    answers.push(() => json({ data: { ok: 1 } }));
    answers.push(() => Promise.reject(new TypeError('connection reset')));
    answers.push(() => json({ errors: [{ message: 'No such DS', extensions: { code: 'UNKNOWN_DS_DIVISION' } }] }, 400));
    expect(await drainQueue()).toEqual({ sent: 1, waiting: 1 });
    const left = await keptSubmissions();
    expect(left.map((s) => [s.key, s.state, s.error?.message])).toEqual([
      ['2', 'waiting', undefined],
      ['3', 'refused', 'No such DS'],
    ]);
    expect(await drainQueue()).toEqual({ sent: 1, waiting: 0 });
    expect((await keptSubmissions()).map((s) => s.key)).toEqual(['3']);
  });

  it('sends nothing while the browser knows it is offline', async () => {
    await keepSubmission(submission('1'));
    vi.stubGlobal('navigator', { onLine: false });
    expect(await drainQueue()).toEqual({ sent: 0, waiting: 1 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses to keep more than its cap (photos are large): the caller sends without the safety net', async () => {
    const photo = 'x'.repeat(QUEUE_MAX_BYTES / 2);
    await keepSubmission(submission('1', { image: photo }));
    await expect(keepSubmission(submission('2', { image: photo }))).rejects.toThrow('The offline queue is full.');
    expect((await keptSubmissions()).map((s) => s.key)).toEqual(['1']);
  });
});

/** A promise and the function that settles it: an answer the test lets arrive when it chooses. */
function later<T>(): { promise: Promise<T>; settle: (value: T) => void } {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

/** Web Locks as a page and the service worker share them: one holder at a time; `ifAvailable` answers null. */
function fakeLocks(): LockManager {
  let taken = false;
  const request = async (name: string, options: LockOptions, work: (lock: Lock | null) => Promise<unknown>) => {
    if (taken && options.ifAvailable) return work(null);
    taken = true;
    try {
      return await work({ name, mode: 'exclusive' });
    } finally {
      taken = false;
    }
  };
  return { request } as unknown as LockManager;
}

describe('draining beside other drains and the server', () => {
  it('passes over a submission the server asked to wait for, until the wait is over', async () => {
    await keepSubmission(submission('1'));
    answers.push(() =>
      json({ errors: [{ message: 'slow down', extensions: { code: 'RATE_LIMITED', retryAfter: 600 } }] }),
    );
    expect(await drainQueue()).toEqual({ sent: 0, waiting: 1 });
    expect(await drainQueue()).toEqual({ sent: 0, waiting: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 601_000);
      expect(await drainQueue()).toEqual({ sent: 1, waiting: 0 });
    } finally {
      vi.useRealTimers();
    }
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not bring back a submission discarded while its refusal was on the way', async () => {
    await keepSubmission(submission('1'));
    const answer = later<Response>();
    answers.push(() => answer.promise);
    const draining = drainQueue();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await forgetSubmission('1');
    answer.settle(json({ errors: [{ message: 'No such DS', extensions: { code: 'UNKNOWN_DS_DIVISION' } }] }, 400));
    await draining;
    expect(await keptSubmissions()).toEqual([]);
  });

  it("fails Background Sync while a page's drain holds the queue, so that the browser tries again", async () => {
    vi.stubGlobal('navigator', { onLine: true, locks: fakeLocks() });
    await keepSubmission(submission('1'));
    const answer = later<Response>();
    answers.push(() => answer.promise);
    const pageDrain = drainQueue();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await keepSubmission(submission('2'));
    await expect(drainForSync()).rejects.toThrow('2 submissions still waiting');
    answer.settle(json({ data: { ok: 1 } }));
    expect(await pageDrain).toEqual({ sent: 1, waiting: 0 });
    await expect(drainForSync()).resolves.toBeUndefined();
    expect(await keptSubmissions()).toEqual([]);
  });
});
