import { sanitizePhoneInput } from '@rules';
import { useT } from '../../i18n/I18nProvider';
import { TextField } from '../fields';
import type { Form } from './useForm';

interface Identity {
  fullName: string;
  nic: string;
  contact: string;
}

/**
 * Full name, NIC and contact number: the person fields the early-warning report and the post-disaster form share
 * (named for a form posted without scripts).
 */
export function IdentityFields({ form }: { form: Form<Identity, keyof Identity> }) {
  const t = useT();
  return (
    <>
      <TextField label={t('field.fullName')} required name="fullName" autoComplete="name" {...form.field('fullName')} />
      <TextField label={t('field.nic')} required name="nicNumber" {...form.field('nic')} />
      <TextField
        label={t('field.contact')}
        required
        name="contactNo"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={10}
        {...form.field('contact', sanitizePhoneInput)}
      />
    </>
  );
}
