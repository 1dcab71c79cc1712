/**
 * The server's operational log lines (start, database waits, shutdown). One place to swap for a structured logger.
 */
type Fields = Record<string, unknown>;

const line = (message: string, fields?: Fields) => (fields && Object.keys(fields).length ? `${message} ${JSON.stringify(fields)}` : message);

export const log = {
  info: (message: string, fields?: Fields): void => console.log(line(message, fields)),
  warn: (message: string, fields?: Fields): void => console.warn(line(message, fields)),
  error: (message: string, fields?: Fields): void => console.error(line(message, fields)),
};
