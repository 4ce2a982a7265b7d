import { DEFAULT_TMAX_MS, takesTmax, tmaxText } from '@adcast/domain/decisioning/tmax';
import { CONNECTION_CONTRACT } from '@adcast/domain/demand/connection-contract';
import type { Connection } from '@adcast/domain/demand/connections';
import { INTEGRATION_TYPE_OPTIONS, optionOf } from '@adcast/domain/enumerations';
import Box from '@mui/material/Box';
import { getRouteApi } from '@tanstack/react-router';
import { RecordDetails, RecordDetailsToolbar } from '../../../resource/record-details';
import { useCan } from '../../../session/can';
import { ButtonLink } from '../../../ui/button-link';
import { closingDetails, DetailCard } from '../../../ui/detail-list';
import { columnSx } from '../../../ui/layout';
import { RecordLink } from '../../../ui/record-link';
import { StatusLabel } from '../../../ui/status-label';
import { ConnectionCallsCard } from './connection-calls-card';
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
        ...(takesTmax(connection.integrationType)
          ? [
              {
                label: 'Partner timeout',
                value: tmaxText(connection.tmaxMs, `The placement's, else ${DEFAULT_TMAX_MS} ms`),
              },
            ]
          : []),
        { label: 'Status', value: <StatusLabel status={connection.status} /> },
        { label: 'Duplication', value: duplication },
        ...closingDetails(connection),
      ]}
    />
  );
}

/** The connection's toolbar, overview, placements and, for who may read them, its partner calls. */
export function ConnectionDetails({ connection }: { connection: Connection }) {
  const can = useCan();
  const dpId = connection.demandPartner.id;
  return (
    <>
      <RecordDetailsToolbar
        resource={connectionResource}
        row={connection}
        subtitle={`Connection of ${connection.demandPartner.displayName}`}
        back={{ to: '/demand/details/$dpId', params: { dpId } }}
        edit={{ to: '/demand/details/$dpId/connections/edit/$id', params: { dpId, id: connection.id } }}
        actions={
          can('CONNECTIONS_DUPLICATE') && (
            <ButtonLink variant="outlined" to="/demand/connections/create/$id" params={{ id: connection.id }}>
              Duplicate
            </ButtonLink>
          )
        }
      />
      <Box sx={columnSx}>
        <ConnectionOverview connection={connection} />
        <ConnectionPlacementsCard connection={connection} />
        {/* A read the role may not make would end the session: the card is there only for who may read it. */}
        {can(CONNECTION_CONTRACT.permissions.read) && <ConnectionCallsCard connection={connection} />}
      </Box>
    </>
  );
}

const ConnectionPage = ({ id }: { id: number }) => (
  <RecordDetails resource={connectionResource} id={id}>
    {(connection) => <ConnectionDetails connection={connection} />}
  </RecordDetails>
);

const detailsRoute = getRouteApi('/_authenticated/_shell/_staff/demand/connection/$id/details');
const overviewRoute = getRouteApi(
  '/_authenticated/_shell/_staff/connections/$id/demand/$dpId/details/overview',
);

/** /demand/connection/{id}/details. */
export const ConnectionDetailsPage = () => <ConnectionPage id={detailsRoute.useParams().id} />;

/** /connections/{id}/demand/{dpId}/details/overview: the same page, reached from the lists. */
export const ConnectionOverviewPage = () => <ConnectionPage id={overviewRoute.useParams().id} />;
