import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { MessageId } from '../i18n/en';
import { PageLoading } from '../ui/PageLoading';
import { PagePlaceholder } from '../ui/PagePlaceholder';
import { AppLayout } from './PublicLayout';

// Each screen is its own chunk, so dashboards never weigh on the public pages.
const HomePage = lazy(() => import('../features/home/pages/HomePage').then((m) => ({ default: m.HomePage })));
const AlertsPage = lazy(() => import('../features/alerts/pages/AlertsPage').then((m) => ({ default: m.AlertsPage })));
const ReportPage = lazy(() => import('../features/reports/pages/ReportPage').then((m) => ({ default: m.ReportPage })));
const RequestAidPage = lazy(() => import('../features/aid-requests/pages/RequestAidPage').then((m) => ({ default: m.RequestAidPage })));
const EmergencyAidPage = lazy(() => import('../features/aid-requests/pages/EmergencyAidPage').then((m) => ({ default: m.EmergencyAidPage })));
const PostDisasterAidPage = lazy(() => import('../features/aid-requests/pages/PostDisasterAidPage').then((m) => ({ default: m.PostDisasterAidPage })));
const NotFoundPage = lazy(() => import('../features/dashboards/pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

const placeholder = (titleId: MessageId) => <PagePlaceholder titleId={titleId} />;

/** Routes of both seeds. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<HomePage />} />
          <Route path="alerts" element={<AlertsPage />} />
          <Route path="submit-symptoms" element={<ReportPage />} />
          <Route path="request-aid" element={<RequestAidPage />} />
          <Route path="emergency-aid-request" element={<EmergencyAidPage />} />
          <Route path="post-disaster-aid-request" element={<PostDisasterAidPage />} />
          <Route path="login" element={placeholder('page.login.title')} />
          <Route path="signup" element={placeholder('page.signup.title')} />
          <Route path="volunteer-dashboard/*" element={placeholder('page.volunteerDashboard.title')} />
          <Route path="ds-dashboard/*" element={placeholder('page.dsDashboard.title')} />
          <Route path="dmc-dashboard/*" element={placeholder('page.dmcDashboard.title')} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
