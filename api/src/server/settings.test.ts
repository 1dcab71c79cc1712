import { describe, expect, it } from 'vitest';
import { parseConfig } from '../core/config/config.js';
import { ConfigError, integer } from '../core/config/variables.js';
import { parseServerConfig } from './settings.js';

const errorOf = (parse: () => unknown): string => {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
};

describe("the start's one environment schema, the core's and every area's part", () => {
  it.each([
    ['SMS_BATCH', '0', 'must be at least 1 (got "0")'],
    ['WEBHOOK_TIMEOUT_MS', '5', 'must be at least 100 (got "5")'],
    ['EXPORT_CONCURRENCY', 'two', 'must be a whole number (got "two")'],
    ['API_KEY_DEFAULT_RATE', '0', 'must be at least 1 (got "0")'],
    ['WEB_PUSH_HOSTS', 'push service!', 'must list host names (got "push service!")'],
    ['SMS_DEMO_SIMULATOR', 'maybe', 'must be on or off (got "maybe")'],
  ])('refuses a bad %s at start with the one line naming it', (name, value, message) => {
    expect(errorOf(() => parseServerConfig({ [name]: value }))).toBe(`Configuration error: ${name} ${message}`);
  });

  it("still refuses a bad core variable, and gives the core's typed configuration", () => {
    expect(errorOf(() => parseServerConfig({ PORT: 'eighty' }))).toBe(
      'Configuration error: PORT must be a whole number (got "eighty")',
    );
    expect(parseServerConfig({ PORT: '8080', SMS_BATCH: '3' }).port).toBe(8080);
  });

  it('refuses a variable that two parts both claim', () => {
    expect(() => parseConfig({}, [{ PORT: integer(1) }])).toThrow('PORT is in two parts of the environment schema');
  });
});
