import { useCan } from '../../../session/can';
import { NewButton } from '../../../ui/new-button';
import { Toolbar } from '../../../ui/toolbar';
import { DEMAND_ROUTES } from '../demand-routes';
import { ConnectionsList } from './connections-list';

/** The standalone demand connections list (part 1 §2). */
export function ConnectionsPage() {
  const can = useCan();
  return (
    <>
      <Toolbar
        title="Demand connections"
        actions={
          can('CONNECTIONS_CREATE') && (
            <NewButton to={DEMAND_ROUTES.connectionCreate()} label="New connection" />
          )
        }
      />
      <ConnectionsList />
    </>
  );
}
