import type { Connection } from '@adcast/domain/demand/connections';
import { INTEGRATION_TYPE_OPTIONS, optionOf } from '@adcast/domain/enumerations';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useCan } from '../../../session/can';
import { ArchiveButton } from '../../../ui/archive-button';
import { closingDetails, DetailCard } from '../../../ui/detail-list';
import { columnSx } from '../../../ui/layout';
import { Loaded } from '../../../ui/loaded';
import { RecordLink } from '../../../ui/record-link';
import { useIdParams } from '../../../ui/route-params';
import { StatusLabel, statusColorOf } from '../../../ui/status-label';
import { Toolbar } from '../../../ui/toolbar';
import { DEMAND_ROUTES } from '../demand-routes';
import { useConnection } from './connection-api';
import { connectionWrites, useConnectionWrite } from './connection-mutations';
import { ConnectionPlacementsCard } from './connection-placements-card';

function ConnectionOverview({ connection }: { connection: Connection }) {
  const { demandPartner } = connection;
  const duplication = connection.duplicatedFromId ? (
    <RecordLink
      to={DEMAND_ROUTES.connectionDetails(connection.duplicatedFromId)}
      text="Duplicate of a connection"
    />
  ) : connection.duplicateDpConnection ? (
    'Duplicate'
  ) : (
    'Original'
  );
  return (
    <DetailCard
      details={[
        {
          label: 'Demand partner',
          value: <RecordLink to={DEMAND_ROUTES.partner(demandPartner.id)} text={demandPartner.displayName} />,
        },
        { label: 'Network', value: connection.network?.name ?? 'None' },
        { label: 'Seller domain (ASI)', value: connection.schainAsi },
        {
          label: 'Integration type',
          value: optionOf(INTEGRATION_TYPE_OPTIONS, connection.integrationType)?.label,
        },
        { label: 'Status', value: <StatusLabel status={connection.status} /> },
        { label: 'Duplication', value: duplication },
        ...closingDetails(connection),
      ]}
    />
  );
}

function ConnectionDetails({ connection }: { connection: Connection }) {
  const can = useCan();
  const navigate = useNavigate();
  const write = useConnectionWrite();
  const archived = connection.status === 'ARCHIVED';
  const dpId = connection.demandPartner.id;
  return (
    <>
      <Toolbar
        title={connection.name}
        subtitle={`Connection of ${connection.demandPartner.displayName}`}
        statusColor={statusColorOf(connection.status)}
        statusLabel={connection.status}
        onBack={() => navigate({ to: DEMAND_ROUTES.partner(dpId) })}
        actions={
          <>
            {can('CONNECTIONS_EDIT') && !archived && (
              <Button
                variant="contained"
                component={RouterLink}
                to={DEMAND_ROUTES.connectionEdit(dpId, connection.id)}
              >
                Edit
              </Button>
            )}
            {can('CONNECTIONS_DUPLICATE') && (
              <Button
                variant="outlined"
                component={RouterLink}
                to={DEMAND_ROUTES.connectionDuplicate(connection.id)}
              >
                Duplicate
              </Button>
            )}
            {can('CONNECTIONS_ARCHIVE') && (
              <ArchiveButton
                archived={archived}
                what="connection"
                disabled={write.isPending}
                onConfirm={() => write.mutate(connectionWrites.archive(connection, !archived))}
              />
            )}
          </>
        }
      />
      <Box sx={columnSx}>
        <ConnectionOverview connection={connection} />
        <ConnectionPlacementsCard connection={connection} />
      </Box>
    </>
  );
}

/** /demand/connection/{id}/details and /connections/{id}/demand/{dpId}/details/overview. */
export function ConnectionDetailsPage() {
  const { id } = useIdParams();
  const connection = useConnection(id!);
  return (
    <Loaded query={connection} what="connection">
      {(found) => <ConnectionDetails connection={found} />}
    </Loaded>
  );
}
