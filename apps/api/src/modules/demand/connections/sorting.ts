import type { ConnectionSortProperty } from '@adcast/domain/demand/connections';
import { connections } from '../../../db/schema/demand';
import { type SortKeys, textKey } from '../../../db/sorting';

/**
 * What each sortable column of the connections list orders by. Each key has an index of its own
 * (key, id), so a page is an index walk; the partner's name is the copy kept on the connection.
 */
export const CONNECTION_SORT_KEYS: SortKeys<ConnectionSortProperty> = {
  name: textKey(connections.name),
  demandPartner: textKey(connections.dpDisplayName),
  placementCnt: connections.placementCnt,
  schainAsi: textKey(connections.schainAsi),
  integrationType: connections.integrationType,
  duplicateDpConnection: connections.duplicateDpConnection,
  createdOn: connections.createdOn,
  status: connections.status,
};
