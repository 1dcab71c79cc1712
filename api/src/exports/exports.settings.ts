import { areaSettings, integer } from '../core/config/variables.js';

/** Exports (README "Exports"): this area's part of the environment. */
export const exportSettings = areaSettings({
  EXPORT_CONCURRENCY: integer(2, 1, 100),
});

/** Exports one instance streams at once; each holds a database connection until its client has read it all. */
export function readExportConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  return exportSettings.read(env).EXPORT_CONCURRENCY;
}
