import { type DashboardGroup, dashboardGroups } from '@adcast/domain/dashboards';
import { useMe } from '../../session/me';
import { useMyContentOwners, useMyPublishers } from '../../session/my-accounts';

/** The select page's groups, named once the user's publishers and content owners have loaded. */
export function useDashboardGroups(): { groups: DashboardGroup[]; loading: boolean } {
  const me = useMe();
  const publishers = useMyPublishers(me);
  const contentOwners = useMyContentOwners(me);
  return {
    groups: dashboardGroups(me, { publishers: publishers.data, contentOwners: contentOwners.data }),
    loading: publishers.isLoading || contentOwners.isLoading,
  };
}
