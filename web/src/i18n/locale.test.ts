import { describe, expect, it } from 'vitest';
import { browserLocale, INTL_LOCALE } from './locale';

describe('the first visit follows the browser language', () => {
  it('takes Sinhala or Tamil in any regional form', () => {
    expect(browserLocale(['si-LK', 'en-GB'])).toBe('si');
    expect(browserLocale(['si'])).toBe('si');
    expect(browserLocale(['ta-LK'])).toBe('ta');
    expect(browserLocale(['TA-in'])).toBe('ta');
  });

  it('takes the first language we have, in the order the reader prefers', () => {
    expect(browserLocale(['en-US', 'si'])).toBe('en');
    expect(browserLocale(['fr-FR', 'ta', 'si'])).toBe('ta');
  });

  it('falls back to English for any other language or none', () => {
    expect(browserLocale(['fr-FR', 'de'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });
});

describe('dates and numbers for Sri Lanka', () => {
  const instant = new Date('2026-11-23T03:30:00Z');
  const format = (tags: Intl.LocalesArgument) =>
    new Intl.DateTimeFormat(tags, { timeZone: 'Asia/Colombo', dateStyle: 'medium', timeStyle: 'short' });

  it('has the Sinhala and Tamil locale data (full ICU), not a silent fallback to English', () => {
    expect(format(INTL_LOCALE.si).resolvedOptions().locale).toBe('si-LK');
    expect(format(INTL_LOCALE.ta).resolvedOptions().locale).toBe('ta-LK');
    expect(format(INTL_LOCALE.si).format(instant)).toMatch(/[\u0D80-\u0DFF]/);
    expect(format(INTL_LOCALE.ta).format(instant)).toMatch(/[\u0B80-\u0BFF]/);
  });

  it('shows Colombo time (UTC+5:30)', () => {
    expect(format(INTL_LOCALE.ta).format(instant)).toContain('09:00');
  });
});
