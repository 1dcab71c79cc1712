/**
 * One database load per event and API instance, however many subscribers hear it: each event carries a unique
 * eventId (kept in its outbox row, so a replay to a resuming client has the same one), and the first subscriber's
 * load is shared by the others for a few seconds.
 */
const loads = new Map<string, { expires: number; value: Promise<unknown> }>();
const TTL_MS = 5000;

export function loadOncePerEvent<T>(eventId: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const cached = loads.get(eventId);
  if (cached && cached.expires > now) return cached.value as Promise<T>;
  if (loads.size > 1000) for (const [key, entry] of loads) if (entry.expires <= now) loads.delete(key);
  const value = load();
  loads.set(eventId, { expires: now + TTL_MS, value });
  value.catch(() => loads.delete(eventId));
  return value;
}
