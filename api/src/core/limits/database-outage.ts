/** Seconds a client is asked to wait (Retry-After) when the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

// SQLSTATEs of an unreachable, restarting or too slow server: connection exceptions (class 08), shutdowns (57P0x),
// a statement cancelled by statement_timeout (57014), too many connections (53300).
const SQL_STATES = /^(08...|57P0[1-3]|57014|53300)$/;
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);
// pg's own messages for a lost connection, a full pool past its wait timeout and a query past query_timeout.
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly/i;

/** True when the error says the database cannot be reached or answered too late (not a fault of the request). */
export function isDatabaseOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (SQL_STATES.test(code) || NETWORK_CODES.has(code))) return true;
  if (typeof message === 'string' && MESSAGES.test(message)) return true;
  return isDatabaseOutage(cause, depth + 1);
}
