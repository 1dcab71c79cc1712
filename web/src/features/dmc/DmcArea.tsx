import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoading } from '../../ui/PageLoading';
import { DashboardLayout, type SidebarLink } from '../dashboards/components/DashboardLayout';
import { SettingsPage } from '../dashboards/pages/SettingsPage';
import { DmcAidRequests } from './pages/DmcAidRequests';
import { DmcAlerts } from './pages/DmcAlerts';
import { DmcHome } from './pages/DmcHome';
import { DmcNewAlert } from './pages/DmcNewAlert';
import { DmcReports } from './pages/DmcReports';
import { DmcVolunteers } from './pages/DmcVolunteers';

const LINKS: SidebarLink[] = [
  { to: '/dmc-dashboard', label: 'dash.link.dashboard', end: true },
  { to: '/dmc-dashboard/alerts', label: 'dash.link.alerts' },
  { to: '/dmc-dashboard/reports', label: 'dash.link.reports' },
  { to: '/dmc-dashboard/aid-requests', label: 'dash.link.aidRequests' },
  { to: '/dmc-dashboard/text-messages', label: 'dash.link.sms' },
  { to: '/dmc-dashboard/places-to-confirm', label: 'dash.link.places' },
  { to: '/dmc-dashboard/volunteers', label: 'dash.link.volunteers' },
  { to: '/dmc-dashboard/settings', label: 'dash.link.settings' },
];

// Its own chunk: the SMS triage screen loads when it is opened.
const PlacesToConfirmPage = lazy(() =>
  import('../places/pages/PlacesToConfirmPage').then((m) => ({ default: m.PlacesToConfirmPage })),
);
const SmsTriagePage = lazy(() => import('../sms/pages/SmsTriagePage').then((m) => ({ default: m.SmsTriagePage })));

/** /dmc-dashboard/* */
export function DmcArea() {
  return (
    <Routes>
      <Route element={<DashboardLayout role="DMC_OFFICER" links={LINKS} />}>
        <Route index element={<DmcHome />} />
        <Route path="alerts" element={<DmcAlerts />} />
        <Route path="alerts/new" element={<DmcNewAlert />} />
        <Route path="reports" element={<DmcReports />} />
        <Route path="aid-requests" element={<DmcAidRequests />} />
        <Route path="volunteers" element={<DmcVolunteers />} />
        <Route
          path="text-messages"
          element={
            <Suspense fallback={<PageLoading />}>
              <SmsTriagePage national={true} />
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
