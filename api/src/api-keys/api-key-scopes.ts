import type { ApiKeyGrant } from '../core/policy/actor.js';

/** What an anonymous visitor may read. */
export const PUBLIC_READ = 'public:read';

const DISTRICT_READ = /^district:(LK\d{2}):read$/;

/** The district P-code of a `district:<P-code>:read` scope, or null for any other scope. */
export const districtOfScope = (scope: string): string | null => DISTRICT_READ.exec(scope)?.[1] ?? null;

/**
 * Why a key's scopes are refused, or null when they are valid: only `public:read` and one `district:<P-code>:read`
 * of a known district. Writing scopes such as `alerts:publish` are not offered. One district per key, so a key's
 * officer reads are those of one DMC officer: an organisation working in two districts gets two keys.
 */
export function scopesProblem(scopes: readonly string[], isDistrict: (code: string) => boolean): string | null {
  if (scopes.length === 0) return 'Give at least one --scope.';
  const unknown = scopes.find((scope) => scope !== PUBLIC_READ && districtOfScope(scope) === null);
  if (unknown)
    return `Unknown scope ${unknown}: a key may have ${PUBLIC_READ} and one district:<P-code>:read (for example district:LK11:read).`;
  const districts = scopes.map(districtOfScope).filter((code): code is string => code !== null);
  if (districts.length > 1) return 'One district scope per key: create one key per district.';
  if (districts[0] && !isDistrict(districts[0]))
    return `Unknown district ${districts[0]}: use the district's P-code (for example LK11).`;
  return null;
}

/** What the scopes grant, for the policy (api/src/core/policy/policy.ts). */
export function grantOf(key: { id: number; prefix: string; scopes: readonly string[] }): ApiKeyGrant {
  return {
    id: key.id,
    prefix: key.prefix,
    publicRead: key.scopes.includes(PUBLIC_READ),
    districtCode: key.scopes.map(districtOfScope).find((code) => code !== null) ?? null,
  };
}
