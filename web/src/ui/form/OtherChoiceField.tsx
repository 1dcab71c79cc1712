import { OTHER } from '@rules';
import { SelectField, TextField } from '../fields';
import type { Form } from './useForm';

export interface OtherChoiceProps {
  label: string;
  /** The specifying text's label, shown when Other is chosen (`otherTextCheck` asks for the text on submit). */
  otherLabel: string;
  /** The empty first option ("Select…"). */
  placeholder: string;
  options: readonly string[];
  optionLabel(option: string): string;
  /** The fields' names, for a form that reads what was typed before its scripts ran. */
  names?: { choice: string; other: string };
  value: string;
  other: string;
  onChange(value: string): void;
  onOtherChange(value: string): void;
  error?: string | null;
  otherError?: string | null;
  onBlur?(): void;
}

/** A required choice from a list whose "Other" takes a specifying text instead (support and contribution types). */
export function OtherChoiceField(props: OtherChoiceProps) {
  return (
    <>
      <SelectField
        label={props.label}
        required
        name={props.names?.choice}
        value={props.value}
        error={props.error}
        onBlur={props.onBlur}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.optionLabel(option)}
          </option>
        ))}
      </SelectField>
      {props.value === OTHER && (
        <TextField
          label={props.otherLabel}
          required
          name={props.names?.other}
          value={props.other}
          error={props.otherError}
          onChange={(e) => props.onOtherChange(e.target.value)}
        />
      )}
    </>
  );
}

/**
 * The choice and its specifying text bound to two fields of a form: values, changes, errors (the specifying text's
 * under `otherError`, when the form shows it under another name) and the choice's check on blur.
 */
export function otherChoiceOf<V, F extends string>(
  form: Form<V, F>,
  choice: F & keyof V,
  other: keyof V & string,
  otherError: string = other,
): Pick<OtherChoiceProps, 'value' | 'other' | 'onChange' | 'onOtherChange' | 'error' | 'otherError' | 'onBlur'> {
  return {
    value: form.values[choice] as string,
    other: form.values[other] as string,
    onChange: (value) => form.set(choice, value as V[typeof choice]),
    onOtherChange: (value) => form.set(other, value as V[typeof other]),
    error: form.error(choice),
    otherError: form.error(otherError),
    onBlur: () => form.blur(choice),
  };
}
