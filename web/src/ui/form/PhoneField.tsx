import { readPhone } from '@rules';
import { useT } from '../../i18n/I18nProvider';
import { TextField } from '../fields';
import { messageIdFor } from '../rule-messages';
import type { FieldBinding } from './useForm';

/**
 * A phone number field: it keeps what the person typed (+94 77 123 4567, 077-123 4567…) and says beneath it the
 * number that will be sent (0771234567), or why what is typed is not a number, before anything is sent.
 */
export function PhoneField({
  label,
  name,
  required,
  note,
  field,
}: {
  label: string;
  name?: string;
  required?: boolean;
  /** A hint of the page's own, said before the number. */
  note?: string;
  field: FieldBinding;
}) {
  const t = useT();
  const written = field.value.trim();
  const reading = written ? readPhone(written) : null;
  let hint: string | null = null;
  if (reading && 'national' in reading) hint = t('phone.willSend', { number: reading.national });
  // Once the field is left the reason is its error; the hint does not say it twice.
  else if (reading && !field.error) hint = t(messageIdFor(reading.error)!);
  return (
    <TextField
      label={label}
      required={required}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      hint={[note, hint].filter(Boolean).join(' ') || null}
      {...field}
    />
  );
}
