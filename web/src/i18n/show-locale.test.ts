// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { showLocale } from './locale';

/** The writes of `<html lang>` while `act` runs (a write of the same value counts: the DOM records every one). */
async function langWrites(act: () => void): Promise<string[]> {
  const written: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) if (record.attributeName === 'lang') written.push(document.documentElement.lang);
  });
  observer.observe(document.documentElement, { attributes: true });
  act();
  await Promise.resolve();
  observer.disconnect();
  return written;
}

describe("the page's language attribute", () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('is not written again when it already names the language (Chromium would restyle the whole page)', async () => {
    document.documentElement.lang = 'si';
    expect(await langWrites(() => showLocale('si'))).toEqual([]);
  });

  it('is written when the language changes', async () => {
    document.documentElement.lang = 'en';
    expect(await langWrites(() => showLocale('ta'))).toEqual(['ta']);
    expect(document.documentElement.lang).toBe('ta');
  });
});
