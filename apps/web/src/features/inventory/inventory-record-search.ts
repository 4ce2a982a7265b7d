import { recordSearchSource } from '../../resource/record-search-api';
import { placementResource } from './placements/placement-resource';

/** The inventory records the command palette finds by name or id. */
export const inventoryRecordSearch = [
  recordSearchSource(placementResource, {
    permission: 'PLACEMENTS_READ',
    linkOf: (placement) => ({ to: '/placements/edit/$id', params: { id: placement.id } }),
  }),
];
