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
  const { values: v, set, error, blur } = form;
  return (
    <>
      <TextField
        label={t('field.fullName')}
        required
        name="fullName"
        autoComplete="name"
        value={v.fullName}
        error={error('fullName')}
        onChange={(e) => set('fullName', e.target.value)}
        onBlur={() => blur('fullName')}
      />
      <TextField
        label={t('field.nic')}
        required
        name="nicNumber"
        value={v.nic}
        error={error('nic')}
        onChange={(e) => set('nic', e.target.value)}
        onBlur={() => blur('nic')}
      />
      <TextField
        label={t('field.contact')}
        required
        name="contactNo"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={10}
        value={v.contact}
        error={error('contact')}
        onChange={(e) => set('contact', sanitizePhoneInput(e.target.value))}
        onBlur={() => blur('contact')}
      />
    </>
  );
}
