import { apiKeySettings } from '../api-keys/api-keys.settings.js';
import { capSettings } from '../cap/cap.settings.js';
import { parseConfig, readConfig, type AppConfig } from '../core/config/config.js';
import type { Variables } from '../core/config/variables.js';
import { smsDemoSettings } from '../demo/sms-demo.settings.js';
import { exportSettings } from '../exports/exports.settings.js';
import { smsSettings } from '../sms/sms.settings.js';
import { webPushSettings } from '../sms/web-push.settings.js';
import { webhookSettings } from '../webhooks/webhooks.settings.js';

/** Every area's part of the environment schema: the start checks them all with the core's, before anything connects. */
export const AREA_VARIABLES: readonly Variables[] = [
  capSettings.variables,
  webhookSettings.variables,
  exportSettings.variables,
  apiKeySettings.variables,
  smsSettings.variables,
  webPushSettings.variables,
  smsDemoSettings.variables,
];

/** The typed configuration with every area's variables checked; throws ConfigError for a bad value. */
export function parseServerConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return parseConfig(env, AREA_VARIABLES);
}

/** The configuration for a program's start: a bad value of any area prints one line and exits (CONFIG_EXIT_CODE). */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return readConfig(env, AREA_VARIABLES);
}
