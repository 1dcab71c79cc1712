import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import type { Logger } from 'pino';

/** What code running for one request knows about it: its id (quoted by users) and its logger. */
export interface RequestScope {
  requestId: string;
  log: Logger;
  /** The HTTP answer, whose access log line carries the request's failure; absent on WebSocket operations. */
  res?: ServerResponse & { err?: Error };
}

const scopes = new AsyncLocalStorage<RequestScope>();

export const runInRequestScope = <T>(scope: RequestScope, run: () => T): T => scopes.run(scope, run);

export const currentRequestScope = (): RequestScope | undefined => scopes.getStore();

export const currentRequestId = (): string | undefined => scopes.getStore()?.requestId;
