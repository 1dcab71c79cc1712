import type { EntityManager } from '@mikro-orm/postgresql';
import { hookRegistry } from '../../core/events/hook-registry.js';

/** Runs in the merge's transaction: what it writes commits or rolls back with the merge. */
export type MergeHook = (tx: EntityManager, duplicateId: number, intoId: number) => Promise<void>;

const hooks = hookRegistry<Parameters<MergeHook>>();

/**
 * Lets a higher area act on a merge in the same transaction without this area importing it (contributions move
 * theirs to the surviving request). Registering again under the same name replaces the hook.
 */
export function registerMergeHook(name: string, hook: MergeHook): void {
  hooks.register(name, hook);
}

export async function runMergeHooks(tx: EntityManager, duplicateId: number, intoId: number): Promise<void> {
  await hooks.run(tx, duplicateId, intoId);
}
