import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/locale';
import { sriLankaNowInput, useFormatters } from './format';

describe('sriLankaNowInput', () => {
  it('gives the moment as a datetime-local value in Sri Lanka time (UTC+5:30), across midnight, in 24 hours', () => {
    expect(sriLankaNowInput(new Date('2026-11-24T18:45:00Z'))).toBe('2026-11-25T00:15');
    expect(sriLankaNowInput(new Date('2026-01-05T09:05:00Z'))).toBe('2026-01-05T14:35');
  });
});

function Shown({ value }: { value: string }) {
  const format = useFormatters();
  return <>{`${format.dateTime(value)} | ${format.date(value)} | ${format.number(12345)}`}</>;
}

const drawn = (locale: Locale) =>
  renderToStaticMarkup(
    <I18nProvider initial={{ locale, catalogue: {} }}>
      <Shown value="2026-11-23T03:30:00Z" />
    </I18nProvider>,
  );

describe('dates on a page the server draws and the browser hydrates', () => {
  it('writes Sinhala and Tamil dates as digits and a 24-hour clock, which every browser writes alike', () => {
    // Node has Sinhala month names, Chromium none: a month name here would differ when the page is taken over.
    expect(drawn('si')).toBe('23/11/2026, 09:00 | 23/11/2026 | 12,345');
    expect(drawn('ta')).toBe('23/11/2026, 09:00 | 23/11/2026 | 12,345');
  });

  it("writes English dates in British English's medium form, in Colombo time", () => {
    expect(drawn('en')).toBe('23 Nov 2026, 09:00 | 23/11/2026 | 12,345');
  });
});
