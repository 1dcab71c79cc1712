import { describe, expect, it } from 'vitest';
import { smsSize } from '../../../shared/sms-parts.js';
import { replyKeys, replyText, requestStateText } from './sms-replies.js';

const usual = { ref: 12345, contact: '0112345678', place: 'Kolonnawa', state: 'delivered' };

describe('SMS replies', () => {
  it.each(['en', 'si', 'ta'] as const)(
    'in %s: every reply is written, filled and fits one part with usual values',
    (language) => {
      for (const key of replyKeys()) {
        const text = replyText(language, key, { ...usual, state: requestStateText(language, 'DELIVERED') });
        expect(text).not.toMatch(/\{\w+\}/);
        expect(smsSize(text).parts, `${language} ${key}: ${text}`).toBe(1);
      }
    },
  );

  it('is in the script of its language (UCS-2 for Sinhala and Tamil, GSM-7 for English)', () => {
    expect(smsSize(replyText('en', 'TRIAGE')).encoding).toBe('GSM7');
    expect(smsSize(replyText('si', 'TRIAGE')).encoding).toBe('UCS2');
    expect(replyText('ta', 'TRIAGE')).toContain('117');
  });
});
