import { createBrowserRouter } from 'react-router-dom';
import type { MessageId } from '../i18n/en';
import { PagePlaceholder } from '../ui/PagePlaceholder';
import { PageLoading } from '../ui/PageLoading';
import { AppLayout } from './PublicLayout';

const placeholder = (titleId: MessageId) => ({ element: <PagePlaceholder titleId={titleId} /> });

/** Routes of both seeds. Each screen loads as its own chunk, so dashboards never weigh on public pages. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, lazy: () => import('../features/home/pages/HomePage').then((m) => ({ Component: m.HomePage })) },
      { path: 'alerts', lazy: () => import('../features/alerts/pages/AlertsPage').then((m) => ({ Component: m.AlertsPage })) },
      { path: 'submit-symptoms', lazy: () => import('../features/reports/pages/ReportPage').then((m) => ({ Component: m.ReportPage })) },
      { path: 'request-aid', lazy: () => import('../features/aid-requests/pages/RequestAidPage').then((m) => ({ Component: m.RequestAidPage })) },
      { path: 'emergency-aid-request', lazy: () => import('../features/aid-requests/pages/EmergencyAidPage').then((m) => ({ Component: m.EmergencyAidPage })) },
      { path: 'post-disaster-aid-request', lazy: () => import('../features/aid-requests/pages/PostDisasterAidPage').then((m) => ({ Component: m.PostDisasterAidPage })) },
      { path: 'login', ...placeholder('page.login.title') },
      { path: 'signup', ...placeholder('page.signup.title') },
      { path: 'volunteer-dashboard/*', ...placeholder('page.volunteerDashboard.title') },
      { path: 'ds-dashboard/*', ...placeholder('page.dsDashboard.title') },
      { path: 'dmc-dashboard/*', ...placeholder('page.dmcDashboard.title') },
      { path: '*', lazy: () => import('../features/dashboards/pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
]);
