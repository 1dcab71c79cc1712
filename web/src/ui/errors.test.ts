import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { SERVER_CATALOGUES } from '../i18n/server-messages';
import { serverFieldErrors, serverMessage } from './errors';

const t = (id: string, values?: Record<string, string | number>) => `${id}${values ? JSON.stringify(values) : ''}`;

describe('the web shows server refusals by code', () => {
  const refusal = (message: string, extensions: Record<string, unknown>) =>
    new CombinedGraphQLErrors({ errors: [{ message, extensions }] });
  const badPhone = refusal('Phone number must be exactly 10 digits', {
    code: 'BAD_USER_INPUT',
    messageCode: 'PHONE_LENGTH',
    fields: {
      contactNo: 'Phone number must be exactly 10 digits',
      password: 'This password is too common or too easy to guess. Please choose another one.',
      extra: 'Some new rule',
    },
    fieldCodes: { contactNo: 'PHONE_LENGTH', password: 'PASSWORD_TOO_COMMON', extra: 'A_CODE_FROM_A_NEWER_SERVER' },
  });

  it('translates each field error by its code, and keeps the English of a code it does not know', () => {
    expect(serverFieldErrors(badPhone, 'ta')).toEqual({
      contactNo: 'தொலைபேசி இலக்கம் சரியாக 10 இலக்கங்களாக இருக்க வேண்டும்',
      password: SERVER_CATALOGUES.ta.PASSWORD_TOO_COMMON,
      extra: 'Some new rule',
    });
    expect(serverFieldErrors(badPhone, 'en').contactNo).toBe('Phone number must be exactly 10 digits');
  });

  it('translates the message by its message code with the values filled in', () => {
    const notFound = refusal('Aid request 42 was not found.', {
      code: 'NOT_FOUND',
      messageCode: 'AID_REQUEST_NOT_FOUND',
      messageValues: { id: 42 },
    });
    expect(serverMessage(notFound, t, 'si')).toBe('ආධාර ඉල්ලීම 42 හමු නොවීය.');
    expect(serverMessage(notFound, t, 'en')).toBe('Aid request 42 was not found.');
    expect(serverMessage(badPhone, t, 'si')).toBe(SERVER_CATALOGUES.si.PHONE_LENGTH);
  });

  it('shows the server message when no message code came, and the catalogue texts for other failures', () => {
    expect(serverMessage(refusal('Alert 3 was not found.', { code: 'NOT_FOUND' }), t, 'ta')).toBe(
      'Alert 3 was not found.',
    );
    expect(serverMessage(new Error('offline'), t, 'ta')).toBe('aid.unknownServerError');
  });
});
