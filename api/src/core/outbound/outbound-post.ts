import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  AddressRefused,
  addressAllowed,
  guardedLookup,
  literalAddress,
  type OutboundAddressRule,
} from './outbound-address.js';

export interface OutboundPost {
  headers: Record<string, string>;
  body: Uint8Array | string;
  signal: AbortSignal;
  addresses: OutboundAddressRule;
  /** A certificate authority to trust besides the system's: only the tests' local https receiver sets it. */
  ca?: string;
}

/**
 * POSTs to a URL someone else gave, on a connection of its own to an address the rule allows, and answers the
 * status code. A redirect is an answer like any other, never followed: it could lead anywhere, checked or not.
 */
export function postOutbound(
  target: URL,
  post: OutboundPost,
): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  const literal = literalAddress(target.hostname);
  // A literal address is connected to without a lookup: the rule is applied to it here.
  if (literal !== null && !addressAllowed(literal, post.addresses)) return Promise.reject(new AddressRefused());
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const sized = Object.keys(post.headers).some((name) => name.toLowerCase() === 'content-length');
  const headers = sized ? post.headers : { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) };
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      {
        method: 'POST',
        headers,
        signal: post.signal,
        lookup: guardedLookup(post.addresses),
        agent: false,
        ...(post.ca ? { ca: post.ca } : {}),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(post.body);
  });
}
