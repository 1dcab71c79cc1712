import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../ui/PageLoading';
import { useT } from '../i18n/I18nProvider';
import { isDashboardPath, NavBar } from '../ui/NavBar';
import { Footer } from '../ui/Footer';

/** The frame of every page: skip link, the public navigation bar (hidden under the dashboards), content, footer. */
export function AppLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const dashboard = isDashboardPath(pathname);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skip.toContent')}
      </a>
      <NavBar />
      <main id="main" tabIndex={-1} className={dashboard ? 'main dashboard-main' : 'main'}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {!dashboard && <Footer />}
    </>
  );
}
