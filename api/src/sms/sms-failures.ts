/** What a failure is, for the log: its code or class only (a database error's text may quote the message or number). */
export const failureCode = (error: unknown): string => {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code.slice(0, 100);
  return error instanceof Error ? error.name : 'failed';
};
/** What a failure is, for the row (not logged): its code, else its class and message. */
export const failureText = (error: unknown): string => {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code.slice(0, 100);
  return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : 'failed';
};
