import type { Connection } from '@adcast/domain/demand/connections';
import { INTEGRATION_TYPE_OPTIONS, optionOf } from '@adcast/domain/enumerations';
import Box from '@mui/material/Box';
import { getRouteApi } from '@tanstack/react-router';
import { RecordArchiveButton } from '../../../resource/record-form-pages';
import { useRecord } from '../../../resource/resource-api';
import { useCan } from '../../../session/can';
import { ButtonLink } from '../../../ui/button-link';
import { closingDetails, DetailCard } from '../../../ui/detail-list';
import { columnSx } from '../../../ui/layout';
import { useNavigateBack } from '../../../ui/list-return';
import { Loaded } from '../../../ui/loaded';
import { RecordLink } from '../../../ui/record-link';
import { StatusLabel, statusColorOf } from '../../../ui/status-label';
import { Toolbar } from '../../../ui/toolbar';
import { ConnectionPlacementsCard } from './connection-placements-card';
import { connectionResource } from './connection-resource';

function ConnectionOverview({ connection }: { connection: Connection }) {
  const { demandPartner } = connection;
  const duplication = connection.duplicatedFromId ? (
    <RecordLink
      link={{ to: '/demand/connection/$id/details', params: { id: connection.duplicatedFromId } }}
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
          value: (
            <RecordLink
              link={{ to: '/demand/details/$dpId', params: { dpId: demandPartner.id } }}
              text={demandPartner.displayName}
            />
          ),
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
  const back = useNavigateBack();
  const archived = connection.status === 'ARCHIVED';
  const dpId = connection.demandPartner.id;
  return (
    <>
      <Toolbar
        title={connection.name}
        subtitle={`Connection of ${connection.demandPartner.displayName}`}
        statusColor={statusColorOf(connection.status)}
        statusLabel={connection.status}
        onBack={() => back({ to: '/demand/details/$dpId', params: { dpId } })}
        actions={
          <>
            {can('CONNECTIONS_EDIT') && !archived && (
              <ButtonLink
                variant="contained"
                to="/demand/details/$dpId/connections/edit/$id"
                params={{ dpId, id: connection.id }}
              >
                Edit
              </ButtonLink>
            )}
            {can('CONNECTIONS_DUPLICATE') && (
              <ButtonLink
                variant="outlined"
                to="/demand/connections/create/$id"
                params={{ id: connection.id }}
              >
                Duplicate
              </ButtonLink>
            )}
            {can('CONNECTIONS_ARCHIVE') && (
              <RecordArchiveButton resource={connectionResource} row={connection} />
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

function ConnectionPage({ id }: { id: number }) {
  const connection = useRecord(connectionResource, id);
  return (
    <Loaded query={connection} what="connection">
      {(found) => <ConnectionDetails connection={found} />}
    </Loaded>
  );
}

const detailsRoute = getRouteApi('/_authenticated/_shell/_staff/demand/connection/$id/details');
const overviewRoute = getRouteApi(
  '/_authenticated/_shell/_staff/connections/$id/demand/$dpId/details/overview',
);

/** /demand/connection/{id}/details. */
export const ConnectionDetailsPage = () => <ConnectionPage id={detailsRoute.useParams().id} />;

/** /connections/{id}/demand/{dpId}/details/overview: the same page, reached from the lists. */
export const ConnectionOverviewPage = () => <ConnectionPage id={overviewRoute.useParams().id} />;
