import type { ResolveModulePreloadDependenciesFn } from 'vite';

/** The chunk Vite builds from index.html's script: the entry (web/src/main.tsx). */
const ENTRY_CHUNK = /^assets\/index-[\w-]+\.js$/;

/**
 * Which chunks a dynamic import fetches with it. Vite's helper adds a modulepreload link for each, all in the task that
 * imports, and each link cost a slow phone some milliseconds: the entry's import of the app's start added four links
 * in one task of 28-96 ms (4x CPU, traced). So:
 * - the entry's imports name none: the server names the app's chunks in the page (api/src/server/web-preloads.ts), and
 *   the entry adds their links one a task (web/src/app/first-paint.ts);
 * - no import names its own chunk: `import()` asks for it in the same task.
 * The entry's own chunks (its script and its static imports in index.html) are left as Vite writes them.
 */
export const resolveModulePreloads: ResolveModulePreloadDependenciesFn = (imported, chunks, { hostId, hostType }) => {
  if (hostType === 'html') return chunks;
  if (ENTRY_CHUNK.test(hostId)) return [];
  return chunks.filter((chunk) => chunk !== imported);
};
