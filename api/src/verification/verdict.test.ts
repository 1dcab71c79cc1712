import { describe, expect, it } from 'vitest';
import type { OfflineResult } from './offline-analyzer.js';
import { combine, Recommendations } from './verdict.js';
import { readVisionReply, type VisionAnswer } from './vision-provider.js';

const clean: OfflineResult = { findings: [], passed: ['Camera metadata present.'] };
const reused: OfflineResult = {
  findings: [{ flag: 'image_reused', strength: 90, text: 'The same photo was attached to earlier report #4.' }],
  passed: [],
};
const model = (v: Partial<VisionAnswer>): VisionAnswer => ({
  isAuthentic: true,
  confidence: 90,
  matchScore: 80,
  analysis: 'ok',
  flags: [],
  recommendations: null,
  ...v,
});

describe('verdict rules (D24, seed thresholds)', () => {
  it('never says AUTHENTIC without a vision model: SUSPICIOUS when a signal fires, UNKNOWN otherwise', () => {
    expect(combine(clean, null).verdict).toBe('UNKNOWN');
    expect(combine(reused, null)).toMatchObject({
      verdict: 'SUSPICIOUS',
      confidence: 90,
      flags: ['image_reused'],
      provider: 'offline',
    });
  });

  it('says AUTHENTIC only when the model says so, confidence reaches the threshold and the match score 70', () => {
    expect(combine(clean, model({}), 70)).toMatchObject({
      verdict: 'AUTHENTIC',
      recommendation: Recommendations.authentic,
    });
    expect(combine(clean, model({ confidence: 65 }), 70).verdict).toBe('UNKNOWN');
    expect(combine(clean, model({ confidence: 65 }), 60).verdict).toBe('AUTHENTIC');
    expect(combine(clean, model({ matchScore: 69 }), 60).flags).toContain('content_mismatch');
    expect(combine(clean, model({ matchScore: null }), 60).verdict).toBe('AUTHENTIC');
  });

  it('lets an offline signal overrule the model', () => {
    expect(combine(reused, model({}), 60)).toMatchObject({ verdict: 'SUSPICIOUS', flags: ['image_reused'] });
  });

  it('flags low_confidence below 60 and answers SUSPICIOUS when the model says not authentic', () => {
    expect(combine(clean, model({ isAuthentic: false, confidence: 55 }), 60)).toMatchObject({
      verdict: 'SUSPICIOUS',
      flags: ['low_confidence'],
    });
  });

  it("on a provider failure answers the offline result with verification_error and the seed's failure text", () => {
    const result = combine(clean, 'failed');
    expect(result.flags).toEqual(['verification_error']);
    expect(result.analysis.startsWith('Verification failed. Please try again.')).toBe(true);
  });
});

describe("reading the model's reply", () => {
  it('reads JSON, also inside a code fence, with confidence as a fraction or a percentage', () => {
    expect(
      readVisionReply(
        '```json\n{"isAuthentic": true, "confidence": 0.8, "matchScore": 75, "analysis": "fine", "flags": ["low_quality", "made_up"]}\n```',
      ),
    ).toMatchObject({
      isAuthentic: true,
      confidence: 80,
      matchScore: 75,
      flags: ['low_quality'],
    });
  });

  it('scores prose by its words', () => {
    expect(readVisionReply('This looks authentic and genuine.').isAuthentic).toBe(true);
    expect(readVisionReply('Clearly fake, probably generated.').isAuthentic).toBe(false);
    expect(readVisionReply('I cannot tell.')).toMatchObject({ isAuthentic: null, confidence: 0 });
  });
});
