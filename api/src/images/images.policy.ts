import type { EntityManager } from '@mikro-orm/postgresql';
import { Role, type Actor, type Scope } from '../core/policy/actor.js';
import { can, defineAbility, rules } from '../core/policy/policy.js';

/** A subject a photo is attached to: its scope and the ability that lets a viewer see it with its photos. */
export interface PhotoHolder {
  scope: Scope;
  ability: string;
}

/** Finds the subjects holding a photo. Each area that attaches photos registers one in its policy file. */
export type PhotoHolderFinder = (em: EntityManager, imageId: string) => Promise<PhotoHolder[]>;

const finders: PhotoHolderFinder[] = [];

export function registerPhotoHolders(finder: PhotoHolderFinder): void {
  finders.push(finder);
}

export const ImageAbilities = {
  /** Coarse check of GET /images/{id}: signed in. Per photo, see photoVisible. */
  view: defineAbility('image.view', rules.anySignedIn()),
};

/** Who may see a photo (D13): whoever may see a subject it is attached to (officers of its area, its volunteer). */
export function photoVisible(actor: Actor | null | undefined, holders: PhotoHolder[]): boolean {
  return can(actor, ImageAbilities.view) && holders.some((holder) => can(actor, holder.ability, holder.scope));
}

/** The photo as taken, EXIF (GPS, camera owner) included, only for the officers of its area; others get a stripped copy. */
export function photoOriginalVisible(actor: Actor | null | undefined, holders: PhotoHolder[]): boolean {
  return !!actor && actor.role !== Role.VOLUNTEER && holders.some((holder) => can(actor, holder.ability, holder.scope));
}

export async function photoHolders(em: EntityManager, imageId: string): Promise<PhotoHolder[]> {
  return (await Promise.all(finders.map((find) => find(em, imageId)))).flat();
}
