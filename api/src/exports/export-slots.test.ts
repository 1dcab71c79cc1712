import { describe, expect, it } from 'vitest';
import { AppError } from '../core/errors/errors.js';
import { ExportSlots } from './export-slots.js';

const refusal = (take: () => unknown) => {
  try {
    take();
    return 'taken';
  } catch (error) {
    return error instanceof AppError ? [error.code, error.messageCode] : 'other';
  }
};

describe('export slots', () => {
  it('refuses one officer or key a second export while the first runs, leaving the other slot to someone else', () => {
    const slots = new ExportSlots(2);
    const release = slots.take('user:7');
    expect(refusal(() => slots.take('user:7'))).toEqual(['RATE_LIMITED', 'EXPORT_ALREADY_RUNNING']);
    expect(refusal(() => slots.take('apikey:0a1b2c3d'))).toBe('taken');
    expect(refusal(() => slots.take('user:8'))).toEqual(['RATE_LIMITED', 'EXPORTS_BUSY']);
    release();
    release();
    expect(refusal(() => slots.take('user:7'))).toBe('taken');
    expect(refusal(() => slots.take('user:9'))).toEqual(['RATE_LIMITED', 'EXPORTS_BUSY']);
  });
});
