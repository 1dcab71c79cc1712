import type { RuleCode } from '../../../../shared/rule-codes.js';
import { RULE_MESSAGES } from '../../../../shared/server-messages.js';
import type { FieldProblems } from './errors.js';

export function ruleMessage(code: RuleCode): string;
export function ruleMessage(code: RuleCode | null | undefined): string | null;
export function ruleMessage(code: RuleCode | null | undefined): string | null {
  return code ? RULE_MESSAGES[code] : null;
}

/** The field errors of a form, in the order given: each field's rule code, and the code read as the seed's English. */
export function fieldErrorsOf(checks: Record<string, RuleCode | null | undefined>): FieldProblems {
  const problems: FieldProblems = { fields: {}, codes: {} };
  for (const [field, code] of Object.entries(checks)) {
    if (!code) continue;
    problems.fields[field] = RULE_MESSAGES[code];
    problems.codes[field] = code;
  }
  return problems;
}
