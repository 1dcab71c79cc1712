import { describe, expect, it } from 'vitest';
import { officerTexts } from '../alerts/alert-texts.js';
import { AlertType, Severity } from '../alerts/alert.entity.js';
import { otherLanguages } from './alert-page.js';
import { capMessage, type CapAlertFacts } from './cap-message.js';
import { googleProfileProblems } from './cap-profile.js';
import { schemaFailures } from './cap-schema-check.js';
import { INSTRUCTIONS } from './cap-texts.js';

const settings = {
  signing: null,
  sender: 'alerts.lankarelief.lk',
  senderName: 'Disaster Management Centre, Sri Lanka',
  contact: 'DMC emergency hotline 117',
  publicUrl: 'https://relief.example.lk',
};
const options = { settings, baseUrl: 'https://relief.example.lk' };
const ISSUED = new Date('2026-11-23T03:39:40.123Z');
const SI_HEADLINE = 'කැලණි ගඟ උතුරා යයි: ගංවතුර අවදානම';
const SI_INSTRUCTION = 'දැන්ම පන්සලේ කඳවුරට යන්න.';
const TA_HEADLINE = 'களனி ஆறு பெருக்கெடுக்கிறது';
const alert = (overrides: Partial<CapAlertFacts> = {}): CapAlertFacts => ({
  id: 7,
  type: AlertType.FLOOD,
  customType: null,
  severity: Severity.HIGH,
  dsCode: 'LK1103',
  alsoDsCodes: [],
  issuedAt: ISSUED,
  expiresAt: new Date(ISSUED.getTime() + 48 * 3_600_000),
  resolvedAt: null,
  fromReport: false,
  texts: { si: { headline: SI_HEADLINE, instruction: SI_INSTRUCTION }, ta: { headline: TA_HEADLINE } },
  ...overrides,
});
const infoOf = (xml: string, tag: string) =>
  xml.split('<info>').find((info) => info.includes(`<language>${tag}</language>`))!;

describe("the officer's own texts per language", () => {
  it('keeps only what was written: trimmed, blanks dropped, null when nothing', () => {
    expect(
      officerTexts({ en: { headline: '  ', instruction: null }, si: { headline: ` ${SI_HEADLINE} ` }, ta: null }),
    ).toEqual({ si: { headline: SI_HEADLINE } });
    expect(officerTexts({ en: { headline: '', instruction: '' } })).toBeNull();
    expect(officerTexts(undefined)).toBeNull();
  });

  it('replace the generated headline and instruction in their language only, in the CAP <info>', () => {
    const message = capMessage(alert(), options);
    const si = infoOf(message.xml, 'si-LK');
    const ta = infoOf(message.xml, 'ta-LK');
    const en = infoOf(message.xml, 'en-LK');
    expect(si).toContain(`<headline>${SI_HEADLINE}</headline>`);
    expect(si).toContain(`<instruction>${SI_INSTRUCTION}</instruction>`);
    expect(ta).toContain(`<headline>${TA_HEADLINE}</headline>`);
    expect(ta).toContain(`<instruction>${INSTRUCTIONS.FLOOD.ta}</instruction>`);
    expect(en).toContain('<headline>Flood warning (High) for');
    expect(en).toContain(`<instruction>${INSTRUCTIONS.FLOOD.en}</instruction>`);
    expect(message.headline.si).toBe(SI_HEADLINE);
    expect(message.instruction.si).toBe(SI_INSTRUCTION);
  });

  it('lead the SMS of their language', () => {
    const { sms } = capMessage(alert(), options);
    expect(sms.si.text.startsWith(SI_HEADLINE)).toBe(true);
    expect(sms.ta.text.startsWith(TA_HEADLINE)).toBe(true);
    expect(sms.en.text.startsWith('DMC Flood warning (High)')).toBe(true);
  });

  it('give way to the ended texts once the alert is resolved', () => {
    const message = capMessage(alert({ resolvedAt: new Date(ISSUED.getTime() + 3_600_000) }), options);
    const si = infoOf(message.xml, 'si-LK');
    expect(si).not.toContain(`<headline>${SI_HEADLINE}</headline>`);
    expect(si).not.toContain(`<instruction>${SI_INSTRUCTION}</instruction>`);
    expect(message.headline.si).toContain('අවසන්');
  });

  it("keep the message valid CAP 1.2 and within Google's profile, even at the longest headline allowed", () => {
    const longest = {
      en: {
        headline: `${'Flood & <river> rising '.repeat(6)}`.slice(0, 140),
        instruction: 'Go to the temple on the hill now.',
      },
    };
    const messages = [
      capMessage(alert(), options),
      capMessage(alert({ texts: longest }), options),
      capMessage(alert({ resolvedAt: new Date(ISSUED.getTime() + 60_000) }), options),
    ];
    expect(schemaFailures(messages.map((m) => m.xml))).toEqual([]);
    expect(messages.flatMap((m) => googleProfileProblems(m.xml))).toEqual([]);
  });
});

describe("the alert page's other languages", () => {
  it("show each other language's headline and instruction one tap away, marked with its language, with a link to the page in it", () => {
    const message = capMessage(alert(), options);
    const html = otherLanguages(7, message, 'si');
    expect(html.match(/<details lang="(\w+)">/gu)).toEqual(['<details lang="en">', '<details lang="ta">']);
    expect(html).toContain(TA_HEADLINE);
    expect(html).toContain('href="/alerts/7?lang=ta" hreflang="ta"');
    expect(html).not.toContain(SI_HEADLINE);
    expect(html).toContain('<h2>වෙනත් භාෂාවලින්</h2>');
  });
});
