import { describe, expect, it } from 'vitest';
import { firstKnownLocale, pageLocale } from './locales.js';

describe('the language a page is drawn in', () => {
  it("keeps the visitor's own choice over the browser's languages", () => {
    expect(pageLocale('ta', ['si-LK', 'en'])).toBe('ta');
    expect(pageLocale('en', ['si'])).toBe('en');
  });

  it('follows the browser language when no choice was made (or the cookie holds something else)', () => {
    expect(pageLocale(undefined, ['si-LK', 'en-GB'])).toBe('si');
    expect(pageLocale('fr', ['ta-LK'])).toBe('ta');
  });

  it('takes Sinhala or Tamil in any regional form, the first we have in the order the reader prefers', () => {
    expect(firstKnownLocale(['si'])).toBe('si');
    expect(firstKnownLocale(['TA-in'])).toBe('ta');
    expect(firstKnownLocale(['en-US', 'si'])).toBe('en');
    expect(firstKnownLocale(['fr-FR', 'ta', 'si'])).toBe('ta');
  });

  it('falls back to English for any other language or none', () => {
    expect(pageLocale(undefined, ['fr-FR', 'de'])).toBe('en');
    expect(pageLocale(undefined, ['*'])).toBe('en');
    expect(pageLocale(undefined, [])).toBe('en');
  });
});
