import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where the server may POST on someone else's word (a browser's push endpoint, an operator's webhook receiver): a
 * public address only, so a URL cannot turn the server against itself or its private network (loopback, private,
 * link-local and cloud metadata, CGNAT, multicast, unique-local IPv6 and IPv4 inside IPv6).
 */
export interface OutboundAddressRule {
  /** Non-public addresses and ranges (CIDR) allowed anyway: set only by the tests and the bench for a local receiver. */
  privateAllowed: readonly string[];
  /** Any address at all: a webhook receiver its operator registered with --allow-private. */
  anyAddress?: boolean;
}

/** Why an endpoint is refused; null when it may be used. */
export type EndpointProblem = 'NOT_A_URL' | 'SCHEME' | 'CREDENTIALS' | 'HOST_NOT_LISTED' | 'ADDRESS_NOT_PUBLIC';

export interface EndpointRule {
  /** The URL schemes accepted, with their colon (`https:`). */
  schemes: readonly string[];
  /** Host names accepted (`*.push.apple.com` for any name under it); null accepts any host. */
  hosts: readonly string[] | null;
  addresses: OutboundAddressRule;
}

/** The error a refused address gives a connection (its code is what the delivery record keeps). */
export class AddressRefused extends Error {
  readonly code = 'ADDRESS_NOT_ALLOWED';
  constructor() {
    super('The address is not a public one.');
    this.name = 'AddressRefused';
  }
}

/** A globally routed unicast address: every special range ipaddr.js knows is refused, IPv4 inside IPv6 included. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

function inAllowedRange(address: ipaddr.IPv4 | ipaddr.IPv6, allowed: readonly string[]): boolean {
  return allowed.some((entry) => {
    const [range, bits] = ipaddr.isValidCIDR(entry) ? ipaddr.parseCIDR(entry) : [ipaddr.process(entry), -1];
    if (range.kind() !== address.kind()) return false;
    return bits < 0 ? range.toNormalizedString() === address.toNormalizedString() : address.match(range, bits);
  });
}

/** An address (`127.0.0.1`) or a range (`10.0.0.0/8`), as OUTBOUND_PRIVATE_ALLOW lists them. */
export const isAddressOrRange = (entry: string): boolean => ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry);

/** Whether the rule lets the server connect to this (resolved or literal) address. */
export function addressAllowed(address: string, rule: OutboundAddressRule): boolean {
  if (!ipaddr.isValid(address)) return false;
  if (rule.anyAddress || isPublicAddress(address)) return true;
  return inAllowedRange(ipaddr.process(address), rule.privateAllowed);
}

/** A URL's host as an address when it is one (the URL parser has already read decimal, hex and octal IPv4 forms). */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/u, '$1');
  return ipaddr.isValid(bare) && (bare.includes(':') || ipaddr.IPv4.isValidFourPartDecimal(bare)) ? bare : null;
}

/** `fcm.googleapis.com` matches itself; `*.push.apple.com` matches any name under push.apple.com. */
export function hostListed(hostname: string, hosts: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/u, '');
  return hosts.some((entry) => {
    const pattern = entry.toLowerCase();
    return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
  });
}

/** What is wrong with an endpoint as written, before any name is resolved; null when nothing is. */
export function endpointProblem(endpoint: string, rule: EndpointRule): EndpointProblem | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'NOT_A_URL';
  }
  if (!rule.schemes.includes(url.protocol)) return 'SCHEME';
  if (url.username || url.password) return 'CREDENTIALS';
  if (rule.hosts && !hostListed(url.hostname, rule.hosts)) return 'HOST_NOT_LISTED';
  const literal = literalAddress(url.hostname);
  if (literal !== null && !addressAllowed(literal, rule.addresses)) return 'ADDRESS_NOT_PUBLIC';
  return null;
}

/** Resolves a host name to every address it has, refused when any of them is not allowed. */
export function resolveAllowed(hostname: string, rule: OutboundAddressRule): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) reject(error);
      else if (addresses.length === 0 || addresses.some((a) => !addressAllowed(a.address, rule)))
        reject(new AddressRefused());
      else resolve(addresses);
    });
  });
}

/**
 * A `lookup` for the HTTP agent: the connection goes to an address this rule checked, never to one a second lookup
 * answers later (a name that resolves elsewhere between the check and the connection).
 */
export function guardedLookup(rule: OutboundAddressRule): LookupFunction {
  return (hostname, options, callback) => {
    resolveAllowed(hostname, rule).then(
      (addresses) => {
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const usable = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
        if (usable.length === 0) callback(new AddressRefused(), '', 0);
        else if (options.all) callback(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
