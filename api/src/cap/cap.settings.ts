import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readPublicUrl } from '../core/config/config.js';
import { areaSettings, ConfigError, optionalText, text } from '../core/config/variables.js';

/** CAP 1.2 alerts and feeds (README "CAP alerts"): this area's part of the environment. */
export const capSettings = areaSettings({
  CAP_SENDER: text('alerts.lankarelief.lk'),
  CAP_SENDER_NAME: text('Disaster Management Centre, Sri Lanka'),
  CAP_CONTACT: text('DMC emergency hotline 117'),
  CAP_SIGNING_KEY_FILE: optionalText(),
  CAP_SIGNING_CERT_FILE: optionalText(),
});

export interface CapSettings {
  /** CAP `sender`: a domain-style id that, with the identifier, names a message uniquely. */
  sender: string;
  /** CAP `senderName` before the district ("…, Colombo district"). */
  senderName: string;
  /** CAP `contact`. */
  contact: string;
  /** The site's public address for the links in CAP and the feeds (PUBLIC_URL): never the request's Host. */
  publicUrl: string;
  /** Set (from CAP_SIGNING_KEY_FILE and CAP_SIGNING_CERT_FILE) and every CAP message carries an enveloped XML signature. */
  signing: CapSigning | null;
}

/** A PEM private key and the X.509 certificate (PEM) of its public key, published in the signature's KeyInfo. */
export interface CapSigning {
  privateKey: string;
  certificate: string;
}

/** Reads and checks the signing files at start: a missing file or a certificate of another key stops the server. */
function readCapSigning(keyFile: string | undefined, certificateFile: string | undefined): CapSigning | null {
  if (!keyFile && !certificateFile) return null;
  if (!keyFile || !certificateFile)
    throw new ConfigError('Configuration error: CAP_SIGNING_KEY_FILE and CAP_SIGNING_CERT_FILE must be set together');
  let signing: CapSigning;
  try {
    signing = { privateKey: readFileSync(keyFile, 'utf8'), certificate: readFileSync(certificateFile, 'utf8') };
  } catch (error) {
    throw new ConfigError(
      `Configuration error: CAP signing file unreadable (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  if (!new X509Certificate(signing.certificate).checkPrivateKey(createPrivateKey(signing.privateKey))) {
    throw new ConfigError('Configuration error: CAP_SIGNING_CERT_FILE is not the certificate of CAP_SIGNING_KEY_FILE');
  }
  return signing;
}

/** The CAP settings from the environment (defaults as in README "Settings"). */
export function readCapSettings(env: NodeJS.ProcessEnv = process.env): CapSettings {
  const e = capSettings.read(env);
  const signing = readCapSigning(e.CAP_SIGNING_KEY_FILE, e.CAP_SIGNING_CERT_FILE);
  return {
    sender: e.CAP_SENDER,
    senderName: e.CAP_SENDER_NAME,
    contact: e.CAP_CONTACT,
    publicUrl: readPublicUrl(env),
    signing,
  };
}
