import type { ClientOptions, Message } from 'graphql-ws';
import type { createClient } from 'graphql-ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWsLink } from './ws-link';

/** A fake graphql-ws client: keeps the options the link gave it, so a test can play the connections and messages. */
function fakeClient() {
  const seen: { options?: ClientOptions } = {};
  const create = (options: ClientOptions) => {
    seen.options = options;
    return {
      subscribe: () => () => undefined,
      iterate: vi.fn(),
      on: () => () => undefined,
      dispose: vi.fn(),
      terminate: vi.fn(),
    } as unknown as ReturnType<typeof createClient>;
  };
  const connect = async () => {
    const params =
      typeof seen.options!.connectionParams === 'function'
        ? await seen.options!.connectionParams()
        : seen.options!.connectionParams;
    (seen.options!.on!.connected as (s: unknown, p: unknown, r: boolean) => void)({}, undefined, false);
    return params;
  };
  const next = (sequence: unknown, id = '1') =>
    (seen.options!.on!.message as (m: Message) => void)({
      id,
      type: 'next',
      payload: { data: {}, extensions: { sequence } },
    } as Message);
  const gap = (id = '1') =>
    (seen.options!.on!.message as (m: Message) => void)({
      id,
      type: 'next',
      payload: { errors: [{ message: 'missed' }], extensions: { resumeGap: true } },
    } as Message);
  return { create, connect, next, gap };
}

describe('ws-link: resuming after a dropped connection', () => {
  vi.stubGlobal('location', { protocol: 'http:', host: 'localhost:3000' });
  afterEach(() => vi.clearAllMocks());

  it('first connection: no resumeAfter, and the queries catch up once', async () => {
    const ws = fakeClient();
    const catchUp = vi.fn<(catchUp: boolean) => void>();
    createWsLink(catchUp, ws.create);
    expect(await ws.connect()).toEqual({});
    expect(catchUp.mock.calls).toEqual([[true]]);
  });

  it('a reconnection sends the highest sequence received and refetches nothing', async () => {
    const ws = fakeClient();
    const catchUp = vi.fn<(catchUp: boolean) => void>();
    createWsLink(catchUp, ws.create);
    await ws.connect();
    ws.next(7);
    ws.next(12, '2');
    ws.next(9);
    ws.next('13');
    expect(await ws.connect()).toEqual({ resumeAfter: 12 });
    ws.next(15);
    expect(await ws.connect()).toEqual({ resumeAfter: 15 });
    expect(catchUp.mock.calls).toEqual([[true], [false], [false]]);
  });

  it('after a resume gap, resumes from the sequences that came after it (a database restored from a backup)', async () => {
    const ws = fakeClient();
    const catchUp = vi.fn<(catchUp: boolean) => void>();
    createWsLink(catchUp, ws.create, 50_000);
    expect(await ws.connect()).toEqual({ resumeAfter: 50_000 });
    ws.gap();
    expect(await ws.connect()).toEqual({});
    ws.next(49_001);
    ws.next(49_990);
    expect(await ws.connect()).toEqual({ resumeAfter: 49_990 });
    expect(catchUp.mock.calls).toEqual([[false], [true], [false]]);
  });

  it('a reconnection before any event arrived has nothing to resume from: the queries catch up', async () => {
    const ws = fakeClient();
    const catchUp = vi.fn<(catchUp: boolean) => void>();
    createWsLink(catchUp, ws.create);
    await ws.connect();
    expect(await ws.connect()).toEqual({});
    expect(catchUp.mock.calls).toEqual([[true], [true]]);
  });

  it('a page that came with its data resumes after the sequence it is as of: its first connection refetches nothing', async () => {
    const ws = fakeClient();
    const catchUp = vi.fn<(catchUp: boolean) => void>();
    createWsLink(catchUp, ws.create, 41);
    expect(await ws.connect()).toEqual({ resumeAfter: 41 });
    ws.next(43);
    expect(await ws.connect()).toEqual({ resumeAfter: 43 });
    expect(catchUp.mock.calls).toEqual([[false], [false]]);
  });
});
