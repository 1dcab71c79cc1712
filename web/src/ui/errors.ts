import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { FormPostOutcome } from '@shared/page-renderer';
import type { MessageValues } from '@shared/server-messages';
import { useCallback, useMemo } from 'react';
import { useLocale, useT } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/locale';
import { translateServerText } from '../i18n/server-messages';

type Translate = (id: 'aid.unknownServerError' | 'aid.serverError', values?: Record<string, string | number>) => string;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The first GraphQL error's message and the codes it carries (extensions.messageCode, fieldCodes). */
function firstGraphQLError(error: unknown) {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  if (!first) return null;
  const extensions = record(first.extensions);
  return {
    message: first.message,
    messageCode: extensions.messageCode,
    values: record(extensions.messageValues) as MessageValues,
    fields: record(extensions.fields),
    fieldCodes: record(extensions.fieldCodes),
  };
}

/** The seeds' error text in the reader's language: the server's message by its code, else "Server error: {status}", else "Unknown server error". */
export function serverMessage(error: unknown, t: Translate, locale: Locale = 'en'): string {
  const first = firstGraphQLError(error);
  if (first) return translateServerText(locale, first.messageCode, first.message, first.values);
  if (CombinedGraphQLErrors.is(error)) return t('aid.unknownServerError');
  if (ServerError.is(error)) return t('aid.serverError', { status: error.statusCode });
  return t('aid.unknownServerError');
}

/** Field errors the server sent with BAD_USER_INPUT, each in the reader's language by its field code. */
export function serverFieldErrors(error: unknown, locale: Locale = 'en'): Record<string, string> {
  const first = firstGraphQLError(error);
  if (!first) return {};
  const found: Record<string, string> = {};
  for (const [field, english] of Object.entries(first.fields)) {
    if (typeof english === 'string')
      found[field] = translateServerText(locale, first.fieldCodes[field], english, first.values);
  }
  return found;
}

/** A form posted without scripts and refused (the server's answer page): its field messages in the reader's language. */
export function postedFieldErrors(post: FormPostOutcome | undefined, locale: Locale): Record<string, string> {
  const { fields = {}, fieldCodes = {}, messageValues } = post?.error ?? {};
  return Object.fromEntries(
    Object.entries(fields).map(([field, english]) => [
      field,
      translateServerText(locale, fieldCodes[field], english, messageValues),
    ]),
  );
}

/** The refusal's message in the reader's language (as serverMessage answers a GraphQL error). */
export function postedMessage(post: FormPostOutcome | undefined, locale: Locale): string | null {
  const error = post?.error;
  return error ? translateServerText(locale, error.messageCode, error.message, error.messageValues) : null;
}

/** serverMessage and serverFieldErrors in the page's language. */
export function useServerErrors(): {
  message(error: unknown): string;
  fieldErrors(error: unknown): Record<string, string>;
} {
  const t = useT();
  const { locale } = useLocale();
  const message = useCallback((error: unknown) => serverMessage(error, t, locale), [t, locale]);
  const fieldErrors = useCallback((error: unknown) => serverFieldErrors(error, locale), [locale]);
  return useMemo(() => ({ message, fieldErrors }), [message, fieldErrors]);
}

/** A key sent with a submission so a retry on a bad network never makes it twice. */
export const newIdempotencyKey = (): string => crypto.randomUUID();
