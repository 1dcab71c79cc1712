import { inputMaxLength } from '@shared/input-limits';
import type { FormPostOutcome, ServerForm } from '@shared/page-renderer';
import { createContext, useContext, useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from 'react';
import type { MessageId } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';
import { useServerErrors } from '../errors';

/**
 * The page's form as the server renders it (web/src/entry-server.tsx): the idempotency key written into the page for
 * a post without scripts, and the outcome of such a post. Null in the browser, where the React form does the work.
 */
export const ServerFormContext = createContext<ServerForm | null>(null);

export const useServerForm = (): ServerForm | null => useContext(ServerFormContext);

/** A posted field's value, or '' (the form's initial value). */
export const postedValue = (post: FormPostOutcome | undefined, name: string): string => post?.values[name] ?? '';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML (the markup must be the same), true once the
 * app runs: what only works with scripts (GPS, the district-filtered DS list, forms sent over GraphQL) acts then.
 */
export function useScriptsRunning(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** A field's check over the whole form (a DS check reads the district): a catalogue id, or null when fine. */
export type FieldCheck<V> = (values: V) => MessageId | null;

export interface FormSpec<V, F extends string> {
  initial: () => V;
  /** The checks run on blur and on submit, in the order given; usually built from the shared rules (`@rules`). */
  checks?: Partial<Record<F, FieldCheck<V>>>;
  /** Where a field the server names differently is shown (`{ contactNo: 'contact' }`). */
  serverNames?: Partial<Record<string, string>>;
  /** The server's field errors to start with, by its names (a form posted without scripts and refused). */
  initialServerErrors?: Record<string, string>;
}

/** What binds an input to a form field: spread onto TextField, SelectField or a textarea. */
export interface FieldBinding {
  value: string;
  error: string | null;
  onChange(event: ChangeEvent<{ value: string }>): void;
  onBlur(): void;
}

export interface Form<V, F extends string> {
  values: V;
  set<K extends keyof V>(name: K, value: V[K]): void;
  /** Marks the field touched and checks it now (check-on-blur). */
  blur(name: F): void;
  touched(name: F): boolean;
  /** The field's text to show: the server's refusal of the value sent, else the local check's, else null. */
  error(name: F | (string & {})): string | null;
  /** A text field's value, error, change (the typed text through `read`, when given) and check on blur. */
  field(name: F & keyof V, read?: (text: string) => string): FieldBinding;
  submitting: boolean;
  /** Checks every field; when all pass, runs `action` and keeps the server's field errors if it is refused. */
  handleSubmit(action: (values: V) => Promise<void>, onFailed?: (error: unknown) => void): (event: FormEvent) => void;
  reset(values?: V): void;
}

function checkAll<V, F extends string>(
  checks: Partial<Record<F, FieldCheck<V>>>,
  values: V,
): Partial<Record<F, MessageId>> {
  const found: Partial<Record<F, MessageId>> = {};
  for (const [name, check] of Object.entries(checks) as [F, FieldCheck<V>][]) {
    const error = check(values);
    if (error) found[name] = error;
  }
  return found;
}

/** The longest text each of a form's fields may hold: the server's limit for the field it is sent as. */
function maxLengthOf(name: string, serverNames: Partial<Record<string, string>>): number | null {
  const serverName = Object.keys(serverNames).find((server) => serverNames[server] === name);
  return inputMaxLength(serverName ?? name);
}

function renamed(fields: Record<string, string>, names: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [names[name] ?? name, message]));
}

/** One form's state: values, touched fields, local checks on blur and submit, the server's field errors, submitting. */
export function useForm<V extends object, F extends string = Extract<keyof V, string>>(
  spec: FormSpec<V, F>,
): Form<V, F> {
  const t = useT();
  const serverErrors = useServerErrors();
  const [values, setValues] = useState<V>(spec.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [local, setLocal] = useState<Partial<Record<string, MessageId>>>({});
  const [server, setServer] = useState<Record<string, string>>(() =>
    renamed(spec.initialServerErrors ?? {}, spec.serverNames ?? {}),
  );
  const [submitting, setSubmitting] = useState(false);
  const checks: Partial<Record<F, FieldCheck<V>>> = spec.checks ?? {};

  const forget = (name: string) =>
    setServer((s) => (name in s ? Object.fromEntries(Object.entries(s).filter(([k]) => k !== name)) : s));
  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    forget(String(name));
    // A shown error goes as soon as the text is right; a new one waits until the field is left.
    const next = { ...values, [name]: value };
    setLocal((shown) => {
      const fixed = Object.keys(shown).filter((field) => shown[field] && !checks[field as F]?.(next));
      return fixed.length ? { ...shown, ...Object.fromEntries(fixed.map((field) => [field, undefined])) } : shown;
    });
  };
  const blur = (name: F) => {
    setTouched((s) => new Set(s).add(name));
    const check = checks[name];
    if (check) setLocal((e) => ({ ...e, [name]: check(values) ?? undefined }));
  };
  // Checked as the person types: the server's limit and its words, before anything is sent.
  const tooLong = (name: string): string | null => {
    const value: unknown = (values as Record<string, unknown>)[name];
    const max = typeof value === 'string' ? maxLengthOf(name, spec.serverNames ?? {}) : null;
    return max !== null && (value as string).length > max ? t('validation.tooLong', { max }) : null;
  };
  const error = (name: string) => server[name] ?? tooLong(name) ?? (local[name] ? t(local[name]) : null);
  const field = (name: F & keyof V, read = (text: string) => text): FieldBinding => ({
    value: values[name] as string,
    error: error(name),
    onChange: (event) => set(name, read(event.target.value) as V[typeof name]),
    onBlur: () => blur(name),
  });

  const handleSubmit =
    (action: (values: V) => Promise<void>, onFailed?: (error: unknown) => void) => (event: FormEvent) => {
      event.preventDefault();
      const found = checkAll(checks, values);
      setLocal(found);
      setServer({});
      setTouched(new Set(Object.keys(checks)));
      if (Object.keys(found).length || Object.keys(values).some(tooLong)) return;
      setSubmitting(true);
      action(values)
        .catch((failure: unknown) => {
          setServer(renamed(serverErrors.fieldErrors(failure), spec.serverNames ?? {}));
          onFailed?.(failure);
        })
        .finally(() => setSubmitting(false));
    };
  const reset = (next?: V) => {
    setValues(next ?? spec.initial());
    setTouched(new Set());
    setLocal({});
    setServer({});
  };
  return { values, set, blur, touched: (name) => touched.has(name), error, field, submitting, handleSubmit, reset };
}
