import { useMutation } from '@apollo/client/react';
import { emailError, MIN_PASSWORD_LENGTH, nameError, phoneError, sanitizePhoneInput } from '@rules';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SignupVolunteerDocument } from '../../../generated/signed-in/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { Dialog } from '../../../ui/Dialog';
import { serverMessage } from '../../../ui/errors';
import { TextField } from '../../../ui/fields';
import { messageIdFor } from '../../../ui/rule-messages';
import { usePageTitle } from '../../../ui/usePageTitle';
import { EMPTY_PLACE, LocationFields, type PlaceValue } from '../../geography/components/LocationFields';

interface Form { fullName: string; contact: string; email: string; password: string; confirm: string }
type FieldName = keyof Form | 'district' | 'ds';

/** /signup: volunteers only. */
export function SignupPage() {
  const t = useT();
  usePageTitle('page.signup.title');
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>({ fullName: '', contact: '', email: '', password: '', confirm: '' });
  const [place, setPlace] = useState<PlaceValue>(EMPTY_PLACE);
  const [errors, setErrors] = useState<Partial<Record<FieldName, MessageId>>>({});
  const [result, setResult] = useState<{ id: number } | { error: string } | null>(null);
  const [signup, { loading }] = useMutation(SignupVolunteerDocument);

  const check = (name: FieldName): MessageId | null => {
    switch (name) {
      case 'fullName': return messageIdFor(nameError(form.fullName));
      case 'contact': return messageIdFor(phoneError(form.contact));
      case 'email': return emailError(form.email.trim()) ? 'signup.invalidEmail' : null;
      case 'password': return form.password.length < MIN_PASSWORD_LENGTH ? 'signup.passwordShort' : null;
      case 'confirm': return form.confirm !== form.password ? 'signup.mismatch' : null;
      case 'district': return place.districtCode ? null : 'validation.required';
      case 'ds': return place.dsCode ? null : 'validation.required';
    }
  };
  const blur = (name: FieldName) => setErrors((e) => ({ ...e, [name]: check(name) ?? undefined }));
  const set = (name: keyof Form, value: string) => setForm((f) => ({ ...f, [name]: value }));
  const err = (name: FieldName) => (errors[name] ? t(errors[name]) : null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const names: FieldName[] = ['fullName', 'contact', 'email', 'password', 'confirm', 'district', 'ds'];
    const found = Object.fromEntries(names.map((n) => [n, check(n) ?? undefined]).filter(([, v]) => v)) as Partial<Record<FieldName, MessageId>>;
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const { data } = await signup({
        variables: { input: { fullName: form.fullName.trim(), email: form.email.trim(), password: form.password, confirmPassword: form.confirm, contactNumber: form.contact, district: place.districtCode, dsDivision: place.dsCode } },
      });
      if (data) setResult({ id: data.signupVolunteer.id });
    } catch (error) {
      setResult({ error: serverMessage(error, t) });
    }
  };

  return (
    <section className="page narrow auth-page">
      <h1>{t('page.signup.title')}</h1>
      <form className="form-card" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField label={t('signup.fullName')} required autoComplete="name" value={form.fullName} error={err('fullName')} onChange={(e) => set('fullName', e.target.value)} onBlur={() => blur('fullName')} />
        <TextField label={t('signup.contact')} required type="tel" inputMode="numeric" maxLength={10} value={form.contact} error={err('contact')} onChange={(e) => set('contact', sanitizePhoneInput(e.target.value))} onBlur={() => blur('contact')} />
        <TextField label={t('signup.email')} required type="email" autoComplete="email" value={form.email} error={err('email')} onChange={(e) => set('email', e.target.value)} onBlur={() => blur('email')} />
        <TextField label={t('signup.password')} required type="password" autoComplete="new-password" value={form.password} error={err('password')} onChange={(e) => set('password', e.target.value)} onBlur={() => blur('password')} />
        <TextField label={t('signup.confirm')} required type="password" autoComplete="new-password" value={form.confirm} error={err('confirm')} onChange={(e) => set('confirm', e.target.value)} onBlur={() => blur('confirm')} />
        <LocationFields value={place} onChange={setPlace} errors={{ district: err('district'), ds: err('ds') }} onBlurDistrict={() => blur('district')} onBlurDs={() => blur('ds')} />
        <button type="submit" className="button primary wide" disabled={loading}>{loading ? t('common.submitting') : t('signup.submit')}</button>
        <p className="auth-switch"><Link to="/login">{t('signup.loginLink')}</Link></p>
      </form>
      {result && 'id' in result && <Dialog tone="success" title={t('signup.success', { id: result.id })} onClose={() => void navigate('/login')} />}
      {result && 'error' in result && <Dialog tone="error" title={t('signup.failed', { message: result.error })} onClose={() => setResult(null)} />}
    </section>
  );
}
