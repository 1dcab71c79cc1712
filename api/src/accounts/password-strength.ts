import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { passwordError } from '../../../shared/validation.js';
import type { RuleCode } from '../../../shared/rule-codes.js';

/**
 * zxcvbn's score 2 means more than a million guesses: below it a password is in the common and breached password
 * lists (language-common's passwords-common), a keyboard walk, a repeat or a short variation of one (ASVS 6.2.4).
 */
const MIN_SCORE = 2;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries take a moment to load. */
const strength = (): ZxcvbnFactory =>
  (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: 128 }));

/** The rule for a new password (sign-up and change): long enough, then not common or easy to guess. */
export function newPasswordError(password: string | null | undefined, userInputs: string[] = []): RuleCode | null {
  const short = passwordError(password);
  if (short) return short;
  return strength().check(password!, userInputs).score < MIN_SCORE ? 'PASSWORD_TOO_COMMON' : null;
}
