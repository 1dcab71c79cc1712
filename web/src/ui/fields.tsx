import { FieldError } from './form/FieldError';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldFrame {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
}

function Frame({ id, label, error, hint, required, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true" className="required-mark" />}
      </label>
      {children}
      {hint && (
        <div className="field-hint" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

const describedBy = (id: string, error?: string | null, hint?: ReactNode) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

/** What every control of a frame carries: its id (the label's), and its state and messages for assistive technology. */
const controlProps = (id: string, { error, hint, required }: Omit<FieldFrame, 'label'>) => ({
  id,
  'aria-invalid': !!error,
  'aria-required': required,
  'aria-describedby': describedBy(id, error, hint),
});

export function TextField({
  label,
  error,
  hint,
  required,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required}>
      <input {...controlProps(id, { error, hint, required })} {...input} />
    </Frame>
  );
}

export function TextArea({
  label,
  error,
  hint,
  required,
  ...input
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required}>
      <textarea {...controlProps(id, { error, hint, required })} {...input} />
    </Frame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  required,
  children,
  ...select
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} required={required}>
      <select {...controlProps(id, { error, hint, required })} {...select}>
        {children}
      </select>
    </Frame>
  );
}
