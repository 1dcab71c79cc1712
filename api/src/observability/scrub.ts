/** Sri Lankan phone numbers: 0XXXXXXXXX, 94XXXXXXXXX, +94XXXXXXXXX (spaces or dashes allowed between groups). */
const PHONE = /(?<![\w+])(?:\+?94|0)[\s-]?\d{2}[\s-]?\d{3}[\s-]?\d{4}(?!\d)/g;
/** NIC numbers: nine digits and V or X (old), twelve digits starting with the birth year (new). */
const OLD_NIC = /(?<![\w])\d{9}[VvXx](?!\w)/g;
const NEW_NIC = /(?<![\w])(?:19|20)\d{10}(?!\w)/g;
const BEARER = /Bearer\s+[\w.~+/=-]+/gi;
const IMAGE_DATA = /data:image\/[\w.+-]+;base64,[A-Za-z0-9+/=]+/g;
/** Long base64 runs: photo bytes or tokens, never useful in a log line. */
const LONG_BASE64 = /[A-Za-z0-9+/_-]{120,}={0,2}/g;

/** The last guard before a log line is written: personal data and secrets a message or error text may carry. */
export function scrubPersonalData(line: string): string {
  return line
    .replace(IMAGE_DATA, '[photo]')
    .replace(LONG_BASE64, '[binary]')
    .replace(BEARER, 'Bearer [redacted]')
    .replace(OLD_NIC, '[nic]')
    .replace(NEW_NIC, '[nic]')
    .replace(PHONE, '[phone]');
}
