import { spawnSync } from 'node:child_process';
import { createHash, createVerify, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { describe, expect, it } from 'vitest';
import { AlertType, Severity } from '../alerts/alert.entity.js';
import { ConfigError } from '../core/config/variables.js';
import { readCapSettings } from './cap.settings.js';
import { capMessage, type CapAlertFacts } from './cap-message.js';
import { capXmlAsSent } from './cap-signature.js';
import { googleProfileProblems } from './cap-profile.js';
import { schemaFailures } from './cap-schema-check.js';

const keyFile = (name: string) => fileURLToPath(new URL(`./test-keys/${name}`, import.meta.url));
const signing = {
  privateKey: readFileSync(keyFile('cap-test.key'), 'utf8'),
  certificate: readFileSync(keyFile('cap-test.crt'), 'utf8'),
};
const settings = {
  sender: 'alerts.lankarelief.lk',
  senderName: 'Disaster Management Centre, Sri Lanka',
  contact: 'DMC emergency hotline 117',
  publicUrl: 'https://relief.example.lk',
  signing,
};
const facts: CapAlertFacts = {
  id: 7,
  type: AlertType.LANDSLIDE,
  customType: null,
  severity: Severity.HIGH,
  dsCode: 'LK1103',
  alsoDsCodes: [],
  issuedAt: new Date('2026-11-23T03:39:40Z'),
  expiresAt: new Date('2026-11-25T03:39:40Z'),
  resolvedAt: null,
  fromReport: true,
  texts: null,
};
const signed = (overrides: Partial<CapAlertFacts> = {}) =>
  capXmlAsSent(
    capMessage({ ...facts, ...overrides }, { settings, baseUrl: 'https://relief.example.lk' }).xml,
    settings,
  );
const DSIG = 'http://www.w3.org/2000/09/xmldsig#';

/** What a receiver does: checks the signature with the certificate it trusts (xml-crypto's verifier). */
function verifies(xml: string, certificate: string): boolean {
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  const signature = document.getElementsByTagNameNS(DSIG, 'Signature')[0];
  if (!signature) return false;
  const verifier = new SignedXml({ publicCert: certificate, getCertFromKeyInfo: () => null });
  verifier.loadSignature(signature);
  try {
    return verifier.checkSignature(xml);
  } catch {
    return false;
  }
}

/** Exclusive canonical XML by libxml2 (xmllint), not by the library that signed: an independent check. */
function exclusiveC14n(xml: string): Buffer {
  const run = spawnSync('xmllint', ['--exc-c14n', '-'], { input: xml });
  if (run.status !== 0) throw new Error(run.stderr.toString());
  return run.stdout;
}
const between = (xml: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`, 'u').exec(xml)?.[1] ?? '';

describe('CAP XML signature (enveloped, RSA-SHA256, exclusive c14n)', () => {
  it('signs the whole message as the last element of <alert>, which a receiver verifies with the certificate', () => {
    const xml = signed();
    expect(xml.trimEnd()).toMatch(/<\/Signature>\s*<\/alert>$/u);
    expect(xml).toContain('<Reference URI="">');
    expect(verifies(xml, signing.certificate)).toBe(true);
  });

  it("a signed message still validates against the CAP 1.2 schema and keeps Google's profile", () => {
    const messages = [signed(), signed({ resolvedAt: new Date('2026-11-23T06:00:00Z') })];
    expect(schemaFailures(messages)).toEqual([]);
    expect(messages.flatMap((xml) => googleProfileProblems(xml))).toEqual([]);
  });

  it("libxml2 agrees: the digest is of the message without its signature, the signature of SignedInfo by the certificate's key", () => {
    const xml = signed();
    const unsigned = xml.replace(/<Signature [\s\S]*<\/Signature>/u, '');
    expect(createHash('sha256').update(exclusiveC14n(unsigned)).digest('base64')).toBe(between(xml, 'DigestValue'));
    const signedInfo = /<SignedInfo>[\s\S]*<\/SignedInfo>/u
      .exec(xml)![0]
      .replace('<SignedInfo>', `<SignedInfo xmlns="${DSIG}">`);
    const key = new X509Certificate(signing.certificate).publicKey;
    expect(
      createVerify('RSA-SHA256')
        .update(exclusiveC14n(signedInfo))
        .verify(key, between(xml, 'SignatureValue'), 'base64'),
    ).toBe(true);
  });

  it("a changed word or another signer's certificate fails the check", () => {
    const xml = signed();
    expect(
      verifies(xml.replace('<severity>Severe</severity>', '<severity>Minor</severity>'), signing.certificate),
    ).toBe(false);
    expect(verifies(xml.replace('<msgType>Alert</msgType>', '<msgType>Cancel</msgType>'), signing.certificate)).toBe(
      false,
    );
    expect(verifies(xml, readFileSync(keyFile('other-test.crt'), 'utf8'))).toBe(false);
  });

  it('an unsigned configuration adds no signature', () => {
    const xml = capXmlAsSent(capMessage(facts, { settings, baseUrl: 'https://relief.example.lk' }).xml, {
      signing: null,
    });
    expect(xml).not.toContain('Signature');
  });
});

describe('signing settings', () => {
  it('reads the key and certificate files when both are set', () => {
    const read = readCapSettings({
      CAP_SIGNING_KEY_FILE: keyFile('cap-test.key'),
      CAP_SIGNING_CERT_FILE: keyFile('cap-test.crt'),
    });
    expect(read.signing).toEqual(signing);
    expect(readCapSettings({}).signing).toBeNull();
  });

  it('stops the server on one file alone, an unreadable file, or a certificate of another key', () => {
    expect(() => readCapSettings({ CAP_SIGNING_KEY_FILE: keyFile('cap-test.key') })).toThrow(ConfigError);
    expect(() =>
      readCapSettings({ CAP_SIGNING_KEY_FILE: keyFile('missing.key'), CAP_SIGNING_CERT_FILE: keyFile('cap-test.crt') }),
    ).toThrow(/unreadable/u);
    expect(() =>
      readCapSettings({
        CAP_SIGNING_KEY_FILE: keyFile('cap-test.key'),
        CAP_SIGNING_CERT_FILE: keyFile('other-test.crt'),
      }),
    ).toThrow(/not the certificate/u);
  });
});
