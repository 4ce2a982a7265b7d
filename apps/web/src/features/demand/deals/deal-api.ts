import { DEAL_API } from '@adcast/domain/demand/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { toastingErrors } from '../../../api/notify-error';
import { dealResource } from './deal-resource';

/** What a bidder receives of the deal in `imp.pmp.deals[]` (OpenRTB 2.6), as the API answers it. */
export const useDealOpenRtb = (id: number, version: number) =>
  useQuery({
    queryKey: [dealResource.key, 'openrtb', id, version],
    queryFn: toastingErrors(dealResource.notices.errorFetching, () =>
      api.get<Record<string, unknown>>(DEAL_API.openRtb(id)),
    ),
  });
