// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { renderHook } from '@testing-library/react';
import fc from 'fast-check';
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

const formattersIn = (locale: Locale) =>
  renderHook(useFormatters, {
    wrapper: ({ children }) => <I18nProvider initial={{ locale, catalogue: {} }}>{children}</I18nProvider>,
  }).result.current;

const intl = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Colombo', ...options });

describe('digits written by hand, without a time-zone formatter', () => {
  // Sri Lanka's offset has been +05:30 since 2006; the app's dates are all later.
  const moments = fc.date({
    min: new Date('2007-01-01T00:00:00Z'),
    max: new Date('2100-01-01T00:00:00Z'),
    noInvalidDate: true,
  });

  it("write every moment's day and clock as Intl writes them in Colombo time", () => {
    const si = formattersIn('si');
    const day = intl({ day: '2-digit', month: '2-digit', year: 'numeric' });
    const clock = intl({ hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    const both = intl({
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(moments, (moment) => {
        expect(si.date(moment)).toBe(day.format(moment));
        expect(si.time(moment.toISOString())).toBe(clock.format(moment));
        expect(si.time24(moment)).toBe(clock.format(moment).slice(0, 5));
        expect(si.dateTime(moment)).toBe(both.format(moment));
      }),
      { numRuns: 2000 },
    );
  });

  it("group an integer's thousands as Intl does", () => {
    const en = formattersIn('en');
    const grouping = new Intl.NumberFormat('en-GB');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(en.number(n)).toBe(grouping.format(n));
      }),
    );
    expect(en.number(1234.5)).toBe('1,234.5');
  });
});
