import { describe, expect, it } from 'vitest';
import { keyedJobId } from './add-job.js';
import { DEAD_LETTERS, defineJobQueue, queueOptions } from './job-queue.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('a job key', () => {
  it('stands for one UUID per queue and key', () => {
    const id = keyedJobId('sms.send', 'alert-7:+94771234567');
    expect(id).toMatch(UUID);
    expect(keyedJobId('sms.send', 'alert-7:+94771234567')).toBe(id);
    expect(keyedJobId('webhooks.deliver', 'alert-7:+94771234567')).not.toBe(id);
    expect(keyedJobId('sms.send', 'alert-8:+94771234567')).not.toBe(id);
  });
});

describe('a job queue', () => {
  it('refuses a name the library cannot take, and the dead letters’ own', () => {
    expect(() => defineJobQueue('SMS send')).toThrow(TypeError);
    expect(() => defineJobQueue(DEAD_LETTERS)).toThrow(TypeError);
  });

  it('runs a job at most maxAttempts times, backing off from the base to the max, leased, into the dead letters', () => {
    const queue = defineJobQueue('sms.send', {
      maxAttempts: 3,
      retryBaseSeconds: 2,
      retryMaxSeconds: 60,
      leaseSeconds: 25,
    });
    expect(queueOptions(queue)).toMatchObject({
      retryLimit: 2,
      retryDelay: 2,
      retryBackoff: true,
      retryDelayMax: 60,
      expireInSeconds: 25,
      deadLetter: DEAD_LETTERS,
    });
  });
});
