import { useState } from 'react';
import { newIdempotencyKey } from '../errors';

/**
 * A form's idempotency key: the same for every try of one submission (a post sent twice makes one record), a new one
 * once it is accepted (`renew`), for the next.
 */
export function useIdempotencyKey(): { key: string; renew(): void } {
  const [key, setKey] = useState(newIdempotencyKey);
  return { key, renew: () => setKey(newIdempotencyKey()) };
}
