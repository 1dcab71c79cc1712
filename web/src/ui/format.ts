import { useMemo } from 'react';
import { useLocale } from '../i18n/I18nProvider';
import { INTL_LOCALE } from '../i18n/locale';

export const SRI_LANKA_TZ = 'Asia/Colombo';

/** Dates and times in Asia/Colombo, in the chosen language (D3). */
export function useFormatters() {
  const { locale } = useLocale();
  return useMemo(() => {
    const tag = INTL_LOCALE[locale];
    const date = new Intl.DateTimeFormat(tag, { timeZone: SRI_LANKA_TZ, day: '2-digit', month: '2-digit', year: 'numeric' });
    const time = new Intl.DateTimeFormat(tag, { timeZone: SRI_LANKA_TZ, hour: '2-digit', minute: '2-digit', second: '2-digit' });
    const time24 = new Intl.DateTimeFormat(tag, { timeZone: SRI_LANKA_TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const dateTime = new Intl.DateTimeFormat(tag, dateTimeOptions(tag, locale));
    const number = new Intl.NumberFormat(tag);
    const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));
    return {
      date: (value: string | Date) => date.format(toDate(value)),
      time: (value: string | Date) => time.format(toDate(value)),
      time24: (value: string | Date) => time24.format(toDate(value)),
      dateTime: (value: string | Date) => dateTime.format(toDate(value)),
      number: (value: number) => number.format(value),
    };
  }, [locale]);
}

/**
 * A browser without the language's data (Chromium has no Sinhala) falls back to British English, whose month names
 * would be English words on a Sinhala page: there the date is all digits.
 */
function dateTimeOptions(tag: readonly string[], locale: string): Intl.DateTimeFormatOptions {
  const hasLanguage = new Intl.DateTimeFormat(tag).resolvedOptions().locale.split('-')[0] === locale;
  return hasLanguage || locale === 'en'
    ? { timeZone: SRI_LANKA_TZ, dateStyle: 'medium', timeStyle: 'short' }
    : { timeZone: SRI_LANKA_TZ, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
}

/** Now in Sri Lanka as a datetime-local value (YYYY-MM-DDTHH:mm). */
export function sriLankaNowInput(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: SRI_LANKA_TZ, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}
