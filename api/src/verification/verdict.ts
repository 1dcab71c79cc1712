import { Verdict } from './image.entity.js';
import type { Flag, OfflineResult } from './offline-analyzer.js';
import type { VisionAnswer } from './vision-provider.js';

/** The seed's thresholds. */
export const DEFAULT_MIN_CONFIDENCE = 70;
export const MIN_MATCH_SCORE = 70;
export const LOW_CONFIDENCE_BELOW = 60;

export const Recommendations = {
  authentic: 'Image appears legitimate. Safe to proceed with alert creation.',
  review: 'Manual review recommended before creating alert. Consider requesting additional evidence.',
};
export const VERIFICATION_FAILED = 'Verification failed. Please try again.';

export interface CheckResult {
  verdict: Verdict;
  confidence: number;
  matchScore: number | null;
  analysis: string;
  flags: Flag[];
  recommendation: string;
  provider: string;
}

const offlineText = (offline: OfflineResult) =>
  [
    ...offline.findings.map((f) => f.text),
    ...(offline.passed.length ? [`Checks passed: ${offline.passed.join(' ')}`] : []),
  ].join(' ');

/**
 * Combines the offline signals with the vision model's answer (D24). AUTHENTIC only when the model says so, its
 * confidence reaches the threshold, the match score (when assessed) reaches 70 and no offline signal fired; the
 * offline analyzer alone answers SUSPICIOUS when a signal fires and UNKNOWN otherwise. Never a random verdict.
 */
export function combine(
  offline: OfflineResult,
  vision: VisionAnswer | 'failed' | null,
  minConfidence = DEFAULT_MIN_CONFIDENCE,
  model = 'vision',
): CheckResult {
  const offlineFlags = [...new Set(offline.findings.map((f) => f.flag))];
  const offlineConfidence = offline.findings.reduce((max, f) => Math.max(max, f.strength), 0);
  const offlineVerdict = offline.findings.length ? Verdict.SUSPICIOUS : Verdict.UNKNOWN;
  if (vision === null || vision === 'failed') {
    const failed = vision === 'failed';
    const analysis =
      `${offlineText(offline)} Content not assessed${failed ? '' : ' (no vision provider configured)'}.`.trim();
    return {
      verdict: offlineVerdict,
      confidence: offlineConfidence,
      matchScore: null,
      analysis: failed ? `${VERIFICATION_FAILED} Offline analysis: ${analysis}` : analysis,
      flags: failed ? [...offlineFlags, 'verification_error'] : offlineFlags,
      recommendation: Recommendations.review,
      provider: failed ? 'offline (vision provider failed)' : 'offline',
    };
  }
  const flags = new Set<Flag>([...offlineFlags, ...vision.flags]);
  if (vision.confidence < LOW_CONFIDENCE_BELOW) flags.add('low_confidence');
  if (vision.matchScore !== null && vision.matchScore < MIN_MATCH_SCORE) flags.add('content_mismatch');
  const authentic =
    vision.isAuthentic === true &&
    vision.confidence >= minConfidence &&
    (vision.matchScore === null || vision.matchScore >= MIN_MATCH_SCORE) &&
    offline.findings.length === 0;
  const verdict = authentic
    ? Verdict.AUTHENTIC
    : vision.isAuthentic === false || offline.findings.length
      ? Verdict.SUSPICIOUS
      : Verdict.UNKNOWN;
  return {
    verdict,
    confidence: verdict === Verdict.SUSPICIOUS && vision.isAuthentic !== false ? offlineConfidence : vision.confidence,
    matchScore: vision.matchScore,
    analysis: [vision.analysis, offlineText(offline)].filter(Boolean).join(' '),
    flags: [...flags],
    recommendation: authentic ? Recommendations.authentic : Recommendations.review,
    provider: `${model} + offline`,
  };
}
