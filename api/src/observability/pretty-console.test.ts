import { Writable } from 'node:stream';
import pino from 'pino';
import pinoPretty from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { PRETTY_OPTIONS } from './logger.js';

/** What the development console prints for a list of log calls, through the same pino-pretty options. */
function consoleOf(write: (logger: pino.Logger) => void): string[] {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const logger = pino(pinoPretty({ ...PRETTY_OPTIONS, colorize: false, destination: sink, sync: true }));
  write(logger);
  return text.split('\n').filter((line) => line !== '');
}

describe('the development console', () => {
  it('prints one line per request: its method, path, status and time, not the request objects', () => {
    const lines = consoleOf((logger) => {
      for (let i = 0; i < 3; i += 1)
        logger.info(
          {
            reqId: 'a1',
            req: { method: 'POST', url: '/graphql', remoteAddress: '127.0.0.1' },
            res: { statusCode: 200 },
            responseTime: 12,
          },
          'POST /graphql 200 12 ms',
        );
    });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/INFO.*POST \/graphql 200 12 ms$/);
    expect(lines[0]).not.toContain('remoteAddress');
  });

  it("keeps a line's own fields on that line", () => {
    const lines = consoleOf((logger) => logger.warn({ provider: 'dialog', attempts: 3 }, 'SMS gateway slow'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('SMS gateway slow');
    expect(lines[0]).toContain('"attempts":3');
  });
});
