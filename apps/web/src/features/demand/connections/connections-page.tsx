import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link as RouterLink } from '@tanstack/react-router';
import { useCan } from '../../../session/can';
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
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to={DEMAND_ROUTES.connectionCreate()}
            >
              New connection
            </Button>
          )
        }
      />
      <ConnectionsList />
    </>
  );
}
