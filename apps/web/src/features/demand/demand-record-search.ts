import { recordSearchSource } from '../../resource/record-search-api';
import { connectionResource } from './connections/connection-resource';
import { partnerResource } from './partners/partner-resource';

/** The demand records the command palette finds by name or id. */
export const demandRecordSearch = [
  recordSearchSource(partnerResource, {
    permission: 'DEMAND_PARTNERS_READ',
    linkOf: (partner) => ({ to: '/demand/details/$dpId', params: { dpId: partner.id } }),
  }),
  recordSearchSource(connectionResource, {
    permission: 'CONNECTIONS_READ',
    linkOf: (connection) => ({ to: '/demand/connection/$id/details', params: { id: connection.id } }),
  }),
];
