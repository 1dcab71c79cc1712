import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** One HTML page in every encoding a browser may ask for, compressed once, with its strong validator. */
export interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** A hash of the page's bytes; each encoding's ETag adds its own suffix (a strong ETag names one representation). */
  hash: string;
}

/**
 * Compresses a page once for all the visitors it is served to. Brotli at quality 5 and gzip at level 6: near the
 * best ratio for HTML at a few milliseconds, off the event loop (zlib's thread pool).
 */
export async function encodePage(html: string): Promise<EncodedPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: 6 }),
  ]);
  return {
    identity,
    br,
    gzip: gz,
    hash: createHash('sha256').update(identity).digest('base64url').slice(0, 32),
  };
}

/** Brotli when the browser takes it (it is smaller), else gzip, else the bytes as they are; q=0 refuses one. */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') || accepted.has('*') ? 'gzip' : 'identity';
}

/** Sends the page in the encoding the browser prefers; 304 when it already holds this page (If-None-Match). */
export function sendEncodedPage(req: Request, res: Response, page: EncodedPage, status = 200): void {
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const body = page[encoding];
  const etag = `"${page.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
  res.append('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // Any encoding of the same bytes is the same page to a browser revalidating.
  if (status === 200 && (req.headers['if-none-match'] ?? '').includes(`"${page.hash}`)) {
    res.status(304).end();
    return;
  }
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.status(status).end(req.method === 'HEAD' ? undefined : body);
}
