import type { GraphQLSchema } from 'graphql';
import { firstTooLong, firstWithControlCharacters } from '../../../../shared/input-limits.js';
import { AppError } from '../errors/errors.js';
import { assertPlaceCodes } from '../public-answers/place-codes.js';

/**
 * 400 with the field when any text in the input is longer than its declared maximum, or holds a control character
 * other than tab and line breaks (shared/input-limits.ts). The message is attached to the field and never names it: a
 * person reads it, and the field's name is the program's.
 */
export function assertInputTexts(input: unknown): void {
  const tooLong = firstTooLong(input);
  if (tooLong) throw AppError.coded('BAD_USER_INPUT', 'TEXT_TOO_LONG', { max: tooLong.max }, tooLong.field);
  const control = firstWithControlCharacters(input);
  if (control)
    throw AppError.coded('BAD_USER_INPUT', 'TEXT_CONTROL_CHARACTERS', { field: control.field }, control.field);
}

function assertRootArguments(args: unknown): void {
  assertInputTexts(args);
  assertPlaceCodes(args);
}

/**
 * Every root field's arguments (text lengths, places by P-code) checked before its resolver: queries, mutations,
 * subscriptions, over HTTP and WebSocket.
 * Wrapped onto the root fields only, not as a type-graphql global middleware: that wraps every field of every object
 * in a promise chain, and made a page of 1,000 rows several times slower to answer than the same rows over REST.
 */
export function checkRootArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const { resolve, subscribe } = field;
      if (resolve)
        field.resolve = (source, args, context, info) => (
          assertRootArguments(args),
          resolve(source, args, context, info)
        );
      if (subscribe)
        field.subscribe = (source, args, context, info) => (
          assertRootArguments(args),
          subscribe(source, args, context, info)
        );
    }
  }
  return schema;
}
