import { useMutation, useQuery } from '@apollo/client/react';
import { MIN_PASSWORD_LENGTH, nationalPhone } from '@rules';
import { useState } from 'react';
import {
  ChangePasswordDocument,
  MyOfficeContactDocument,
  UpdateMySettingsDocument,
  UpdateOfficeContactDocument,
  type NotificationPreference,
} from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { useServerErrors } from '../../../ui/errors';
import { TextField } from '../../../ui/fields';
import { phoneCheck } from '../../../ui/form/checks';
import { PhoneField } from '../../../ui/form/PhoneField';
import { useForm } from '../../../ui/form/useForm';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSession } from '../../accounts/session';
import { WebPushButton } from './WebPushButton';
import { FormMessages } from '../../../i18n/FormMessages';

const PREFERENCES: NotificationPreference[] = ['ALERTS', 'REPORTS', 'VOLUNTEER_UPDATES'];

/** The outcome line under a settings form: saved, or the server's refusal. */
function useOutcome() {
  const serverErrors = useServerErrors();
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    saved: (text: string) => setMessage(text),
    failed: (error: unknown) => setMessage(serverErrors.message(error)),
    line: message && <p role="status">{message}</p>,
  };
}

function PasswordForm() {
  const t = useT();
  const form = useForm<{ current: string; next: string }, 'next'>({
    initial: () => ({ current: '', next: '' }),
    checks: { next: (v) => (v.next.length < MIN_PASSWORD_LENGTH ? 'signup.passwordShort' : null) },
    serverNames: { currentPassword: 'current', newPassword: 'next' },
  });
  const outcome = useOutcome();
  const [changePassword] = useMutation(ChangePasswordDocument);
  const send = async ({ current, next }: typeof form.values) => {
    await changePassword({ variables: { currentPassword: current, newPassword: next } });
    form.reset();
    outcome.saved(t('settings.passwordChanged'));
  };
  return (
    <form className="form-card" onSubmit={form.handleSubmit(send, outcome.failed)}>
      <h2>{t('settings.password')}</h2>
      <TextField
        label={t('settings.current')}
        type="password"
        autoComplete="current-password"
        value={form.values.current}
        error={form.error('current')}
        onChange={(e) => form.set('current', e.target.value)}
      />
      <TextField
        label={t('settings.new')}
        type="password"
        autoComplete="new-password"
        value={form.values.next}
        error={form.error('next')}
        onChange={(e) => form.set('next', e.target.value)}
      />
      {outcome.line}
      <button type="submit" className="button primary" disabled={form.submitting}>
        {t('settings.changePassword')}
      </button>
    </form>
  );
}

function ContactForm({ contactNo, preference }: { contactNo: string; preference: NotificationPreference }) {
  const t = useT();
  const form = useForm<{ contact: string; preference: NotificationPreference }, 'contact'>({
    initial: () => ({ contact: contactNo, preference }),
    checks: { contact: (v) => phoneCheck(v.contact) },
    serverNames: { contactNo: 'contact' },
  });
  const outcome = useOutcome();
  const [updateSettings] = useMutation(UpdateMySettingsDocument);
  const send = async (v: typeof form.values) => {
    await updateSettings({ variables: { contactNo: nationalPhone(v.contact), notificationPreference: v.preference } });
    outcome.saved(t('dash.saved'));
  };
  return (
    <form className="form-card" onSubmit={form.handleSubmit(send, outcome.failed)}>
      <h2>{t('settings.contact')}</h2>
      <PhoneField label={t('settings.contactNo')} field={form.field('contact')} />
      <fieldset className="radio-group" aria-describedby="preference-sends">
        <legend>{t('settings.notifications')}</legend>
        {PREFERENCES.map((p) => (
          <label key={p} className="check">
            <input
              type="radio"
              name="preference"
              value={p}
              checked={form.values.preference === p}
              onChange={() => form.set('preference', p)}
            />{' '}
            {t(`settings.pref.${p}`)}
          </label>
        ))}
        <p className="field-hint" id="preference-sends">
          {t(`settings.sends.${form.values.preference}`, { number: nationalPhone(form.values.contact) || contactNo })}
        </p>
      </fieldset>
      <WebPushButton />
      {outcome.line}
      <button type="submit" className="button primary" disabled={form.submitting}>
        {t('settings.save')}
      </button>
    </form>
  );
}

/** DS officers: the office contact shown to the public (D16); the form opens once the stored number has loaded. */
function OfficeContactForm() {
  const { data, loading } = useQuery(MyOfficeContactDocument);
  return loading ? null : <OfficeContactFields stored={data?.myOfficeContact ?? ''} />;
}

function OfficeContactFields({ stored }: { stored: string }) {
  const t = useT();
  const form = useForm<{ contactNo: string }>({
    initial: () => ({ contactNo: stored }),
    checks: { contactNo: (v) => phoneCheck(v.contactNo) },
  });
  const outcome = useOutcome();
  const [updateOffice] = useMutation(UpdateOfficeContactDocument);
  const send = async ({ contactNo }: typeof form.values) => {
    await updateOffice({ variables: { contactNo: nationalPhone(contactNo) } });
    outcome.saved(t('dash.saved'));
  };
  return (
    <form className="form-card" onSubmit={form.handleSubmit(send, outcome.failed)}>
      <h2>{t('settings.office')}</h2>
      <PhoneField label={t('settings.office')} note={t('settings.officeHint')} field={form.field('contactNo')} />
      {outcome.line}
      <button type="submit" className="button primary" disabled={form.submitting}>
        {t('settings.save')}
      </button>
    </form>
  );
}

/** Settings (D21): password, contact number, notification preference; DS officers also the office contact (D16). */
function SettingsPageForm() {
  const t = useT();
  usePageTitle('settings.title');
  const { user } = useSession();
  return (
    <section className="dash-page narrow">
      <h1>{t('settings.title')}</h1>
      <PasswordForm />
      <ContactForm contactNo={user?.contactNo ?? ''} preference={user?.notificationPreference ?? 'ALERTS'} />
      {user?.role === 'DS_OFFICER' && <OfficeContactForm />}
    </section>
  );
}

/** The phone, NIC and GN division texts of the forms' catalogue (FormMessages), which this form shows too. */
export function SettingsPage() {
  return (
    <FormMessages>
      <SettingsPageForm />
    </FormMessages>
  );
}
