import { getLogger } from '../../observability/logger.js';

/** The server's operational log lines (start, database waits, shutdown), through the one structured logger. */
type Fields = Record<string, unknown>;

export const log = {
  info: (message: string, fields?: Fields): void => getLogger().info(fields ?? {}, message),
  warn: (message: string, fields?: Fields): void => getLogger().warn(fields ?? {}, message),
  error: (message: string, fields?: Fields): void => getLogger().error(fields ?? {}, message),
};
