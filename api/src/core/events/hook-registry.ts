/**
 * Named hooks a higher area registers so a lower one can call it without importing it (the layers point down only).
 * Each runs in turn, awaited, in registration order; registering again under the same name replaces the hook, so a
 * module loaded twice (tests, watch mode) does not run its hook twice.
 */
export interface HookRegistry<Args extends unknown[]> {
  register(name: string, hook: (...args: Args) => Promise<void>): void;
  run(...args: Args): Promise<void>;
}

export function hookRegistry<Args extends unknown[]>(): HookRegistry<Args> {
  const hooks = new Map<string, (...args: Args) => Promise<void>>();
  return {
    register(name, hook) {
      hooks.set(name, hook);
    },
    async run(...args) {
      for (const hook of hooks.values()) await hook(...args);
    },
  };
}
