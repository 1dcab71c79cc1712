import type { FormPostOutcome, ServerForm } from '@shared/page-renderer';
import { createContext, useContext } from 'react';
import type { Locale } from '../../i18n/locale';
import { translateServerText } from '../../i18n/server-messages';

/**
 * The page's form as the server renders it (web/src/entry-server.tsx): the idempotency key written into the page for
 * a post without scripts, and the outcome of such a post. Null in the browser, where the React form does the work.
 */
export const ServerFormContext = createContext<ServerForm | null>(null);

export const useServerForm = (): ServerForm | null => useContext(ServerFormContext);

/** A posted field's value, or '' (the form's initial value). */
export const postedValue = (post: FormPostOutcome | undefined, name: string): string => post?.values[name] ?? '';

/** The refusal's field messages in the reader's language, by the server's field names (as useForm's server errors). */
export function postedFieldErrors(post: FormPostOutcome | undefined, locale: Locale): Record<string, string> {
  const { fields = {}, fieldCodes = {}, messageValues } = post?.error ?? {};
  return Object.fromEntries(Object.entries(fields).map(([field, english]) => [field, translateServerText(locale, fieldCodes[field], english, messageValues)]));
}

/** The refusal's message in the reader's language (as serverMessage answers a GraphQL error). */
export function postedMessage(post: FormPostOutcome | undefined, locale: Locale): string | null {
  const error = post?.error;
  return error ? translateServerText(locale, error.messageCode, error.message, error.messageValues) : null;
}
