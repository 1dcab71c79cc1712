import { SignedXml } from 'xml-crypto';
import type { CapSettings, CapSigning } from './cap.settings.js';

const EXCLUSIVE_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

/**
 * The message with an enveloped XML signature over the whole document, last in `<alert>` where CAP 1.2 allows
 * xmldsig elements. The reference is URI="" (the document), not an Id: CAP's schema has no Id attribute to point at.
 */
export function signedCapXml(xml: string, signing: CapSigning): string {
  const signature = new SignedXml({
    privateKey: signing.privateKey,
    publicCert: signing.certificate,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXCLUSIVE_C14N,
  });
  signature.addReference({
    xpath: '/*',
    isEmptyUri: true,
    transforms: [ENVELOPED, EXCLUSIVE_C14N],
    digestAlgorithm: SHA256,
  });
  signature.computeSignature(xml, { location: { reference: '/*', action: 'append' } });
  return signature.getSignedXml();
}

/**
 * The message as it leaves the server (its URL, a webhook POST): signed when a key is configured. Only there: the
 * feeds and pages build many messages and never send their XML, so they never pay for a signature.
 */
export const capXmlAsSent = (xml: string, settings: Pick<CapSettings, 'signing'>): string =>
  settings.signing ? signedCapXml(xml, settings.signing) : xml;
