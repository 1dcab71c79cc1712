import { Route, Routes } from 'react-router-dom';
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
  { to: '/dmc-dashboard/volunteers', label: 'dash.link.volunteers' },
  { to: '/dmc-dashboard/settings', label: 'dash.link.settings' },
];

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
        <Route path="settings" element={<SettingsPage />} />
      </Route>
    </Routes>
  );
}
