/** Sri Lanka's offset; it has no daylight saving. */
export const SRI_LANKA_OFFSET = '+05:30';

const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * Reads a date-time as sent by a client (D3): with a zone it is taken as is; without one it is Sri Lanka time.
 * Answers null when the text is not a date-time.
 */
export function parseClientDateTime(value: string | null | undefined): Date | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  let iso = text.replace(' ', 'T');
  if (!HAS_ZONE.test(iso)) {
    if (!LOCAL_DATE_TIME.test(text)) return null;
    if (iso.length === 16) iso += ':00';
    iso += SRI_LANKA_OFFSET;
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const SRI_LANKA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/**
 * An instant as ISO 8601 in Sri Lanka time (D3): `2026-11-23T09:09:40+05:30` for 03:39:40Z, the same instant, readable
 * when an old client shows it raw. Milliseconds are kept only when there are some.
 */
export function sriLankaIso(date: Date): string {
  const local = new Date(date.getTime() + SRI_LANKA_OFFSET_MS).toISOString();
  const withoutZone = local.endsWith('.000Z') ? local.slice(0, 19) : local.slice(0, 23);
  return `${withoutZone}${SRI_LANKA_OFFSET}`;
}

/**
 * A moment as Sinhala and Tamil texts write it (D3): day/month/year and a 24-hour clock in digits, in Sri Lanka time
 * (`07/12/2026, 14:05`). Month names would be English in those texts: neither Node nor Chromium has Sinhala's.
 */
export function sriLankaDigits(date: Date | string): string {
  const iso = sriLankaIso(new Date(date));
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}, ${iso.slice(11, 16)}`;
}
