import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { LogoutDocument, type Role } from '../../../generated/signed-in/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { Brand } from '../../../ui/Brand';
import { LanguageSwitcher } from '../../../ui/LanguageSwitcher';
import { PageLoading } from '../../../ui/PageLoading';
import { useSession } from '../../accounts/session';
import { usePlaceNameByCode } from '../../geography/hooks/usePlaceNameByCode';
// Officers read names and texts typed in any of the three scripts, whatever their own language: both webfonts, each
// used only for its own letters (unicode-range), and only on the signed-in pages.
import '../../../i18n/fonts/sinhala.css';
import '../../../i18n/fonts/tamil.css';

export interface SidebarLink {
  to: string;
  label: MessageId;
  end?: boolean;
}

/**
 * The frame of a signed-in area: only its role gets in (others go to /login); sidebar with profile and Log out.
 * `profileControls` is what the area puts under the profile (the volunteers' availability switch).
 */
export function DashboardLayout({
  role,
  links,
  profileControls,
}: {
  role: Role;
  links: SidebarLink[];
  profileControls?: ReactNode;
}) {
  const t = useT();
  const place = usePlaceNameByCode();
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [logout] = useMutation(LogoutDocument);
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('all-scripts');
    return () => root.classList.remove('all-scripts');
  }, []);
  if (loading) return <PageLoading />;
  if (!user || user.role !== role) return <Navigate to="/login" replace />;

  const signOut = async () => {
    await logout().catch(() => undefined);
    await client.clearStore();
    await client.refetchQueries({ include: 'active' }).catch(() => undefined);
    void navigate('/login', { replace: true });
  };

  return (
    <div className="dashboard">
      <aside className={menuOpen ? 'sidebar open' : 'sidebar'}>
        <div className="sidebar-head">
          <Brand />
          <button
            type="button"
            className="menu-toggle dash-toggle"
            aria-expanded={menuOpen}
            aria-controls="dash-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <span aria-hidden="true" className="menu-icon" />
          </button>
        </div>
        <div id="dash-menu" className="sidebar-body">
          <div className="profile">
            <strong>{user.fullName}</strong>
            <span>{t(`dash.role.${role}`)}</span>
            <span>{t('dash.userId', { id: user.id })}</span>
            <span>{t('dash.district', { name: place(user.district) })}</span>
            {user.dsDivision && <span>{t('dash.division', { name: place(user.dsDivision) })}</span>}
          </div>
          {profileControls}
          <nav aria-label={t('dash.menu')}>
            <ul>
              {links.map((l) => (
                <li key={l.to}>
                  <NavLink
                    to={l.to}
                    end={l.end}
                    onClick={() => setMenuOpen(false)}
                    className={({ isActive }) => (isActive ? 'side-link active' : 'side-link')}
                  >
                    {t(l.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher />
          <button type="button" className="button secondary wide" onClick={() => void signOut()}>
            {t('dash.logout')}
          </button>
          {role === 'DMC_OFFICER' && <p className="version">{t('dash.version')}</p>}
        </div>
      </aside>
      <div className="dashboard-content">
        <Outlet />
      </div>
    </div>
  );
}
