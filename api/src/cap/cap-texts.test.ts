import { describe, expect, it } from 'vitest';
import { AlertType, Severity } from '../alerts/alert.entity.js';
import { alertFactsFor } from './cap-message.js';
import { PHRASES } from './cap-texts.js';

const ISSUED = new Date('2026-11-23T03:39:40Z');
const facts = (type: AlertType, language: 'en' | 'si' | 'ta') =>
  alertFactsFor({ type, severity: Severity.HIGH, customType: null }, ['LK1106'], language, ISSUED);

describe('Sinhala and Tamil alert texts', () => {
  it('put the hazard before "warning" in its compound form', () => {
    expect(PHRASES.ta.headline(facts(AlertType.FLOOD, 'ta'))).toBe(
      'கொழும்பு மாவட்டம், கொலன்னாவை பிரதேச செயலகப் பிரிவுக்கு வெள்ள எச்சரிக்கை (உயர்)',
    );
    expect(PHRASES.si.headline(facts(AlertType.LANDSLIDE, 'si'))).toBe(
      'කොළඹ දිස්ත්‍රික්කයේ කොලොන්නාව ප්‍රාදේශීය ලේකම් කොට්ඨාසයට නායයෑම් අනතුරු ඇඟවීමක් (ඉහළ)',
    );
    expect(PHRASES.si.endedHeadline(facts(AlertType.FIRE, 'si'))).toContain(' ගිනි අනතුරු ඇඟවීම ');
    expect(PHRASES.si.sms(facts(AlertType.CYCLONE, 'si'))).toContain(' සුළි කුණාටු අනතුරු ඇඟවීම ');
  });

  it('give the severity in the Tamil description as a fact, not as a noun before an adjective', () => {
    expect(PHRASES.ta.description(facts(AlertType.FLOOD, 'ta'))).toBe(
      'அனர்த்த முகாமைத்துவ நிலையம் 23/11/2026, 09:09 மணிக்கு (இலங்கை நேரம்) கொழும்பு மாவட்டத்தின் கொலன்னாவை பிரதேச செயலகப் பிரிவுக்கு வெள்ள எச்சரிக்கையை (தீவிரம்: உயர்) வெளியிட்டது.',
    );
  });

  it('write the time in digits in Sinhala and Tamil (no English month name), and as "23 Nov 2026" in English', () => {
    expect(PHRASES.si.description(facts(AlertType.FLOOD, 'si'))).toContain('23/11/2026, 09:09 ට');
    expect(PHRASES.en.description(facts(AlertType.FLOOD, 'en'))).toContain('at 23 Nov 2026, 09:09 (Sri Lanka time)');
    for (const language of ['si', 'ta'] as const)
      expect(PHRASES[language].description(facts(AlertType.FLOOD, language))).not.toMatch(/[A-Z][a-z]{2} \d{4}/);
  });
});
