import { sriLankaIso } from '@shared/time';
import { useMemo } from 'react';
import { useLocale } from '../i18n/I18nProvider';
import { INTL_LOCALE } from '../i18n/locale';

export const SRI_LANKA_TZ = 'Asia/Colombo';

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const HOUR_MINUTE = { hour: '2-digit', minute: '2-digit' } as const;
const H23 = { ...HOUR_MINUTE, hourCycle: 'h23' } as const;

/**
 * Dates and times in Asia/Colombo (D3). The server draws a page with Node's locale data and the browser hydrates it
 * with its own, so both must write the same text: Chromium has no Sinhala data at all, and Tamil's can differ between
 * ICU versions. Sinhala and Tamil pages therefore show day/month/year and a 24-hour clock in digits, which read the
 * same everywhere; English pages British English's medium form.
 */
export function useFormatters() {
  const { locale } = useLocale();
  return useMemo(() => {
    const tag = INTL_LOCALE.en;
    // Each made on first use: a formatter costs milliseconds to make on a slow phone, and most pages use one or two.
    const make = (options: Intl.DateTimeFormatOptions) => {
      let format: Intl.DateTimeFormat | undefined;
      return (value: string | Date) =>
        (format ??= new Intl.DateTimeFormat(tag, { timeZone: SRI_LANKA_TZ, ...options })).format(new Date(value));
    };
    let number: Intl.NumberFormat | undefined;
    return {
      date: make(DAY),
      time: make({ ...HOUR_MINUTE, second: '2-digit' }),
      time24: make(H23),
      dateTime: make(locale === 'en' ? { dateStyle: 'medium', timeStyle: 'short' } : { ...DAY, ...H23 }),
      number: (value: number) => (number ??= new Intl.NumberFormat(tag)).format(value),
    };
  }, [locale]);
}

/**
 * Now in Sri Lanka as a datetime-local value (YYYY-MM-DDTHH:mm), by its fixed offset: a form page that shows no date
 * makes no Intl formatter (its first one loads the time-zone data, tens of ms on a slow phone).
 */
export const sriLankaNowInput = (now = new Date()): string => sriLankaIso(now).slice(0, 16);
