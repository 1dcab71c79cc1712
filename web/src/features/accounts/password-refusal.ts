import { enSignedIn } from '../../i18n/en-signed-in';

/**
 * The server refuses a common or easily guessed password (a check that needs its dictionary, so only the server
 * runs it) with the English of the rule; the form shows it in the reader's language.
 */
export function translatedPasswordRefusal(text: string | null, t: (id: 'signup.passwordCommon') => string): string | null {
  return text === enSignedIn['signup.passwordCommon'] ? t('signup.passwordCommon') : text;
}
