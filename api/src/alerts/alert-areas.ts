import type { Alert } from './alert.entity.js';

/** Every DS division the alert covers, the one that places it first. */
export const coveredDsCodes = (alert: Pick<Alert, 'dsDivision' | 'alsoDsDivisionCodes'>): string[] => [
  alert.dsDivision.code,
  ...alert.alsoDsDivisionCodes,
];
