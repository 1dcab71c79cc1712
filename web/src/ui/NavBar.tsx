import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useT } from '../i18n/I18nProvider';
import type { MessageId } from '../i18n/en';
import { Brand } from './Brand';
import { LanguageSwitcher } from './LanguageSwitcher';

const LINKS: { to: string; label: MessageId }[] = [
  { to: '/', label: 'nav.home' },
  { to: '/alerts', label: 'nav.alerts' },
  { to: '/submit-symptoms', label: 'nav.report' },
  { to: '/request-aid', label: 'nav.requestSupport' },
  { to: '/login', label: 'nav.login' },
  { to: '/signup', label: 'nav.signup' },
];

/** Paths under which the public navigation bar is hidden (the signed-in areas). */
export const DASHBOARD_PREFIXES = ['/volunteer-dashboard', '/ds-dashboard', '/dmc-dashboard'];

export const isDashboardPath = (path: string): boolean =>
  DASHBOARD_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

export function NavBar() {
  const t = useT();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  if (isDashboardPath(pathname)) return null;
  return (
    <header className="navbar">
      <Brand />
      <button
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls="main-menu"
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true" className="menu-icon" />
      </button>
      {/* Without scripts the button is hidden; this link opens the menu by its fragment (`:target`). */}
      <noscript>
        <a href="#main-menu" className="menu-toggle menu-toggle-link" aria-label={t('nav.openMenu')}>
          <span aria-hidden="true" className="menu-icon" />
        </a>
      </noscript>
      {open && <div className="menu-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />}
      <nav id="main-menu" aria-label={t('nav.label')} className={open ? 'nav-menu open' : 'nav-menu'}>
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === '/'}
                onClick={() => setOpen(false)}
                className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <LanguageSwitcher />
      </nav>
    </header>
  );
}
