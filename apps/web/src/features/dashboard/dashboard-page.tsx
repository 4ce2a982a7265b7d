import { roleDashboardCard } from '@adcast/domain/dashboards';
import { MAIN_DASHBOARD_ROLES, mayUseReports } from '@adcast/domain/reports/access';
import { ROLE_LABELS } from '@adcast/domain/roles';
import { useMask } from '../../api/mask-store';
import { useCan } from '../../session/can';
import { useMe } from '../../session/me';
import { Toolbar } from '../../ui/toolbar';
import { CampaignOverview } from '../campaigns/dashboard/campaign-overview';
import { DesignerOverview } from '../campaigns/dashboard/designer-overview';
import { MainDashboard } from '../reports/main-dashboard';
import { RoleDashboardCard } from './role-dashboard-card';
import { SectionOverview } from './section-overview';
import { WorkOverview } from './work-overview';

export function DashboardPage() {
  const me = useMe();
  const mask = useMask();
  const role = mask ? ROLE_LABELS[mask.role] : undefined;
  const card = mask && roleDashboardCard(mask.role);
  const can = useCan();
  // Who works on line items sees its campaigns; who only reads creatives (the designer) its library.
  const campaigns = can('CAMPAIGNS_LINE_ITEMS_READ');
  const creatives = !campaigns && can('CAMPAIGNS_CREATIVES_READ');
  return (
    <>
      <Toolbar title="Dashboard" subtitle={role ? `${me.name} · ${role}` : me.name} />
      {mask && MAIN_DASHBOARD_ROLES.includes(mask.role) && <MainDashboard />}
      {mask && card && (
        <RoleDashboardCard card={card} reports={mayUseReports('builder', mask, me.network !== null)} />
      )}
      {campaigns && <CampaignOverview />}
      {creatives && <DesignerOverview />}
      <WorkOverview />
      <SectionOverview exclude="/dashboard" />
    </>
  );
}
