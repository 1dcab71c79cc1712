import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-LankaRelief-Signature';
export const TIMESTAMP_HEADER = 'X-LankaRelief-Timestamp';
export const DELIVERY_HEADER = 'X-LankaRelief-Delivery';
export const MSG_TYPE_HEADER = 'X-LankaRelief-Msg-Type';

/**
 * `sha256=<hex>`: HMAC-SHA256 with the receiver's secret over "<timestamp>.<body>". The timestamp (Unix seconds, also
 * sent in its own header) is inside the signed string, so a receiver that refuses old timestamps refuses replays.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does (README "Webhooks"): recompute and compare in constant time. */
export function verifyWebhookSignature(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(webhookSignature(secret, Number(timestamp), body));
  const given = Buffer.from(signature);
  return /^\d+$/u.test(timestamp) && expected.length === given.length && timingSafeEqual(expected, given);
}
