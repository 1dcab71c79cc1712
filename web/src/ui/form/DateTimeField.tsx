import { useT } from '../../i18n/I18nProvider';
import { TextField } from '../fields';
import type { FieldBinding } from './useForm';

/** "Date & Time" of what is reported, named as the server's form posts name it. */
export function DateTimeField(binding: FieldBinding) {
  const t = useT();
  return <TextField label={t('field.dateTime')} required name="dateTime" type="datetime-local" {...binding} />;
}
