import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AppError, assertNoFieldErrors } from './errors.js';
import { formatGraphQLError } from './graphql-errors.js';
import { fieldErrorsOf } from './rule-messages.js';

const wrap = (original: Error) => new GraphQLError(original.message, { originalError: original, path: ['field'] });

describe('GraphQL error formatting', () => {
  it('keeps an AppError code, message and field details', () => {
    const error = AppError.badInput('Phone number must be exactly 10 digits', {
      contactNo: 'Phone number must be exactly 10 digits',
    });
    const formatted = formatGraphQLError({ message: error.message }, wrap(error), () => undefined);
    expect(formatted.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { contactNo: 'Phone number must be exactly 10 digits' },
    });
    expect(formatted.message).toBe('Phone number must be exactly 10 digits');
  });

  it('masks an unexpected error and logs it', () => {
    const logged: unknown[] = [];
    const formatted = formatGraphQLError(
      { message: 'secret: connection string' },
      wrap(new Error('secret: connection string')),
      (e) => logged.push(e),
    );
    expect(formatted.message).toBe('Internal server error');
    expect(formatted.extensions).toEqual({ code: 'INTERNAL', messageCode: 'INTERNAL' });
    expect(logged).toHaveLength(1);
  });

  it('answers each field error with its rule code beside the English, and the first field code for the message', () => {
    let thrown: unknown;
    try {
      assertNoFieldErrors(
        fieldErrorsOf({ fullName: null, contactNo: 'PHONE_LENGTH', password: 'PASSWORD_TOO_COMMON' }),
      );
    } catch (error) {
      thrown = error;
    }
    const formatted = formatGraphQLError({ message: 'x' }, wrap(thrown as Error), () => undefined);
    expect(formatted.message).toBe('Phone number must be exactly 10 digits');
    expect(formatted.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      messageCode: 'PHONE_LENGTH',
      fields: {
        contactNo: 'Phone number must be exactly 10 digits',
        password: 'This password is too common or too easy to guess. Please choose another one.',
      },
      fieldCodes: { contactNo: 'PHONE_LENGTH', password: 'PASSWORD_TOO_COMMON' },
    });
  });

  it('names a particular sentence of a general code with its message code and values', () => {
    const error = AppError.coded('NOT_FOUND', 'AID_REQUEST_NOT_FOUND', { id: 42 });
    const formatted = formatGraphQLError({ message: error.message }, wrap(error), () => undefined);
    expect(formatted.message).toBe('Aid request 42 was not found.');
    expect(formatted.extensions).toEqual({
      code: 'NOT_FOUND',
      messageCode: 'AID_REQUEST_NOT_FOUND',
      messageValues: { id: 42 },
    });
  });

  it('gives a code its own message code only when the message is the English of that code', () => {
    expect(new AppError('LOGIN_FAILED', 'Login failed. Please check your credentials.').messageCode).toBe(
      'LOGIN_FAILED',
    );
    expect(new AppError('NOT_FOUND', 'Alert 3 was not found.').messageCode).toBeUndefined();
  });
});
