import { RecordListToolbar } from '../../../resource/record-list';
import { connectionResource } from './connection-resource';
import { ConnectionsList } from './connections-list';

/** The standalone demand connections list (part 1 §2). */
export function ConnectionsPage() {
  return (
    <>
      <RecordListToolbar resource={connectionResource} createLink={{ to: '/demand/connections/create' }} />
      <ConnectionsList />
    </>
  );
}
