import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LoginDocument, type Role } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { SelectField, TextField } from '../../../ui/fields';
import { usePageTitle } from '../../../ui/usePageTitle';
import { HOME_OF_ROLE } from '../session';

const ROLES: Role[] = ['DS_OFFICER', 'DMC_OFFICER', 'VOLUNTEER'];

/** /login: role, numeric User ID and password; a role that does not match the account is refused. */
export function LoginPage() {
  const t = useT();
  usePageTitle('page.login.title');
  const navigate = useNavigate();
  const client = useApolloClient();
  const [role, setRole] = useState<Role>('VOLUNTEER');
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [login, { loading }] = useMutation(LoginDocument);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!/^\d+$/.test(userId)) return setError(t('login.userIdNumeric'));
    if (!password) return setError(t('validation.required'));
    try {
      const { data } = await login({ variables: { userId: Number(userId), password, role } });
      if (!data) return setError(t('login.error'));
      await client.resetStore();
      void navigate(HOME_OF_ROLE[data.login.user.role], { replace: true });
    } catch (err) {
      const code = CombinedGraphQLErrors.is(err) ? err.errors[0]?.extensions?.code : undefined;
      setError(code === 'ROLE_MISMATCH' ? t('login.roleMismatch') : code === 'LOGIN_FAILED' ? t('login.failed') : CombinedGraphQLErrors.is(err) ? (err.errors[0]?.message ?? t('login.error')) : t('login.error'));
    }
  };

  return (
    <section className="page narrow auth-page">
      <h1>{t('page.login.title')}</h1>
      <form className="form-card" noValidate onSubmit={(e) => void onSubmit(e)}>
        <SelectField label={t('login.role')} value={role} onChange={(e) => setRole(e.target.value as Role)}>
          {ROLES.map((r) => <option key={r} value={r}>{t(`login.role.${r}`)}</option>)}
        </SelectField>
        <TextField label={t('login.userId')} required inputMode="numeric" autoComplete="username" value={userId} onChange={(e) => setUserId(e.target.value.replace(/\D/g, ''))} />
        <TextField label={t('login.password')} required type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        {error && <p className="field-error" role="alert">{error}</p>}
        <button type="submit" className="button primary wide" disabled={loading}>{loading ? t('common.submitting') : t('login.submit')}</button>
        <p className="auth-switch"><Link to="/signup">{t('login.signupLink')}</Link></p>
      </form>
    </section>
  );
}
