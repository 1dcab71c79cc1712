import { describe, expect, it } from 'vitest';
import { sriLankaNowInput } from './format';

describe('sriLankaNowInput', () => {
  it('gives the moment as a datetime-local value in Sri Lanka time (UTC+5:30), across midnight, in 24 hours', () => {
    expect(sriLankaNowInput(new Date('2026-11-24T18:45:00Z'))).toBe('2026-11-25T00:15');
    expect(sriLankaNowInput(new Date('2026-01-05T09:05:00Z'))).toBe('2026-01-05T14:35');
  });
});
