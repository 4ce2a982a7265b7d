import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { IdTextSchema } from '@adcast/domain/ids';
import { z } from 'zod';
import { recordArea } from '../../../records/area';
import type { ModuleDeps } from '../../module-deps';
import { registerDocumentRoutes } from '../../owners/document-routes';
import { registerDiscussionRoutes } from '../discussions/discussion-routes';
import { ORDER } from './order-record';
import { createOrder, updateOrder } from './write-service';

/** Part 2 §7 "File upload (file)": the campaign is named in the query, so a refusal comes before the body. */
const FILE_UPLOAD = {
  path: CAMPAIGN_API.fileUpload,
  querystring: z.object({ orderId: IdTextSchema }).transform(({ orderId }) => ({ ownerId: orderId })),
  summary: "?orderId=: an IO document or creative asset of the campaign (the order's edit permission)",
};

/** Orders (campaigns): the record's routes, written through the advertiser's rules, each order's discussion and files. */
export const ORDER_AREA = recordArea<ModuleDeps>(ORDER, {
  writes: { create: createOrder, update: updateOrder },
  routes: (app, deps) => {
    registerDiscussionRoutes(app, deps);
    registerDocumentRoutes(app, deps, { definition: ORDER, kind: 'order', uploadAt: FILE_UPLOAD });
  },
});
