import { useMutation, useQuery } from '@apollo/client/react';
import { MIN_PASSWORD_LENGTH, phoneError, sanitizePhoneInput } from '@rules';
import { useState, type FormEvent } from 'react';
import { ChangePasswordDocument, MyOfficeContactDocument, UpdateMySettingsDocument, UpdateOfficeContactDocument, type NotificationPreference } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { serverMessage } from '../../../ui/errors';
import { TextField } from '../../../ui/fields';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSession } from '../../accounts/session';

const PREFERENCES: NotificationPreference[] = ['ALERTS', 'REPORTS', 'VOLUNTEER_UPDATES'];

/** Settings (D21): password, contact number, notification preference; DS officers also the office contact (D16). */
export function SettingsPage() {
  const t = useT();
  usePageTitle('settings.title');
  const { user } = useSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [contact, setContact] = useState(user?.contactNo ?? '');
  const [preference, setPreference] = useState<NotificationPreference>(user?.notificationPreference ?? 'ALERTS');
  const [office, setOffice] = useState<string | null>(null);
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [changePassword] = useMutation(ChangePasswordDocument);
  const [updateSettings] = useMutation(UpdateMySettingsDocument);
  const [updateOffice] = useMutation(UpdateOfficeContactDocument);
  const isDs = user?.role === 'DS_OFFICER';
  const officeQuery = useQuery(MyOfficeContactDocument, { skip: !isDs });
  const officeValue = office ?? officeQuery.data?.myOfficeContact ?? '';
  const say = (key: string, text: string) => setMessages((m) => ({ ...m, [key]: text }));

  const submitPassword = async (e: FormEvent) => {
    e.preventDefault();
    if (next.length < MIN_PASSWORD_LENGTH) return say('password', t('signup.passwordShort'));
    try {
      await changePassword({ variables: { currentPassword: current, newPassword: next } });
      setCurrent('');
      setNext('');
      say('password', t('settings.passwordChanged'));
    } catch (error) {
      say('password', serverMessage(error, t));
    }
  };
  const submitSettings = async (e: FormEvent) => {
    e.preventDefault();
    if (phoneError(contact)) return say('settings', t('validation.phone'));
    try {
      await updateSettings({ variables: { contactNo: contact, notificationPreference: preference } });
      say('settings', t('dash.saved'));
    } catch (error) {
      say('settings', serverMessage(error, t));
    }
  };
  const submitOffice = async (e: FormEvent) => {
    e.preventDefault();
    if (phoneError(officeValue)) return say('office', t('validation.phone'));
    try {
      await updateOffice({ variables: { contactNo: officeValue } });
      say('office', t('dash.saved'));
    } catch (error) {
      say('office', serverMessage(error, t));
    }
  };

  return (
    <section className="dash-page narrow">
      <h1>{t('settings.title')}</h1>
      <form className="form-card" onSubmit={(e) => void submitPassword(e)}>
        <h2>{t('settings.password')}</h2>
        <TextField label={t('settings.current')} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
        <TextField label={t('settings.new')} type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
        {messages.password && <p role="status">{messages.password}</p>}
        <button type="submit" className="button primary">{t('settings.changePassword')}</button>
      </form>
      <form className="form-card" onSubmit={(e) => void submitSettings(e)}>
        <h2>{t('settings.contact')}</h2>
        <TextField label={t('settings.contactNo')} type="tel" inputMode="numeric" maxLength={10} value={contact} onChange={(e) => setContact(sanitizePhoneInput(e.target.value))} />
        <fieldset className="radio-group">
          <legend>{t('settings.notifications')}</legend>
          {PREFERENCES.map((p) => (
            <label key={p} className="check"><input type="radio" name="preference" value={p} checked={preference === p} onChange={() => setPreference(p)} /> {t(`settings.pref.${p}`)}</label>
          ))}
        </fieldset>
        {messages.settings && <p role="status">{messages.settings}</p>}
        <button type="submit" className="button primary">{t('settings.save')}</button>
      </form>
      {isDs && (
        <form className="form-card" onSubmit={(e) => void submitOffice(e)}>
          <h2>{t('settings.office')}</h2>
          <TextField label={t('settings.office')} hint={t('settings.officeHint')} type="tel" inputMode="numeric" maxLength={10} value={officeValue} onChange={(e) => setOffice(sanitizePhoneInput(e.target.value))} />
          {messages.office && <p role="status">{messages.office}</p>}
          <button type="submit" className="button primary">{t('settings.save')}</button>
        </form>
      )}
    </section>
  );
}
