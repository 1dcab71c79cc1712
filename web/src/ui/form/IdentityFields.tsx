import { sanitizePhoneInput } from '@rules';
import { useT } from '../../i18n/I18nProvider';
import { TextField } from '../fields';
import type { Form } from './useForm';

interface Identity {
  fullName: string;
  nic: string;
  contact: string;
}

/** The 10-digit contact number (digits only as typed), named `contactNo` for a form posted without scripts. */
export function ContactField<V extends { contact: string }, F extends string>({
  form,
}: {
  form: Form<V, F | 'contact'>;
}) {
  const t = useT();
  return (
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
  );
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
      <ContactField form={form} />
    </>
  );
}
