import { useMutation } from '@apollo/client/react';
import { emailError, MIN_PASSWORD_LENGTH, nationalPhone } from '@rules';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SignupVolunteerDocument } from '../../../generated/public-forms/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { Dialog } from '../../../ui/Dialog';
import { useServerErrors } from '../../../ui/errors';
import { TextField } from '../../../ui/fields';
import { nameCheck, phoneCheck } from '../../../ui/form/checks';
import { formRules, placeFields } from '../../../ui/form/form-rules';
import { PhoneField } from '../../../ui/form/PhoneField';
import { postedValue, useForm, type FieldBinding } from '../../../ui/form/useForm';
import { needsScripts, SubmitButton } from '../../../ui/form/SubmitButton';
import { useTypedBeforeScripts } from '../../../ui/form/useTypedBeforeScripts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { EMPTY_PLACE, LocationFields, type PlaceValue } from '../../geography/components/LocationFields';
import { FormMessages } from '../../../i18n/FormMessages';

interface Values {
  fullName: string;
  contact: string;
  email: string;
  password: string;
  confirm: string;
  place: PlaceValue;
}
type FieldName = 'fullName' | 'contact' | 'email' | 'password' | 'confirm' | 'district' | 'ds';

const SIGNUP_FORM_ID = 'signup';

/** What was typed before the scripts ran (by the fields' names), or empty. */
const typedValues = (typed?: Parameters<typeof postedValue>[0]): Values => ({
  fullName: postedValue(typed, 'fullName'),
  contact: postedValue(typed, 'contactNumber'),
  email: postedValue(typed, 'email'),
  password: postedValue(typed, 'password'),
  confirm: postedValue(typed, 'confirmPassword'),
  place: { ...EMPTY_PLACE, districtCode: postedValue(typed, 'district'), dsCode: postedValue(typed, 'dsDivision') },
});

function NewPasswordField(props: FieldBinding & { label: string; name: string }) {
  return <TextField required type="password" autoComplete="new-password" {...props} />;
}

const SIGNUP_RULES = formRules<'signup', Values, FieldName>('signup', {
  fullName: { value: (v) => v.fullName, rule: nameCheck },
  contactNumber: { as: 'contact', value: (v) => v.contact, rule: phoneCheck },
  email: { value: (v) => v.email, rule: (email) => (emailError(email.trim()) ? 'signup.invalidEmail' : null) },
  password: {
    value: (v) => v.password,
    rule: (password) => (password.length < MIN_PASSWORD_LENGTH ? 'signup.passwordShort' : null),
  },
  confirmPassword: { as: 'confirm', value: (v) => v.confirm },
  ...placeFields<Values>(),
});

function useSignupForm() {
  return useForm<Values, FieldName>({
    initial: () => typedValues(),
    checks: { ...SIGNUP_RULES.checks, confirm: (v) => (v.confirm !== v.password ? 'signup.mismatch' : null) },
    serverNames: SIGNUP_RULES.serverNames,
  });
}

/** /signup: volunteers only. */
function SignupPageForm() {
  const t = useT();
  usePageTitle('page.signup.title');
  const navigate = useNavigate();
  const form = useSignupForm();
  useTypedBeforeScripts(SIGNUP_FORM_ID, (typed) => form.reset(typedValues(typed)));
  const serverErrors = useServerErrors();
  const { values: v, set, error, blur } = form;
  const [result, setResult] = useState<{ id: number } | { error: string } | null>(null);
  const [signup] = useMutation(SignupVolunteerDocument);

  const send = async (f: Values) => {
    const { data } = await signup({
      variables: {
        input: {
          fullName: f.fullName.trim(),
          email: f.email.trim(),
          password: f.password,
          confirmPassword: f.confirm,
          contactNumber: nationalPhone(f.contact),
          district: f.place.districtCode,
          dsDivision: f.place.dsCode,
        },
      },
    });
    if (data) setResult({ id: data.signupVolunteer.userId });
  };

  return (
    <section className="page narrow auth-page">
      <h1>{t('page.signup.title')}</h1>
      <form
        id={SIGNUP_FORM_ID}
        // Its fields are named (what was typed before the scripts ran is read by name): never sent in a URL.
        method="post"
        className="form-card"
        noValidate
        onSubmit={form.handleSubmit(send, (failure) => setResult({ error: serverErrors.message(failure) }))}
      >
        <TextField
          label={t('signup.fullName')}
          required
          name="fullName"
          autoComplete="name"
          {...form.field('fullName')}
        />
        <PhoneField label={t('signup.contact')} required name="contactNumber" field={form.field('contact')} />
        <TextField
          label={t('signup.email')}
          required
          name="email"
          type="email"
          autoComplete="email"
          {...form.field('email')}
        />
        <NewPasswordField label={t('signup.password')} name="password" {...form.field('password')} />
        <NewPasswordField label={t('signup.confirm')} name="confirmPassword" {...form.field('confirm')} />
        <LocationFields
          value={v.place}
          onChange={(p) => set('place', p)}
          errors={{ district: error('district'), ds: error('ds') }}
          onBlurDistrict={() => blur('district')}
          onBlurDs={() => blur('ds')}
          names={{ district: 'district', ds: 'dsDivision' }}
        />
        <SubmitButton className="button primary wide" disabled={needsScripts(form.submitting)}>
          {form.submitting ? t('common.submitting') : t('signup.submit')}
        </SubmitButton>
        <p className="auth-switch">
          <Link to="/login">{t('signup.loginLink')}</Link>
        </p>
      </form>
      {result && 'id' in result && (
        <Dialog tone="success" title={t('signup.success', { id: result.id })} onClose={() => void navigate('/login')} />
      )}
      {result && 'error' in result && (
        <Dialog tone="error" title={t('signup.failed', { message: result.error })} onClose={() => setResult(null)} />
      )}
    </section>
  );
}

/** The phone, NIC and GN division texts of the forms' catalogue (FormMessages), which this form shows too. */
export function SignupPage() {
  return (
    <FormMessages>
      <SignupPageForm />
    </FormMessages>
  );
}
