import { areaSettings, integer, onOff } from '../core/config/variables.js';

/** npm start's demo: with demo data and no gateway configured, a local simulator plays the generic gateway. */
export const smsDemoSettings = areaSettings({
  SMS_DEMO_SIMULATOR: onOff(true),
  SMS_DEMO_SIMULATOR_PORT: integer(4011, 0, 65_535),
});

/** The demo's SMS simulator (README "SMS"): on when asked and the demo data is on (never in production), at this port. */
export function readSmsDemoSettings(env: NodeJS.ProcessEnv = process.env): { on: boolean; port: number } {
  const e = smsDemoSettings.read(env);
  return { on: e.SMS_DEMO_SIMULATOR, port: e.SMS_DEMO_SIMULATOR_PORT };
}
