import type { DemandPartner } from '@adcast/domain/demand/partners';
import { INTEGRATION_TYPE_OPTIONS, optionOf } from '@adcast/domain/enumerations';
import { formatMoney } from '@adcast/domain/format';
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
import { NewButton } from '../../../ui/new-button';
import { StatusLabel, statusColorOf } from '../../../ui/status-label';
import { Toolbar } from '../../../ui/toolbar';
import { ConnectionsList } from '../connections/connections-list';
import { partnerResource } from './partner-resource';

function PartnerOverview({ partner }: { partner: DemandPartner }) {
  const url =
    partner.integrationType === 'VAST'
      ? { label: 'VAST tag URL', value: partner.vastTagUrl }
      : { label: 'Endpoint URL', value: partner.endpointUrl };
  return (
    <DetailCard
      details={[
        { label: 'Status', value: <StatusLabel status={partner.status} /> },
        { label: 'Network', value: partner.network?.name ?? 'None' },
        {
          label: 'Integration type',
          value: optionOf(INTEGRATION_TYPE_OPTIONS, partner.integrationType)?.label,
        },
        url,
        { label: 'Default bid floor', value: formatMoney(partner.defaultBidFloor) },
        { label: 'Connections', value: partner.connectionCount },
        ...closingDetails(partner),
      ]}
    />
  );
}

function PartnerDetails({ partner }: { partner: DemandPartner }) {
  const can = useCan();
  const back = useNavigateBack();
  const archived = partner.status === 'ARCHIVED';
  const addConnection = can('CONNECTIONS_CREATE') && !archived && (
    <NewButton
      link={{ to: '/demand/details/$dpId/connections/create', params: { dpId: partner.id } }}
      label="Add new connection"
    />
  );
  return (
    <>
      <Toolbar
        title={partner.displayName}
        subtitle="Demand partner"
        statusColor={statusColorOf(partner.status)}
        statusLabel={partner.status}
        onBack={() => back({ to: '/demand/list' })}
        actions={
          <>
            {can('DEMAND_PARTNERS_EDIT') && !archived && (
              <ButtonLink variant="contained" to="/demand/details/$dpId/edit" params={{ dpId: partner.id }}>
                Edit
              </ButtonLink>
            )}
            {can('DEMAND_PARTNERS_ARCHIVE') && (
              <RecordArchiveButton resource={partnerResource} row={partner} unarchiveLabel="Reactivate" />
            )}
          </>
        }
      />
      <Box sx={columnSx}>
        <PartnerOverview partner={partner} />
        <ConnectionsList dpId={partner.id} action={addConnection} />
      </Box>
    </>
  );
}

/** /demand/details/{dpId}: the partner's overview and its connections. */
const detailsRoute = getRouteApi('/_authenticated/_shell/_staff/demand/details/$dpId');

export function PartnerDetailsPage() {
  const partner = useRecord(partnerResource, detailsRoute.useParams().dpId);
  return (
    <Loaded query={partner} what="demand partner">
      {(found) => <PartnerDetails partner={found} />}
    </Loaded>
  );
}
