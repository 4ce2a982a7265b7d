import {
  SIMILAR_ADVERTISERS_MAX,
  SimilarAdvertiserQuerySchema,
  SimilarAdvertiserSchema,
} from '@adcast/domain/campaigns/advertisers';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import type { EntityStatus } from '@adcast/domain/enumerations';
import { z } from 'zod';
import { similarAdvertisers } from '../../../db/campaigns';
import { authOf, needs } from '../../../http/auth';
import { recordArea } from '../../../records/area';
import { networkOf } from '../../../records/network-choice';
import { ADVERTISER } from './advertiser-record';
import { createAdvertiser, updateAdvertiser } from './write-service';

/** Advertisers: the record's routes, and the similar-name search the create form warns with. */
export const ADVERTISER_AREA = recordArea(ADVERTISER, {
  writes: { create: createAdvertiser, update: updateAdvertiser },
  routes: (app, deps) => {
    app.get(
      CAMPAIGN_API.similarAdvertisers,
      {
        config: needs(ADVERTISER.permissions.read),
        schema: {
          tags: [ADVERTISER.tag],
          summary:
            'Advertisers whose name is alike searchTerm (threshold 0.5 unless given), most alike first',
          querystring: SimilarAdvertiserQuerySchema,
          response: { 200: z.array(SimilarAdvertiserSchema) },
        },
      },
      async (request) => {
        const query = request.query as z.output<typeof SimilarAdvertiserQuerySchema>;
        const rows = await similarAdvertisers(
          deps.db,
          { term: query.searchTerm, threshold: query.threshold, limit: SIMILAR_ADVERTISERS_MAX },
          ADVERTISER.visibleTo(authOf(request), query.networkIds),
        );
        return rows.map((row) => ({
          id: row.id,
          name: row.name,
          status: row.status as EntityStatus,
          network: networkOf(row),
          similarity: row.similarity,
        }));
      },
    );
  },
});
