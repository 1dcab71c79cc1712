import type { Request } from 'express';
import { beforeId, pageSize, type Keyset } from '../core/paging/paging.js';
import { Input } from './rest.js';

/** REST lists answer a bounded page: `limit` rows (default 100, up to 1000) after the row `before` names. */
export const REST_PAGE = 100;
export const PAGE_QUERY = ['limit', 'before'];

export function restKeyset(req: Request, fallback = REST_PAGE): Keyset {
  const q = Input.query(req);
  return { size: pageSize(q.integer('limit'), fallback, undefined, 'limit'), afterId: beforeId(q.integer('before')) };
}
