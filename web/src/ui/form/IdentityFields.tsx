import { useT } from '../../i18n/I18nProvider';
import { TextField } from '../fields';
import { PhoneField } from './PhoneField';
import type { Form } from './useForm';

interface Identity {
  fullName: string;
  nic: string;
  contact: string;
}

/** The contact number as typed, with the number it will be sent as; named `contactNo` for a form posted without scripts. */
export function ContactField<V extends { contact: string }, F extends string>({
  form,
}: {
  form: Form<V, F | 'contact'>;
}) {
  const t = useT();
  return <PhoneField label={t('field.contact')} required name="contactNo" field={form.field('contact')} />;
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
