import { describe, expect, it } from 'vitest';
import { errorAnswer } from '../errors/error-answer.js';
import { isDatabaseOutage } from './database-outage.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('database outage errors', () => {
  it('are recognised by network code, SQLSTATE, pg message or cause', () => {
    expect(isDatabaseOutage(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseOutage(withCode('57P01'))).toBe(true);
    expect(isDatabaseOutage(withCode('57014'))).toBe(true);
    expect(isDatabaseOutage(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseOutage(new Error('wrapped', { cause: withCode('08006') }))).toBe(true);
    expect(isDatabaseOutage(withCode('23505'))).toBe(false);
    expect(isDatabaseOutage(new Error('boom'))).toBe(false);
  });

  it('are answered by the one mapper as SERVICE_UNAVAILABLE (503), not logged as internal errors', () => {
    const logged: unknown[] = [];
    expect(errorAnswer(withCode('ECONNREFUSED'), (e) => logged.push(e))).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(logged).toHaveLength(0);
    expect(errorAnswer(new Error('boom'), (e) => logged.push(e))).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(logged).toHaveLength(1);
  });
});
