import { useMemo } from 'react';
import { useLocale } from '../i18n/I18nProvider';
import { INTL_LOCALE } from '../i18n/locale';

export const SRI_LANKA_TZ = 'Asia/Colombo';

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const HOUR_MINUTE = { hour: '2-digit', minute: '2-digit' } as const;
const H23 = { ...HOUR_MINUTE, hourCycle: 'h23' } as const;

/** Dates and times in Asia/Colombo, in the chosen language (D3). */
export function useFormatters() {
  const { locale } = useLocale();
  return useMemo(() => {
    const tag = INTL_LOCALE[locale];
    const make = (options: Intl.DateTimeFormatOptions) => {
      const format = new Intl.DateTimeFormat(tag, { timeZone: SRI_LANKA_TZ, ...options });
      return (value: string | Date) => format.format(new Date(value));
    };
    // Chromium has no Sinhala data: its British English fallback would put English month names on a Sinhala page.
    const known = locale === 'en' || new Intl.DateTimeFormat(tag).resolvedOptions().locale.startsWith(locale);
    const number = new Intl.NumberFormat(tag);
    return {
      date: make(DAY),
      time: make({ ...HOUR_MINUTE, second: '2-digit' }),
      time24: make(H23),
      dateTime: make(known ? { dateStyle: 'medium', timeStyle: 'short' } : { ...DAY, ...H23 }),
      number: (value: number) => number.format(value),
    };
  }, [locale]);
}

/** Now in Sri Lanka as a datetime-local value (YYYY-MM-DDTHH:mm). */
export function sriLankaNowInput(now = new Date()): string {
  // The parts are read by type: the same options as a day and a 24-hour time.
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: SRI_LANKA_TZ, ...DAY, ...H23 }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}
