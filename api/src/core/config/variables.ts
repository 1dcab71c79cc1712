import { z } from 'zod';

/** Exit code for a bad configuration value (sysexits EX_CONFIG): a supervisor should not restart in a loop. */
export const CONFIG_EXIT_CODE = 78;

/** Environment variables by name, each with its type and default: the core's, or one area's part of the schema. */
export type Variables = z.ZodRawShape;

// Environment values are strings: these read them into typed values, with the default applied when unset or empty.
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(min, { message: `must be at least ${min}` })
    .max(max, { message: `must be at most ${max}` });
export const integer = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(blankToUndefined, wholeNumber(min, max).default(fallback));
/** Unset means "the documented default", decided where the setting is built. */
export const optionalInteger = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(blankToUndefined, wholeNumber(min, max).optional());
export const text = (fallback: string) => z.preprocess(blankToUndefined, z.string().default(fallback));
export const optionalText = () => z.preprocess(blankToUndefined, z.string().optional());
export const onOff = (fallback: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'], { message: 'must be on or off' })
      .optional()
      .transform((v) => (v === undefined ? fallback : ['on', 'true', '1', 'yes'].includes(v))),
  );
/** `on` or `off`; unset is undefined, decided where the setting is built. */
export const optionalOnOff = () =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['on', 'off'], { message: 'must be on or off' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'on')),
  );
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.preprocess(blankToUndefined, z.enum(values).default(fallback));
export const postgresUrl = () =>
  z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' }).optional(),
  );
/** A comma-separated list; unset or empty gives the fallback. */
export const list = (fallback: readonly string[], each: (entry: string) => boolean, message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((v) =>
        v === undefined
          ? [...fallback]
          : v
              .split(',')
              .map((entry) => entry.trim())
              .filter(Boolean),
      )
      .refine((entries) => entries.every(each), { message }),
  );
export const httpUrl = () =>
  z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/, message: 'must be an http(s):// URL' }).optional());

/** A configuration value that does not parse; its message names the variable and never shows a secret. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** A connection string with its password replaced, for messages and logs. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    // Not a URL: any part of it may be the password.
    return '(hidden: not a URL)';
  }
}

const SECRET = new Set(['VISION_API_KEY', 'METRICS_TOKEN']);

function describeValue(name: string, value: string | undefined): string {
  if (value === undefined) return 'unset';
  if (SECRET.has(name)) return 'value hidden';
  return JSON.stringify(name.endsWith('_URL') ? redactUrl(value) : value);
}

/** Parses the environment against a schema; throws ConfigError naming the first bad variable. */
export function parseVariables<T extends Variables>(
  schema: z.ZodObject<T>,
  env: NodeJS.ProcessEnv,
): z.infer<z.ZodObject<T>> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0]);
  throw new ConfigError(`Configuration error: ${name} ${issue.message} (got ${describeValue(name, env[name])})`);
}

/**
 * One area's settings: its part of the environment schema and a reader of that part alone. The server's start lists
 * every area's part, so that a bad value of any stops it before anything connects.
 */
export function areaSettings<T extends Variables>(variables: T) {
  const schema = z.object(variables);
  return { variables, read: (env: NodeJS.ProcessEnv = process.env) => parseVariables(schema, env) };
}
