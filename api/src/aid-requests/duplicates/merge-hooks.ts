import type { EntityManager } from '@mikro-orm/postgresql';

/** Runs in the merge's transaction: what it writes commits or rolls back with the merge. */
export type MergeHook = (tx: EntityManager, duplicateId: number, intoId: number) => Promise<void>;

const hooks = new Map<string, MergeHook>();

/**
 * Lets a higher area act on a merge in the same transaction without this area importing it (contributions move
 * theirs to the surviving request). Registering again under the same name replaces the hook.
 */
export function registerMergeHook(name: string, hook: MergeHook): void {
  hooks.set(name, hook);
}

export async function runMergeHooks(tx: EntityManager, duplicateId: number, intoId: number): Promise<void> {
  for (const hook of hooks.values()) await hook(tx, duplicateId, intoId);
}
