import { otherText } from '@rules';
import { isRequired, requiredError, type FormName, type REQUIRED_FIELDS } from '@shared/forms';
import type { MessageId } from '../../i18n/en';
import { messageIdFor } from '../rule-messages';
import type { FieldCheck } from './useForm';

/** One field of a form, named as the server (and so the shared table of required fields and the limits) names it. */
export interface SharedField<V, F extends string> {
  /** The form's own name for the field, where its error shows, when it is not the server's. */
  as?: F;
  value(values: V): string;
  /**
   * The field's own rule (a name, a phone number, symptoms…): it answers first, told whether this form requires the
   * field. Without one, the field is checked for a value only where the shared table requires it.
   */
  rule?(value: string, required: boolean): MessageId | null;
}

/** The server names of the fields a form must send (`shared/forms.ts`): a form's fields list each of them. */
type RequiredOf<N extends FormName> = keyof (typeof REQUIRED_FIELDS)[N] & string;

export type SharedFields<N extends FormName, V, F extends string> = Record<RequiredOf<N>, SharedField<V, F>> &
  Record<string, SharedField<V, F>>;

/** What `useForm` takes from the shared table: each field's check, and where the server's names for them show. */
export interface FormRules<V, F extends string> {
  checks: Partial<Record<F, FieldCheck<V>>>;
  serverNames: Record<string, F>;
}

function checkOf<V>(form: FormName, server: string, field: SharedField<V, string>): FieldCheck<V> | null {
  const required = isRequired(form, server);
  const { rule, value } = field;
  if (rule) return (values) => rule(value(values), required);
  return required ? (values) => messageIdFor(requiredError(form, server, value(values))) : null;
}

/**
 * A form's checks from the shared table of required fields (the codes the server answers too) and the fields' own
 * rules, with the server's names of its fields (their limits are the server's, and the server's errors show there).
 */
export function formRules<N extends FormName, V, F extends string>(
  form: N,
  fields: SharedFields<N, V, F>,
): FormRules<V, F> {
  const checks: Partial<Record<F, FieldCheck<V>>> = {};
  const serverNames: Record<string, F> = {};
  for (const [server, field] of Object.entries<SharedField<V, F>>(fields)) {
    const name = field.as ?? (server as F);
    if (field.as) serverNames[server] = field.as;
    const check = checkOf(form, server, field);
    if (check) checks[name] = check;
  }
  return { checks, serverNames };
}

/** District and DS division, held as the form's `place`; the DS division's errors show as `ds`. */
export function placeFields<V extends { place: { districtCode: string; dsCode: string } }>() {
  return {
    district: { value: (v: V) => v.place.districtCode },
    dsDivision: { as: 'ds' as const, value: (v: V) => v.place.dsCode },
  };
}

/** "Other" needs a specifying text (support, contribution and alert types): the message when it has none, or null. */
export function otherTextCheck(isOther: boolean, text: string): MessageId | null {
  return 'missing' in otherText(isOther, text) ? messageIdFor('SUPPORT_OTHER_TEXT_REQUIRED') : null;
}
