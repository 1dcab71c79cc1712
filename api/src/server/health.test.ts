import { once } from 'node:events';
import { connect } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTimeout } from './health.js';

// An echo server on a thread of its own: it answers while this thread's event loop is blocked.
const ECHO = `
const { createServer } = require('node:net');
const { parentPort } = require('node:worker_threads');
const server = createServer((s) => s.on('data', (d) => s.write(d))).listen(0, '127.0.0.1', () =>
  parentPort.postMessage(server.address().port));
`;
let echo: Worker;
let port: number;
beforeAll(async () => {
  echo = new Worker(ECHO, { eval: true });
  [port] = (await once(echo, 'message')) as [number];
});
afterAll(() => echo.terminate());

const blockFor = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};

describe("the readiness check's timeout", () => {
  it('takes an answer that arrived while the event loop was blocked past the timeout (a starved CPU)', async () => {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const answer = once(socket, 'data');
    const verdict = withTimeout(answer, 20);
    socket.write('select 1');
    blockFor(300);
    await expect(verdict).resolves.toBeDefined();
    socket.destroy();
  });

  it('still gives up on a database that does not answer', async () => {
    await expect(withTimeout(new Promise(() => undefined), 20)).rejects.toThrow('no answer within 20 ms');
  });
});
