import { Role, type Actor, type ApiKeyGrant, type Scope } from './actor.js';
import { AppError } from '../errors/errors.js';

/**
 * The one module that knows roles. Areas register abilities in their <area>.policy.ts with the rules below;
 * services call authorize() before changing anything, so GraphQL and REST share every check.
 *
 * A rule called without a subject answers whether the role may do it anywhere (used for the coarse check
 * on each resolver and route); with a subject it answers for that subject.
 */
export type Rule = (actor: Actor, subject?: Scope) => boolean;

export interface AbilityOptions {
  /**
   * A read an API key with a district scope may use too. Only reads are marked, and none that shows NIC
   * or phone numbers: every other ability, every write among them, is refused to keys here, in `can`.
   */
  keyRead?: boolean;
}

const abilities = new Map<string, Rule>();
const keyReads = new Set<string>();

export function defineAbility(name: string, rule: Rule, options: AbilityOptions = {}): string {
  if (abilities.has(name) && abilities.get(name) !== rule) throw new Error(`Ability ${name} is defined twice`);
  abilities.set(name, rule);
  if (options.keyRead) keyReads.add(name);
  return name;
}

export function registeredAbilities(): string[] {
  return [...abilities.keys()].sort();
}

export function can(actor: Actor | null | undefined, ability: string, subject?: Scope): boolean {
  const rule = abilities.get(ability);
  if (!rule) throw new Error(`Unknown ability ${ability}`);
  if (!actor) return false;
  if (actor.apiKey) return keyMay(actor.apiKey, ability) && rule(actor, subject);
  return rule(actor, subject);
}

/** A key passes a marked read of its own district (its actor is a DMC officer of that district), nothing else. */
const keyMay = (grant: ApiKeyGrant, ability: string): boolean => grant.districtCode !== null && keyReads.has(ability);

/** How a call uses the data: a query or subscription reads; a mutation or a REST write changes. */
export type CallUse = 'read' | 'change';

/**
 * The check every GraphQL field and REST route passes first, with its declared audience (null for public calls).
 * Keys only read: a change is FORBIDDEN to them whatever it is (the public forms too), and a public read needs the
 * `public:read` scope. An ability is then checked by role, as `authorize`.
 */
export function authorizeCall(actor: Actor | null | undefined, ability: string | null, use: CallUse): void {
  if (actor?.apiKey) {
    if (use === 'change') throw AppError.forbidden('API_KEY_READ_ONLY');
    if (ability === null && !actor.apiKey.publicRead) throw AppError.forbidden();
  }
  if (ability !== null) authorize(actor, ability);
}

/** A signed-in person (a session), not a visitor and not an API key, which is no user. */
export const isPerson = (actor: Actor | null | undefined): actor is Actor => !!actor && !actor.apiKey;

/** Throws UNAUTHENTICATED without a session and FORBIDDEN when the rule refuses. */
export function authorize(actor: Actor | null | undefined, ability: string, subject?: Scope): asserts actor is Actor {
  if (!actor) throw AppError.unauthenticated();
  if (!can(actor, ability, subject)) throw AppError.forbidden();
}

const inDivision = (actor: Actor, subject?: Scope) =>
  !subject || (!!subject.dsDivisionCode && subject.dsDivisionCode === actor.dsDivisionCode);
const inDistrict = (actor: Actor, subject?: Scope) => !subject || subject.districtCode === actor.districtCode;

/** Building blocks for area policies. */
export const rules = {
  anySignedIn: (): Rule => () => true,
  // A key owns nothing: it is no user.
  owner: (): Rule => (actor, subject) => !subject || (!actor.apiKey && subject.ownerId === actor.userId),
  volunteer: (): Rule => (actor) => actor.role === Role.VOLUNTEER,
  volunteerOfDistrict: (): Rule => (actor, subject) => actor.role === Role.VOLUNTEER && inDistrict(actor, subject),
  dsOfficerOfDivision: (): Rule => (actor, subject) => actor.role === Role.DS_OFFICER && inDivision(actor, subject),
  dmcOfficerOfDistrict: (): Rule => (actor, subject) => actor.role === Role.DMC_OFFICER && inDistrict(actor, subject),
  officerOfDivisionOrDistrict: (): Rule => (actor, subject) =>
    (actor.role === Role.DS_OFFICER && inDivision(actor, subject)) ||
    (actor.role === Role.DMC_OFFICER && inDistrict(actor, subject)),
  /**
   * A DS or DMC officer of the district, for a subject whose DS division is still to confirm: it is no one division's
   * yet, so every officer of its district may call the person and place it.
   */
  officerOfDistrictWhileUnplaced: (): Rule => (actor, subject) =>
    (actor.role === Role.DS_OFFICER || actor.role === Role.DMC_OFFICER) &&
    (!subject || (!subject.dsDivisionCode && inDistrict(actor, subject))),
  /** The officers of a subject's area: its division's and district's, or every officer of the district while unplaced. */
  officerOfArea: (): Rule => (actor, subject) =>
    rules.officerOfDivisionOrDistrict()(actor, subject) || rules.officerOfDistrictWhileUnplaced()(actor, subject),
  anyOf:
    (...list: Rule[]): Rule =>
    (actor, subject) =>
      list.some((rule) => rule(actor, subject)),
};

/** The area a user works in: a DS officer's division; a DMC officer's or volunteer's whole district. */
export function workArea(actor: Actor): { districtCode: string; dsDivisionCode: string | null } {
  return actor.role === Role.DS_OFFICER
    ? { districtCode: actor.districtCode, dsDivisionCode: actor.dsDivisionCode }
    : { districtCode: actor.districtCode, dsDivisionCode: null };
}

/**
 * Who is told the same thing: live updates are executed once per audience and the same bytes go to every
 * member, so the key separates everything the rules above tell apart by role and place. Owner rules compare user
 * ids, so each volunteer is an audience of one; officers own nothing that is pushed, and every subscriber's own
 * filter still decides per subscriber (server/live-groups.ts), so sharing never widens what anyone receives.
 */
export function audienceKey(actor: Actor | null | undefined): string {
  if (!actor) return 'public';
  // Keys see no NIC or phone numbers, so never share an officer's audience; keys of one scope see the same things.
  if (actor.apiKey) return `key:${actor.apiKey.districtCode ?? '-'}:${actor.apiKey.publicRead ? 'public' : '-'}`;
  if (actor.role === Role.DS_OFFICER) return `ds:${actor.districtCode}:${actor.dsDivisionCode ?? '-'}`;
  if (actor.role === Role.DMC_OFFICER) return `dmc:${actor.districtCode}`;
  return `user:${actor.userId}`;
}
