import { recordArea } from '../../../records/area';
import { ORDER } from './order-record';
import { createOrder, updateOrder } from './write-service';

/** Orders (campaigns): the record's routes, written through the advertiser's rules. */
export const ORDER_AREA = recordArea(ORDER, { writes: { create: createOrder, update: updateOrder } });
