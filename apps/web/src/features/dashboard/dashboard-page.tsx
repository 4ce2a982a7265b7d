import { MAIN_DASHBOARD_ROLES } from '@adcast/domain/reports/access';
import { ROLE_LABELS } from '@adcast/domain/roles';
import { useMask } from '../../session/mask-store';
import { useMe } from '../../session/me';
import { Toolbar } from '../../ui/toolbar';
import { MainDashboard } from '../reports/main-dashboard';
import { SectionOverview } from './section-overview';
import { WorkOverview } from './work-overview';

export function DashboardPage() {
  const me = useMe();
  const mask = useMask();
  const role = mask ? ROLE_LABELS[mask.role] : undefined;
  return (
    <>
      <Toolbar title="Dashboard" subtitle={role ? `${me.name} · ${role}` : me.name} />
      {mask && MAIN_DASHBOARD_ROLES.includes(mask.role) && <MainDashboard />}
      <WorkOverview />
      <SectionOverview exclude="/dashboard" />
    </>
  );
}
