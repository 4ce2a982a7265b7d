import { recordArea } from '../../../records/area';
import type { ModuleDeps } from '../../module-deps';
import { registerDiscussionRoutes } from '../discussions/discussion-routes';
import { ORDER } from './order-record';
import { createOrder, updateOrder } from './write-service';

/** Orders (campaigns): the record's routes, written through the advertiser's rules, and each order's discussion. */
export const ORDER_AREA = recordArea<ModuleDeps>(ORDER, {
  writes: { create: createOrder, update: updateOrder },
  routes: registerDiscussionRoutes,
});
