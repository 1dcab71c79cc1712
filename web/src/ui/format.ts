import { sriLankaDigits, sriLankaIso } from '@shared/time';
import { useMemo } from 'react';
import { useLocale } from '../i18n/I18nProvider';
import { INTL_LOCALE } from '../i18n/locale';

export const SRI_LANKA_TZ = 'Asia/Colombo';

/** A moment's day and clock in Sri Lanka, by its fixed offset (no daylight saving since 2006). */
function sriLankaParts(value: string | Date) {
  const iso = sriLankaIso(new Date(value));
  return { day: `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`, clock: iso.slice(11, 19) };
}

/** An integer with its thousands grouped by commas, as en-GB writes it (12,345). */
const groupedDigits = (value: number): string =>
  Number.isInteger(value)
    ? String(value).replace(/\B(?=(\d{3})+$)/gu, ',')
    : new Intl.NumberFormat(INTL_LOCALE.en).format(value);

/**
 * Dates and times in Asia/Colombo (D3). The server draws a page with Node's locale data and the browser hydrates it
 * with its own, so both must write the same text: Chromium has no Sinhala data at all, and Tamil's can differ between
 * ICU versions. Sinhala and Tamil pages therefore show day/month/year and a 24-hour clock in digits, which read the
 * same everywhere; English pages British English's medium form. Digits are written by hand, as en-GB's Intl writes
 * them: a page's first date formatter loads the time-zone data, some 30 ms of a slow phone's main thread (the public
 * alerts table took 120 ms at Lighthouse's phone speed); only English's month names still need one.
 */
export function useFormatters() {
  const { locale } = useLocale();
  return useMemo(() => {
    let medium: Intl.DateTimeFormat | undefined;
    const dateTimeMedium = (value: string | Date) =>
      (medium ??= new Intl.DateTimeFormat(INTL_LOCALE.en, {
        timeZone: SRI_LANKA_TZ,
        dateStyle: 'medium',
        timeStyle: 'short',
      })).format(new Date(value));
    const date = (value: string | Date) => sriLankaParts(value).day;
    const time24 = (value: string | Date) => sriLankaParts(value).clock.slice(0, 5);
    return {
      date,
      time: (value: string | Date) => sriLankaParts(value).clock,
      time24,
      dateTime: locale === 'en' ? dateTimeMedium : sriLankaDigits,
      number: groupedDigits,
    };
  }, [locale]);
}

/**
 * Now in Sri Lanka as a datetime-local value (YYYY-MM-DDTHH:mm), by its fixed offset: a form page that shows no date
 * makes no Intl formatter (its first one loads the time-zone data, tens of ms on a slow phone).
 */
export const sriLankaNowInput = (now = new Date()): string => sriLankaIso(now).slice(0, 16);
