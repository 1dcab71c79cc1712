import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoading } from '../../ui/PageLoading';
import { DashboardLayout, type SidebarLink } from '../dashboards/components/DashboardLayout';
import { SettingsPage } from '../dashboards/pages/SettingsPage';
import { DsAlerts } from './pages/DsAlerts';
import { DsApproveAid } from './pages/DsApproveAid';
import { DsContributions } from './pages/DsContributions';
import { DsHome } from './pages/DsHome';
import { DsOngoingAid } from './pages/DsOngoingAid';
import { DsReport } from './pages/DsReport';
import { DsVolunteers } from './pages/DsVolunteers';

const LINKS: SidebarLink[] = [
  { to: '/ds-dashboard', label: 'dash.link.dashboard', end: true },
  { to: '/ds-dashboard/resolved-alerts', label: 'dash.link.ongoingAlerts' },
  { to: '/ds-dashboard/submit-manual-reports', label: 'dash.link.reportWarnings' },
  { to: '/ds-dashboard/ongoing-aid-requests', label: 'dash.link.ongoingAid' },
  { to: '/ds-dashboard/approve-aid-requests', label: 'dash.link.approveAid' },
  { to: '/ds-dashboard/approve-volunteer-contributions', label: 'dash.link.approveContributions' },
  { to: '/ds-dashboard/text-messages', label: 'dash.link.sms' },
  { to: '/ds-dashboard/places-to-confirm', label: 'dash.link.places' },
  { to: '/ds-dashboard/volunteers', label: 'dash.link.volunteers' },
  { to: '/ds-dashboard/settings', label: 'dash.link.systemSettings' },
];

// Its own chunk: the SMS triage screen loads when it is opened.
const PlacesToConfirmPage = lazy(() =>
  import('../places/pages/PlacesToConfirmPage').then((m) => ({ default: m.PlacesToConfirmPage })),
);
const SmsTriagePage = lazy(() => import('../sms/pages/SmsTriagePage').then((m) => ({ default: m.SmsTriagePage })));

/** /ds-dashboard/* */
export function DsArea() {
  return (
    <Routes>
      <Route element={<DashboardLayout role="DS_OFFICER" links={LINKS} />}>
        <Route index element={<DsHome />} />
        <Route path="resolved-alerts" element={<DsAlerts />} />
        <Route path="submit-manual-reports" element={<DsReport />} />
        <Route path="ongoing-aid-requests" element={<DsOngoingAid />} />
        <Route path="approve-aid-requests" element={<DsApproveAid />} />
        <Route path="approve-volunteer-contributions" element={<DsContributions />} />
        <Route path="volunteers" element={<DsVolunteers />} />
        <Route
          path="text-messages"
          element={
            <Suspense fallback={<PageLoading />}>
              <SmsTriagePage national={false} />
            </Suspense>
          }
        />
        <Route
          path="places-to-confirm"
          element={
            <Suspense fallback={<PageLoading />}>
              <PlacesToConfirmPage />
            </Suspense>
          }
        />
        <Route path="settings" element={<SettingsPage />} />
      </Route>
    </Routes>
  );
}
