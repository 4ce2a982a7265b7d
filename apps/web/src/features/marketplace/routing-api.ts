import { ROUTING_API } from '@adcast/domain/marketplace/paths';
import type { RoutingPlan } from '@adcast/domain/marketplace/routing';
import { withQuery } from '@adcast/domain/query';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastingErrors } from '../../api/notify-error';

export const ROUTING_KEY = 'marketplace-routing';
export const ROUTING_FETCH_ERROR = 'Error occurred while fetching marketplace routing';

/** A network's saved rules. */
export const useRoutingPlan = (networkId: number | null) =>
  useQuery({
    queryKey: [ROUTING_KEY, networkId],
    enabled: networkId !== null,
    queryFn: toastingErrors(ROUTING_FETCH_ERROR, () =>
      api.get<RoutingPlan>(withQuery(ROUTING_API.rules, { networkId: networkId ?? undefined })),
    ),
  });

/** A saved plan as the editor's values. */
export const rulesOf = (plan: RoutingPlan) =>
  plan.rules.map((rule) => ({
    supplyPackageId: rule.supplyPackage?.id ?? null,
    placementIds: rule.placements.map((placement) => placement.id),
    targets: rule.targets.map((target) => ({ connectionId: target.connection.id, share: target.share })),
    fallbackConnectionId: rule.fallbackConnection?.id ?? null,
  }));
