import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageLoading } from '../ui/PageLoading';
import { AppLayout } from './PublicLayout';

// Each screen is its own chunk, so dashboards never weigh on the public pages.
const HomePage = lazy(() => import('../features/home/pages/HomePage').then((m) => ({ default: m.HomePage })));
const AlertsPage = lazy(() => import('../features/alerts/pages/AlertsPage').then((m) => ({ default: m.AlertsPage })));
const ReportPage = lazy(() => import('../features/reports/pages/ReportPage').then((m) => ({ default: m.ReportPage })));
const RequestAidPage = lazy(() =>
  import('../features/aid-requests/pages/RequestAidPage').then((m) => ({ default: m.RequestAidPage })),
);
const EmergencyAidPage = lazy(() =>
  import('../features/aid-requests/pages/EmergencyAidPage').then((m) => ({ default: m.EmergencyAidPage })),
);
const PostDisasterAidPage = lazy(() =>
  import('../features/aid-requests/pages/PostDisasterAidPage').then((m) => ({ default: m.PostDisasterAidPage })),
);
const LoginPage = lazy(() => import('../features/accounts/pages/LoginPage').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('../features/accounts/pages/SignupPage').then((m) => ({ default: m.SignupPage })));
const VolunteerArea = lazy(() =>
  import('../features/volunteers/VolunteerArea').then((m) => ({ default: m.VolunteerArea })),
);
const DsArea = lazy(() => import('../features/ds/DsArea').then((m) => ({ default: m.DsArea })));
const DmcArea = lazy(() => import('../features/dmc/DmcArea').then((m) => ({ default: m.DmcArea })));
const SignedInMessages = lazy(() => import('../i18n/SignedInMessages').then((m) => ({ default: m.SignedInMessages })));
const NotFoundPage = lazy(() =>
  import('../features/dashboards/pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

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
          <Route
            path="login"
            element={
              <SignedInMessages>
                <LoginPage />
              </SignedInMessages>
            }
          />
          <Route
            path="signup"
            element={
              <SignedInMessages>
                <SignupPage />
              </SignedInMessages>
            }
          />
          <Route
            path="volunteer-dashboard/*"
            element={
              <SignedInMessages>
                <VolunteerArea />
              </SignedInMessages>
            }
          />
          <Route
            path="ds-dashboard/*"
            element={
              <SignedInMessages>
                <DsArea />
              </SignedInMessages>
            }
          />
          <Route
            path="dmc-dashboard/*"
            element={
              <SignedInMessages>
                <DmcArea />
              </SignedInMessages>
            }
          />
          {/* The seed's DS sidebar links System Settings to /gn-dashboard/settings (D21). */}
          <Route path="gn-dashboard/settings" element={<Navigate to="/ds-dashboard/settings" replace />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
