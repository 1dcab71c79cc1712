import { areaSettings, integer } from '../core/config/variables.js';

/** API keys (README "API keys"): this area's part of the environment. */
export const apiKeySettings = areaSettings({
  API_KEY_DEFAULT_RATE: integer(600, 1, 1_000_000),
});

/** Requests per minute of a new API key when `npm run apikey:add` is given no --rate. */
export function readApiKeyDefaultRate(env: NodeJS.ProcessEnv = process.env): number {
  return apiKeySettings.read(env).API_KEY_DEFAULT_RATE;
}
