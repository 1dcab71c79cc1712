/**
 * What a national-scale data set holds: row counts per table and the proportions of each status and kind.
 * Pure: the SQL generator turns each mix into a CASE over a hashed bucket 0..99, and tests check the proportions.
 */

/** One value and its share, in whole percent of the rows it applies to. */
export interface Share<T extends string = string> {
  value: T;
  percent: number;
}

export type Mix<T extends string = string> = readonly Share<T>[];

/** The full-scale data set: a national disaster (Cyclone Ditwah affected 1.7 million people). */
export const FULL_SCALE = {
  aidRequests: 1_000_000,
  alerts: 100_000,
  reports: 100_000,
  volunteers: 200_000,
  contributions: 300_000,
} as const;

export type SeedCounts = { -readonly [K in keyof typeof FULL_SCALE]: number };

/** 40% come through the quick emergency form, 60% through the post-disaster forms. */
export const REQUEST_TYPE_MIX: Mix<'EMERGENCY' | 'POST_DISASTER'> = [
  { value: 'EMERGENCY', percent: 40 },
  { value: 'POST_DISASTER', percent: 60 },
];
/** Emergency requests are approved when made (never pending): most are delivered by now. */
export const EMERGENCY_STATUS_MIX: Mix<'APPROVED' | 'DELIVERED'> = [
  { value: 'APPROVED', percent: 45 },
  { value: 'DELIVERED', percent: 55 },
];
export const POST_DISASTER_STATUS_MIX: Mix<'PENDING' | 'REJECTED' | 'APPROVED' | 'DELIVERED'> = [
  { value: 'PENDING', percent: 12 },
  { value: 'REJECTED', percent: 6 },
  { value: 'APPROVED', percent: 42 },
  { value: 'DELIVERED', percent: 40 },
];
/** Of the post-disaster requests, the full form (with NIC and date) or the volunteers' quick variant. */
export const POST_DISASTER_FORM_MIX: Mix<'FULL' | 'QUICK'> = [
  { value: 'FULL', percent: 70 },
  { value: 'QUICK', percent: 30 },
];
/** A few thousand of 100,000 alerts still ongoing. */
export const ALERT_STATUS_MIX: Mix<'ONGOING' | 'RESOLVED'> = [
  { value: 'ONGOING', percent: 3 },
  { value: 'RESOLVED', percent: 97 },
];
export const ALERT_TYPE_MIX: Mix<'FLOOD' | 'LANDSLIDE' | 'CYCLONE' | 'DROUGHT' | 'FIRE' | 'OTHER'> = [
  { value: 'FLOOD', percent: 40 },
  { value: 'LANDSLIDE', percent: 20 },
  { value: 'CYCLONE', percent: 10 },
  { value: 'DROUGHT', percent: 10 },
  { value: 'FIRE', percent: 10 },
  { value: 'OTHER', percent: 10 },
];
export const SEVERITY_MIX: Mix<'LOW' | 'MEDIUM' | 'HIGH'> = [
  { value: 'LOW', percent: 30 },
  { value: 'MEDIUM', percent: 45 },
  { value: 'HIGH', percent: 25 },
];
export const REPORT_STATUS_MIX: Mix<'PENDING' | 'ALERT_CREATED' | 'DISMISSED'> = [
  { value: 'PENDING', percent: 10 },
  { value: 'ALERT_CREATED', percent: 30 },
  { value: 'DISMISSED', percent: 60 },
];
export const CONTRIBUTION_STATUS_MIX: Mix<'PENDING' | 'APPROVED' | 'REJECTED'> = [
  { value: 'PENDING', percent: 20 },
  { value: 'APPROVED', percent: 65 },
  { value: 'REJECTED', percent: 15 },
];
export const VOLUNTEER_AVAILABLE_PERCENT = 30;

/** Row counts for a number of aid requests, every other table in the full scale's proportion to it. */
export function countsFor(aidRequests: number): SeedCounts {
  if (!Number.isInteger(aidRequests) || aidRequests < 1)
    throw new Error(`aid requests must be a positive whole number, not ${aidRequests}`);
  const scale = aidRequests / FULL_SCALE.aidRequests;
  const scaled = (n: number) => Math.max(1, Math.round(n * scale));
  return {
    aidRequests,
    alerts: scaled(FULL_SCALE.alerts),
    reports: scaled(FULL_SCALE.reports),
    volunteers: scaled(FULL_SCALE.volunteers),
    contributions: scaled(FULL_SCALE.contributions),
  };
}

/** Checks that a mix's shares are whole percents adding up to 100. */
export function assertMix(mix: Mix): void {
  const sum = mix.reduce((n, s) => n + s.percent, 0);
  if (sum !== 100 || mix.some((s) => !Number.isInteger(s.percent) || s.percent < 0))
    throw new Error(`a mix must add up to 100 whole percent, not ${sum}`);
}

/** The share of rows expected to hold `value` (0..1), through a chain of conditional mixes. */
export const shareOf = (mix: Mix, value: string): number => (mix.find((s) => s.value === value)?.percent ?? 0) / 100;

/** The expected overall share of each aid-request status over both types. */
export function aidStatusShares(): Record<'PENDING' | 'REJECTED' | 'APPROVED' | 'DELIVERED', number> {
  const emergency = shareOf(REQUEST_TYPE_MIX, 'EMERGENCY');
  const post = shareOf(REQUEST_TYPE_MIX, 'POST_DISASTER');
  const of = (status: string) =>
    emergency * shareOf(EMERGENCY_STATUS_MIX, status) + post * shareOf(POST_DISASTER_STATUS_MIX, status);
  return { PENDING: of('PENDING'), REJECTED: of('REJECTED'), APPROVED: of('APPROVED'), DELIVERED: of('DELIVERED') };
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** A SQL CASE choosing a mix's value by a bucket expression uniformly spread over 0..99. */
export function caseByPercent(bucketSql: string, mix: Mix): string {
  assertMix(mix);
  let upTo = 0;
  const whens = mix.slice(0, -1).map((s) => `when ${bucketSql} < ${(upTo += s.percent)} then ${quote(s.value)}`);
  return `(case ${whens.join(' ')} else ${quote(mix[mix.length - 1]!.value)} end)`;
}
