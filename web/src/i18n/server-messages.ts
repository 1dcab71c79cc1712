import {
  fillMessage,
  isServerMessageCode,
  SERVER_MESSAGES,
  type MessageValues,
  type ServerMessageCode,
} from '@shared/server-messages';
import type { Locale } from './locale';
import { siServer } from './si-server';
import { taServer } from './ta-server';

/** Every server message code with its text in one language. */
export type ServerCatalogue = Record<ServerMessageCode, string>;

/**
 * The server's messages per language: English is the server's own table (the same words it sends), Sinhala and
 * Tamil translate it. Used by the forms' routes only, so none of it is in the home page's scripts.
 */
export const SERVER_CATALOGUES: Readonly<Record<Locale, Readonly<ServerCatalogue>>> = {
  en: SERVER_MESSAGES,
  si: siServer,
  ta: taServer,
};

/** A server text in the reader's language by its code; the server's own English when the code is not known here. */
export function translateServerText(locale: Locale, code: unknown, english: string, values?: MessageValues): string {
  return isServerMessageCode(code) ? fillMessage(SERVER_CATALOGUES[locale][code], values) : english;
}
