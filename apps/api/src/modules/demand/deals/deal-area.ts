import { OpenRtbDealSchema, openRtbDeal } from '@adcast/domain/demand/deals';
import { DEAL_API } from '@adcast/domain/demand/paths';
import { authOf, needs } from '../../../http/auth';
import { IdParamsSchema } from '../../../http/params';
import { recordArea } from '../../../records/area';
import { parsed } from '../../../records/route-parts';
import { loadRecord } from '../../../records/rows';
import { DEAL } from './deal-record';
import { createDeal, updateDeal } from './write-service';

/** Deals: the record's routes, and the deal as buyers' bidders receive it. */
export const DEAL_AREA = recordArea(DEAL, {
  writes: { create: createDeal, update: updateDeal },
  routes: (app, deps) => {
    app.get(
      DEAL_API.openRtb(':id'),
      {
        config: needs(DEAL.permissions.read),
        schema: {
          tags: [DEAL.tag],
          summary: 'The deal as a bid request carries it (OpenRTB 2.6 imp.pmp.deals[])',
          params: IdParamsSchema,
          response: { 200: OpenRtbDealSchema },
        },
      },
      async (request) =>
        openRtbDeal(await loadRecord(deps.db, authOf(request), DEAL, parsed(request).params.id!)),
    );
  },
});
