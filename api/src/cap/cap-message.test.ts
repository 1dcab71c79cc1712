import { describe, expect, it } from 'vitest';
import { alertExpiry } from '../../../shared/alert-expiry.js';
import { AlertType, Severity } from '../alerts/alert.entity.js';
import { geographyData } from '../geography/geography.data.js';
import { capAreaOf, selfIntersects } from './cap-area.js';
import { CAP_LANGUAGES, TYPE_MAPPING } from './cap-mapping.js';
import { capMessage, capTime, type CapAlertFacts } from './cap-message.js';
import { googleProfileProblems } from './cap-profile.js';
import { schemaFailures } from './cap-schema-check.js';
import { measuredSms } from './sms-phrasings.js';

const settings = {
  signing: null,
  sender: 'alerts.lankarelief.lk',
  senderName: 'Disaster Management Centre, Sri Lanka',
  contact: 'DMC emergency hotline 117',
  publicUrl: 'https://relief.example.lk',
};
const options = { settings, baseUrl: 'https://relief.example.lk' };
const ISSUED = new Date('2026-11-23T03:39:40.123Z');
const alert = (overrides: Partial<CapAlertFacts> = {}): CapAlertFacts => ({
  id: 12,
  type: AlertType.FLOOD,
  customType: null,
  severity: Severity.HIGH,
  dsCode: 'LK1103',
  alsoDsCodes: [],
  issuedAt: ISSUED,
  resolvedAt: null,
  fromReport: true,
  texts: null,
  expiresAt: alertExpiry(overrides.type ?? AlertType.FLOOD, ISSUED),
  ...overrides,
});
const DS_CODES = geographyData().dsDivisions.map((d) => d.code);
const COLOMBO_DS = geographyData()
  .dsDivisions.filter((d) => d.districtCode === 'LK11')
  .map((d) => d.code);
const TYPES = Object.values(AlertType);
const SEVERITIES = Object.values(Severity);

/** One message per DS (types and severities rotating, every other one resolved), plus every type × severity in one DS. */
const MESSAGES = [
  ...DS_CODES.map((dsCode, i) =>
    capMessage(
      alert({
        id: i + 1,
        dsCode,
        type: TYPES[i % TYPES.length]!,
        severity: SEVERITIES[i % 3]!,
        customType: i % TYPES.length === 5 ? 'Wild elephants & <crossing> near the tank bund' : null,
        resolvedAt: i % 2 ? new Date(ISSUED.getTime() + 3_600_000) : null,
        fromReport: i % 3 === 0,
      }),
      options,
    ),
  ),
  ...TYPES.flatMap((type) =>
    SEVERITIES.map((severity) =>
      capMessage(alert({ type, severity, customType: type === 'OTHER' ? 'Tsunami' : null }), options),
    ),
  ),
  // Alerts covering several DS divisions of Colombo district, up to all thirteen, as Alert and Cancel.
  ...[2, 3, 13].flatMap((count) =>
    [null, new Date(ISSUED.getTime() + 3_600_000)].map((resolvedAt) =>
      capMessage(
        alert({
          dsCode: 'LK1106',
          alsoDsCodes: COLOMBO_DS.filter((code) => code !== 'LK1106').slice(0, count - 1),
          resolvedAt,
        }),
        options,
      ),
    ),
  ),
];

describe('CAP 1.2 messages', () => {
  it('every message validates against the OASIS CAP 1.2 schema (xmllint)', () => {
    expect(schemaFailures(MESSAGES.map((m) => m.xml))).toEqual([]);
  });

  it('the schema check catches an invalid message', () => {
    const broken = MESSAGES[0]!.xml.replace('<status>Actual</status>', '<status>Live</status>');
    expect(schemaFailures([broken])).toHaveLength(1);
  });

  it("every message keeps Google Public Alerts' profile: no error rule and no onboarding limit broken", () => {
    const problems = MESSAGES.map((m) => ({ id: m.identifier, problems: googleProfileProblems(m.xml) })).filter(
      (p) => p.problems.length,
    );
    expect(problems).toEqual([]);
  });

  it('the profile check names the rules a bad message breaks', () => {
    const bad = MESSAGES[1]!.xml
      .replace(/<references>[^<]*<\/references>/u, '')
      .replace('<urgency>Past</urgency>', '<urgency>Unknown</urgency>')
      .replace(/<web>[^<]*<\/web>/u, '')
      .replace('+05:30</sent>', '+00:00</sent>');
    expect(googleProfileProblems(bad)).toEqual(
      expect.arrayContaining([
        'UPDATE_OR_CANCEL_MUST_REFERENCE',
        'URGENCY_IS_REQUIRED',
        'WEB_IS_REQUIRED',
        'TIMES_IN_LOCAL_OFFSET',
      ]),
    );
  });

  it('an ongoing alert is an Alert; a resolved one a Cancel that references it (sender,identifier,sent)', () => {
    const ongoing = capMessage(alert(), options);
    const resolved = capMessage(alert({ resolvedAt: new Date(ISSUED.getTime() + 7_200_000) }), options);
    expect(ongoing.xml).toContain('<msgType>Alert</msgType>');
    expect(ongoing.identifier).toBe('urn:cap:alerts.lankarelief.lk:alert-12');
    expect(resolved.xml).toContain('<msgType>Cancel</msgType>');
    expect(resolved.identifier).not.toBe(ongoing.identifier);
    expect(resolved.xml).toContain(
      `<references>alerts.lankarelief.lk,${ongoing.identifier},2026-11-23T09:09:40+05:30</references>`,
    );
  });

  it('an alert covering several DS divisions has one <area> per DS in every language, and names them in its texts', () => {
    const { xml, headline, sms } = capMessage(alert({ dsCode: 'LK1106', alsoDsCodes: ['LK1109', 'LK1112'] }), options);
    for (const info of xml.split('<info>').slice(1)) {
      expect(
        [...info.matchAll(/<valueName>OCHA_PCODE<\/valueName>\s*<value>(LK\d+)<\/value>/gu)].map((m) => m[1]),
      ).toEqual(['LK1106', 'LK1109', 'LK1112']);
    }
    expect(xml).toContain('<areaDesc>Kaduwela, Colombo</areaDesc>');
    expect(headline.en).toContain('Kolonnawa, Kaduwela, Homagama');
    const many = capMessage(
      alert({ dsCode: 'LK1106', alsoDsCodes: COLOMBO_DS.filter((code) => code !== 'LK1106') }),
      options,
    );
    expect(many.headline.en).toContain('Kolonnawa, Colombo +11');
    expect(many.xml.match(/<area>/gu)).toHaveLength(3 * 13);
    for (const text of [...Object.values(sms), ...Object.values(many.sms)]) expect(text.parts).toBeLessThanOrEqual(2);
  });

  it('writes times in Sri Lanka time, whole seconds, never Z; expiry by type', () => {
    expect(capTime(ISSUED)).toBe('2026-11-23T09:09:40+05:30');
    const fire = capMessage(alert({ type: AlertType.FIRE }), options);
    expect(fire.xml).toContain('<expires>2026-11-23T21:09:40+05:30</expires>');
    expect(fire.xml).not.toMatch(/\d\dZ</u);
  });

  it('an expiry the officer chose stands in the Alert; a Cancel ends 24 hours after resolving', () => {
    const chosen = capMessage(alert({ expiresAt: new Date(ISSUED.getTime() + 6 * 3_600_000) }), options);
    expect(chosen.xml.match(/<expires>[^<]+<\/expires>/gu)).toEqual(
      Array(3).fill('<expires>2026-11-23T15:09:40+05:30</expires>'),
    );
    const cancel = capMessage(
      alert({
        expiresAt: new Date(ISSUED.getTime() + 6 * 3_600_000),
        resolvedAt: new Date(ISSUED.getTime() + 3_600_000),
      }),
      options,
    );
    expect(cancel.xml).toContain('<expires>2026-11-24T10:09:40+05:30</expires>');
  });

  it('carries one info per language with the same category, the mapped severity and certainty', () => {
    const { xml } = capMessage(
      alert({ type: AlertType.LANDSLIDE, severity: Severity.MEDIUM, fromReport: false }),
      options,
    );
    expect(xml.match(/<language>[^<]+<\/language>/gu)).toEqual([
      '<language>en-LK</language>',
      '<language>si-LK</language>',
      '<language>ta-LK</language>',
    ]);
    expect(xml.match(/<category>Geo<\/category>/gu)).toHaveLength(3);
    expect(xml).toContain('<event>නායයෑම</event>');
    expect(xml.match(/<severity>Moderate<\/severity>/gu)).toHaveLength(3);
    expect(xml.match(/<certainty>Likely<\/certainty>/gu)).toHaveLength(3);
    expect(xml).toContain('<value>LK1103</value>');
    expect(xml).toContain('<web>https://relief.example.lk/alerts/12?lang=si</web>');
  });

  it('every DS has a CAP area: closed rings of at least 4 points, not self-intersecting, at most 6 decimals, a sensible size', () => {
    const sizes = DS_CODES.map((code) => {
      const area = capAreaOf(code)!;
      expect(area.rings.length).toBeGreaterThan(0);
      for (const ring of area.rings) {
        expect(ring.length).toBeGreaterThanOrEqual(4);
        expect(ring[0]).toEqual(ring[ring.length - 1]);
        expect(selfIntersects(ring.map(([lat, lng]) => [lng, lat]))).toBe(false);
        expect(ring.flat().every((n) => Number(n.toFixed(6)) === n)).toBe(true);
      }
      return area.rings.reduce((n, r) => n + r.length, 0);
    });
    expect(Math.max(...sizes)).toBeLessThanOrEqual(400);
  });

  it('finds a crossing ring self-intersecting and a simple one not', () => {
    expect(
      selfIntersects([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
        [0, 0],
      ]),
    ).toBe(true);
    expect(
      selfIntersects([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
        [0, 0],
      ]),
    ).toBe(false);
  });

  it('every type has a category and event names under 35 characters in every language', () => {
    for (const type of TYPES)
      for (const language of CAP_LANGUAGES) expect(TYPE_MAPPING[type].event[language].length).toBeLessThan(35);
  });
});

describe('SMS texts', () => {
  it('fit one SMS in every DS and language: 160 GSM-7 characters in English, 70 UCS-2 in Sinhala and Tamil, else documented parts', () => {
    for (const m of MESSAGES) {
      expect(m.sms.en.encoding).toBe('GSM-7');
      expect(m.sms.en.length).toBeLessThanOrEqual(160);
      for (const language of ['si', 'ta'] as const) {
        const sms = m.sms[language];
        expect(sms.encoding).toBe('UCS-2');
        expect(sms.parts).toBe(sms.length <= 70 ? 1 : Math.ceil(sms.length / 67));
        expect(sms.parts).toBeLessThanOrEqual(2);
      }
    }
  });

  it('the SMS text is in the CAP message as a parameter', () => {
    const m = MESSAGES[0]!;
    expect(m.xml).toContain(`<valueName>SMS</valueName>`);
    expect(m.xml).toContain(m.sms.en.text);
  });

  it("a Cancel's SMS says in every language that the alert has ended, never the warning or the officer's words", () => {
    const texts = { en: { headline: 'Kelani river overflowing at Kaduwela', instruction: 'Go to the temple hall.' } };
    const live = capMessage(alert({ texts }), options);
    const cancel = capMessage(alert({ texts, resolvedAt: new Date(ISSUED.getTime() + 3_600_000) }), options);
    for (const language of CAP_LANGUAGES) {
      expect(cancel.sms[language].text, language).toContain(cancel.headline[language]);
      expect(cancel.sms[language].text, language).not.toContain(live.sms[language].text);
      expect(cancel.xml).toContain(`<value>${cancel.sms[language].text}</value>`);
    }
    expect(cancel.sms.en.text).toBe(
      'Flood warning for Colombo DS division has ended. The danger has passed. Follow local officers for any further notices.',
    );
    expect(cancel.xml).not.toContain('Kelani');
  });

  it('counts GSM-7 extension characters twice and switches to UCS-2 for other scripts', () => {
    expect(measuredSms('a€').length).toBe(3);
    expect(measuredSms('x'.repeat(161)).parts).toBe(2);
    expect(measuredSms('ගංවතුර').encoding).toBe('UCS-2');
    expect(measuredSms('ග'.repeat(71)).parts).toBe(2);
  });
});
