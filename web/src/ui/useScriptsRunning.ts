import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML (the markup must be the same), true once the
 * app runs: what only works with scripts (GPS, the district-filtered DS list) appears then.
 */
export function useScriptsRunning(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
