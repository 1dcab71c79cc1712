import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LoginDocument, type Role } from '../../../generated/public-forms/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { useServerErrors } from '../../../ui/errors';
import { SelectField, TextField } from '../../../ui/fields';
import { FieldError } from '../../../ui/form/FieldError';
import { useForm } from '../../../ui/form/useForm';
import { needsScripts, SubmitButton } from '../../../ui/form/SubmitButton';
import { useTypedBeforeScripts } from '../../../ui/form/useTypedBeforeScripts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { HOME_OF_ROLE } from '../session';

const ROLES: Role[] = ['DS_OFFICER', 'DMC_OFFICER', 'VOLUNTEER'];
const CODE_MESSAGES: Partial<Record<string, MessageId>> = {
  ROLE_MISMATCH: 'login.roleMismatch',
  LOGIN_FAILED: 'login.failed',
};

/** The refusal to show: a known code's text, else the server's message, else the generic one. */
function loginFailure(error: unknown, t: (id: MessageId) => string, serverText: (error: unknown) => string): string {
  if (!CombinedGraphQLErrors.is(error)) return t('login.error');
  const code = error.errors[0]?.extensions?.code;
  const known = typeof code === 'string' ? CODE_MESSAGES[code] : undefined;
  return known ? t(known) : error.errors[0] ? serverText(error) : t('login.error');
}

/** /login: role, numeric User ID and password; a role that does not match the account is refused. */
export function LoginPage() {
  const t = useT();
  const serverErrors = useServerErrors();
  usePageTitle('page.login.title');
  const navigate = useNavigate();
  const client = useApolloClient();
  // One message for the whole form, shown under the fields (as before): the first failing check's. The role starts
  // unchosen: a default (it was Volunteer) made every officer's first try a role mismatch.
  const form = useForm<{ role: Role | ''; userId: string; password: string }, 'credentials'>({
    initial: () => ({ role: '', userId: '', password: '' }),
    checks: {
      credentials: (v) =>
        !v.role
          ? 'login.chooseRole'
          : !/^\d+$/.test(v.userId)
            ? 'login.userIdNumeric'
            : !v.password
              ? 'validation.required'
              : null,
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [login] = useMutation(LoginDocument);
  const { values: v, set } = form;
  // On a slow network the role is often chosen before the app takes over: taking over must not reset it.
  useTypedBeforeScripts('login', ({ values }) =>
    form.reset({
      role: ROLES.find((r) => r === values.role) ?? '',
      userId: (values.userId ?? '').replace(/\D/g, ''),
      password: values.password ?? '',
    }),
  );

  const send = async ({ userId, password, role }: typeof v) => {
    setFailure(null);
    if (!role) return;
    const { data } = await login({ variables: { userId: Number(userId), password, role } });
    if (!data) return setFailure(t('login.error'));
    await client.resetStore();
    void navigate(HOME_OF_ROLE[data.login.user.role], { replace: true });
  };

  return (
    <section className="page narrow auth-page">
      <h1>{t('page.login.title')}</h1>
      <form
        id="login"
        // Its fields are named (what was typed before the scripts ran is read by name): never sent in a URL.
        method="post"
        className="form-card"
        noValidate
        onSubmit={form.handleSubmit(send, (error) => setFailure(loginFailure(error, t, serverErrors.message)))}
      >
        <SelectField
          label={t('login.role')}
          name="role"
          value={v.role}
          onChange={(e) => set('role', e.target.value as Role)}
        >
          <option value="" disabled>
            {t('login.chooseRole')}
          </option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`login.role.${r}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('login.userId')}
          name="userId"
          required
          inputMode="numeric"
          autoComplete="username"
          value={v.userId}
          error={form.error('userId')}
          onChange={(e) => set('userId', e.target.value.replace(/\D/g, ''))}
        />
        <TextField
          label={t('login.password')}
          name="password"
          required
          type="password"
          autoComplete="current-password"
          value={v.password}
          error={form.error('password')}
          onChange={(e) => set('password', e.target.value)}
        />
        <FieldError message={form.error('credentials') ?? failure} />
        <SubmitButton className="button primary wide" disabled={needsScripts(form.submitting)}>
          {form.submitting ? t('common.submitting') : t('login.submit')}
        </SubmitButton>
        <p className="auth-switch">
          <Link to="/signup">{t('login.signupLink')}</Link>
        </p>
      </form>
    </section>
  );
}
