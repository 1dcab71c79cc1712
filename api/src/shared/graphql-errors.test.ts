import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { formatGraphQLError } from './graphql-errors.js';

const wrap = (original: Error) => new GraphQLError(original.message, { originalError: original, path: ['field'] });

describe('GraphQL error formatting', () => {
  it('keeps an AppError code, message and field details', () => {
    const error = AppError.badInput('Phone number must be exactly 10 digits', { contactNo: 'Phone number must be exactly 10 digits' });
    const formatted = formatGraphQLError({ message: error.message }, wrap(error), () => undefined);
    expect(formatted.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { contactNo: 'Phone number must be exactly 10 digits' } });
    expect(formatted.message).toBe('Phone number must be exactly 10 digits');
  });

  it('masks an unexpected error and logs it', () => {
    const logged: unknown[] = [];
    const formatted = formatGraphQLError({ message: 'secret: connection string' }, wrap(new Error('secret: connection string')), (e) => logged.push(e));
    expect(formatted.message).toBe('Internal server error');
    expect(formatted.extensions).toEqual({ code: 'INTERNAL' });
    expect(logged).toHaveLength(1);
  });
});
