import { createHmac, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of two signatures as sent (a length mismatch is simply false). */
export function sameSignature(expected: string, sent: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const hmacHex = (algorithm: 'sha256', secret: string, data: string | Buffer): string =>
  createHmac(algorithm, secret).update(data).digest('hex');

/**
 * Twilio's X-Twilio-Signature: HMAC-SHA1 keyed with the auth token over the full URL followed by every POST
 * parameter's name and value, sorted by name (values of a repeated name sorted too), base64.
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: URLSearchParams | Record<string, string>,
): string {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  const data = entries
    .sort(([ka, va], [kb, vb]) => (ka === kb ? (va < vb ? -1 : va > vb ? 1 : 0) : ka < kb ? -1 : 1))
    .reduce((text, [key, value]) => text + key + value, url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

/** Our own scheme (Ideamart-style and generic webhooks): hex HMAC-SHA256 of `<timestamp>.<raw body>`. */
export const LR_TIMESTAMP_HEADER = 'x-lr-timestamp';
export const LR_SIGNATURE_HEADER = 'x-lr-signature';
export const lrSignature = (secret: string, timestamp: string, body: string | Buffer): string =>
  `sha256=${hmacHex('sha256', secret, Buffer.concat([Buffer.from(`${timestamp}.`), Buffer.from(body)]))}`;

/** SMS Gateway for Android: hex HMAC-SHA256 of the raw body followed by the X-Timestamp value. */
export const androidSignature = (secret: string, timestamp: string, body: string | Buffer): string =>
  hmacHex('sha256', secret, Buffer.concat([Buffer.from(body), Buffer.from(timestamp)]));
