import { describe, expect, it } from 'vitest';
import { smsSize } from '../../../shared/sms-parts.js';
import { AlertType, Severity } from '../alerts/alert.entity.js';
import { geographyData } from '../geography/geography.data.js';
import { alertFactsFor, capAreasOf, smsTexts } from './cap-message.js';
import type { AlertFacts } from './cap-texts.js';

/** The Sinhala and Tamil alert SMS as they were before they carried the sender and the district: their budget. */
const BEFORE: Record<'si' | 'ta', (f: AlertFacts) => string> = {
  si: (f) => `${f.event} අවදානම (${f.severity}): ${f.ds}.`,
  ta: (f) => `${f.event} எச்சரிக்கை (${f.severity}): ${f.ds}.`,
};

const ISSUED = new Date('2026-11-23T03:39:40Z');
const LONG_OWN_TYPE = 'Wild elephants & <crossing> near the tank bund';
const alert = (type: AlertType, severity: Severity) => ({
  type,
  severity,
  customType: type === AlertType.OTHER ? LONG_OWN_TYPE : null,
  issuedAt: ISSUED,
});

const geography = geographyData();
/** Every DS alone, and the first three DS of each district together. */
const AREAS = [
  ...geography.dsDivisions.map((ds) => [ds.code]),
  ...geography.districts.map((d) =>
    geography.dsDivisions
      .filter((ds) => ds.districtCode === d.code)
      .map((ds) => ds.code)
      .slice(0, 3),
  ),
];

describe('Sinhala and Tamil alert SMS', () => {
  it('name the sender and fit the parts they took before, in every DS, type and severity', () => {
    const over: string[] = [];
    for (const codes of AREAS)
      for (const type of Object.values(AlertType))
        for (const severity of Object.values(Severity)) {
          const sms = smsTexts(alert(type, severity), capAreasOf(codes));
          for (const language of ['si', 'ta'] as const) {
            const before = smsSize(BEFORE[language](alertFactsFor(alert(type, severity), codes, language, ISSUED)));
            expect(sms[language].text.startsWith('DMC: ')).toBe(true);
            if (sms[language].parts > before.parts)
              over.push(`${language} ${codes.join('+')} ${type}: ${sms[language].text}`);
          }
        }
    expect(over).toEqual([]);
  });

  it('carry the district as the English does, with the compound form of the event', () => {
    const sms = smsTexts(alert(AlertType.FLOOD, Severity.HIGH), capAreasOf(['LK1106']));
    expect(sms.en.text).toBe('DMC Flood warning (High): Kolonnawa, Colombo. Move to higher ground now.');
    expect(sms.si.text).toBe('DMC: ගංවතුර අනතුරු ඇඟවීම (ඉහළ): කොලොන්නාව, කොළඹ. උස් බිමකට යන්න.');
    expect(sms.ta.text).toBe('DMC: வெள்ள எச்சரிக்கை (உயர்): கொலன்னாவை, கொழும்பு.');
  });

  it('drop the district, then the end of a long DS name, never the sender', () => {
    const flood = smsTexts(alert(AlertType.FLOOD, Severity.HIGH), capAreasOf(['LK4109']));
    expect(flood.ta.text).toBe('DMC: வெள்ள எச்சரிக்கை (உயர்): வலிகாமம் தென்மேற்கு (சண்டிலிப்பாய்).');
    const landslide = smsTexts(alert(AlertType.LANDSLIDE, Severity.MEDIUM), capAreasOf(['LK4109']));
    expect(landslide.ta.text).toBe('DMC: மண்சரிவு எச்சரிக்கை (நடுத்தரம்): வலிகாமம் தென்மேற்கு (சண்டிலிப்….');
    expect(landslide.ta.parts).toBe(1);
  });

  it('name the first DS and count the others before cutting a name short', () => {
    const sms = smsTexts(alert(AlertType.LANDSLIDE, Severity.MEDIUM), capAreasOf(['LK2303', 'LK2306', 'LK2309']));
    expect(sms.si.text).toBe('DMC: නායයෑම් අනතුරු ඇඟවීම (මධ්‍යම): කොත්මලේ නැගෙනහිර +2.');
    expect(sms.ta.text).toBe('DMC: மண்சரிவு எச்சரிக்கை (நடுத்தரம்): கொத்மலை கிழக்கு +2.');
  });
});
