import { Route, Routes } from 'react-router-dom';
import { DashboardLayout, type SidebarLink } from '../dashboards/components/DashboardLayout';
import { SettingsPage } from '../dashboards/pages/SettingsPage';
import { AvailabilitySwitch } from './components/AvailabilitySwitch';
import { AddContribution } from './pages/AddContribution';
import { MyContributions } from './pages/MyContributions';
import { NewAidRequest } from './pages/NewAidRequest';
import { VolunteerAidRequests } from './pages/VolunteerAidRequests';
import { VolunteerHome } from './pages/VolunteerHome';

const LINKS: SidebarLink[] = [
  { to: '/volunteer-dashboard', label: 'dash.link.dashboard', end: true },
  { to: '/volunteer-dashboard/aid-requests', label: 'dash.link.aidRequests' },
  { to: '/volunteer-dashboard/my-contributions', label: 'dash.link.myContributions' },
  { to: '/volunteer-dashboard/new-aid-request', label: 'dash.link.newAidRequest' },
  { to: '/volunteer-dashboard/settings', label: 'dash.link.settings' },
];

/** /volunteer-dashboard/* */
export function VolunteerArea() {
  return (
    <Routes>
      <Route element={<DashboardLayout role="VOLUNTEER" links={LINKS} profileControls={<AvailabilitySwitch />} />}>
        <Route index element={<VolunteerHome />} />
        <Route path="aid-requests" element={<VolunteerAidRequests />} />
        <Route path="emergency-aid-request" element={<VolunteerAidRequests initialType="EMERGENCY" />} />
        <Route path="post-disaster-aid-request" element={<VolunteerAidRequests initialType="POST_DISASTER" />} />
        <Route path="add-contribution" element={<AddContribution />} />
        <Route path="my-contributions" element={<MyContributions />} />
        <Route path="new-aid-request" element={<NewAidRequest />} />
        <Route path="settings" element={<SettingsPage />} />
      </Route>
    </Routes>
  );
}
