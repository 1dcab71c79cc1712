import { sriLankaIso } from '../../../shared/time.js';

/** Reads a seed string back into an enum value, case-insensitively; undefined when it is none of them (D2). */
export function fromRest<E extends string>(map: Record<E, string>, value: unknown): E | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase();
  return (Object.keys(map) as E[]).find((key) => map[key].toLowerCase() === wanted || key.toLowerCase() === wanted);
}

/** Every time a REST answer carries (D3): ISO 8601 with the Sri Lanka offset; /Alerts/all alone keeps its UTC date and time. */
export const restTime = (date: Date): string => sriLankaIso(date);

/** UTC date and time as /Alerts/all answers them (D3): YYYY-MM-DD and HH:mm:ss. */
export function utcDateAndTime(date: Date): { date: string; time: string } {
  const iso = date.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}
