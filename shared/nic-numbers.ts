import type { RuleCode } from './rule-codes.js';

/**
 * National identity card numbers as issued (D27): the old form, nine digits and V or X (88 123 4567 V: born 1988,
 * day 123), and the new one, twelve digits (1988 123 04567: the full year, then the day). The day of the year is
 * 1-366 for men and 501-866 for women. Read upper-cased with spaces taken out, so duplicates match by equality.
 */
const OLD_NIC = /^(\d{2})(\d{3})\d{4}[VX]$/;
const NEW_NIC = /^(\d{4})(\d{3})\d{5}$/;
const FIRST_YEAR = 1900;
const WOMEN_OFFSET = 500;
const DAYS_IN_YEAR = 366;

export type NicReading = { nic: string } | { error: RuleCode };

function isBirthDay(day: number): boolean {
  const ofYear = day > WOMEN_OFFSET ? day - WOMEN_OFFSET : day;
  return ofYear >= 1 && ofYear <= DAYS_IN_YEAR;
}

/** A NIC number as written, read in its stored form; or the rule code saying why it is not one. */
export function readNic(raw: string | null | undefined, now = new Date()): NicReading {
  const nic = (raw ?? '').replace(/\s/g, '').toUpperCase();
  if (!nic) return { error: 'NIC_REQUIRED' };
  const old = OLD_NIC.exec(nic);
  const current = NEW_NIC.exec(nic);
  if (!old && !current) return { error: 'NIC_FORMAT' };
  const year = current ? Number(current[1]) : FIRST_YEAR + Number(old![1]);
  const day = Number((current ?? old)![2]);
  if (year < FIRST_YEAR || year > now.getUTCFullYear() || !isBirthDay(day)) return { error: 'NIC_BIRTH_DATE' };
  return { nic };
}

/** The rule code of a NIC number that cannot be read (an empty one only when it is required), or null. */
export function nicError(value: string | null | undefined, required = true, now = new Date()): RuleCode | null {
  if (!required && !(value ?? '').trim()) return null;
  const reading = readNic(value, now);
  return 'error' in reading ? reading.error : null;
}

/** The stored form of a NIC number already checked (`nicError`); null for none. */
export function storedNic(value: string | null | undefined): string | null {
  const reading = readNic(value);
  return 'nic' in reading ? reading.nic : null;
}
