/**
 * The schema linter's ratchet: schema/lint-baseline.json lists the findings accepted for now, per rule. A finding
 * not in it fails the check; a fixed one may be dropped from it (`--lower-baseline`), never a new one added, so the
 * count only goes down until the baseline is empty and the linter demands zero findings.
 */
import type { Finding } from './lint.js';

/** Accepted findings' messages, per rule. */
export type Baseline = Record<string, string[]>;

export interface RatchetResult {
  /** Findings that the baseline does not accept: each fails the check. */
  fresh: Finding[];
  /** Accepted findings that are gone: the baseline can be lowered by this many. */
  fixed: number;
}

const key = (rule: string, message: string) => `${rule}\u0000${message}`;

function counts(baseline: Baseline): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const [rule, messages] of Object.entries(baseline)) {
    for (const message of messages) accepted.set(key(rule, message), (accepted.get(key(rule, message)) ?? 0) + 1);
  }
  return accepted;
}

export function baselineSize(baseline: Baseline): number {
  return Object.values(baseline).reduce((total, messages) => total + messages.length, 0);
}

export function applyRatchet(findings: Finding[], baseline: Baseline): RatchetResult {
  const accepted = counts(baseline);
  const fresh: Finding[] = [];
  for (const finding of findings) {
    const left = accepted.get(key(finding.rule, finding.message)) ?? 0;
    if (left > 0) accepted.set(key(finding.rule, finding.message), left - 1);
    else fresh.push(finding);
  }
  return { fresh, fixed: [...accepted.values()].reduce((total, left) => total + left, 0) };
}

/** The baseline without the findings that are fixed; findings it did not accept stay out. */
export function lowerBaseline(findings: Finding[], baseline: Baseline): Baseline {
  const accepted = counts(baseline);
  const lowered: Baseline = {};
  for (const finding of findings) {
    const left = accepted.get(key(finding.rule, finding.message)) ?? 0;
    if (left === 0) continue;
    accepted.set(key(finding.rule, finding.message), left - 1);
    (lowered[finding.rule] ??= []).push(finding.message);
  }
  return lowered;
}
