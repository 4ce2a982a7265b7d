import { getRouteApi } from '@tanstack/react-router';
import { RecordListToolbar } from '../../../resource/record-list';
import { connectionResource } from './connection-resource';
import { ConnectionsList } from './connections-list';

const listRoute = getRouteApi('/_authenticated/_shell/_staff/connections');

/** The standalone demand connections list (part 1 §2). */
export function ConnectionsPage() {
  return (
    <>
      <RecordListToolbar resource={connectionResource} createLink={{ to: '/demand/connections/create' }} />
      <ConnectionsList route={listRoute} />
    </>
  );
}
