import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { passwordError } from '../../../shared/validation.js';
import type { RuleCode } from '../../../shared/rule-codes.js';

/**
 * zxcvbn's score 2 means more than a million guesses: below it a password is in the common and breached password
 * lists (language-common's passwords-common), a keyboard walk, a repeat or a short variation of one (ASVS 6.2.4).
 */
const MIN_SCORE = 2;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * Loaded and built on first use: the dictionaries hold about 3 MB of the heap, which a server that signs nobody up
 * never needs (the memory, README "Exports").
 */
const strength = (): Promise<ZxcvbnFactory> =>
  (estimator ??= import('@zxcvbn-ts/language-common').then(
    ({ adjacencyGraphs, dictionary }) => new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: 128 }),
  ));

/** The rule for a new password (sign-up and change): long enough, then not common or easy to guess. */
export async function newPasswordError(
  password: string | null | undefined,
  userInputs: string[] = [],
): Promise<RuleCode | null> {
  const short = passwordError(password);
  if (short) return short;
  return (await strength()).check(password!, userInputs).score < MIN_SCORE ? 'PASSWORD_TOO_COMMON' : null;
}
