import type { DemandPartner } from '@adcast/domain/demand/partners';
import { INTEGRATION_TYPE_OPTIONS, optionOf } from '@adcast/domain/enumerations';
import { formatMoney } from '@adcast/domain/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useCan } from '../../../session/can';
import { ArchiveButton } from '../../../ui/archive-button';
import { closingDetails, DetailCard } from '../../../ui/detail-list';
import { columnSx } from '../../../ui/layout';
import { Loaded } from '../../../ui/loaded';
import { NewButton } from '../../../ui/new-button';
import { useIdParams } from '../../../ui/route-params';
import { StatusLabel, statusColorOf } from '../../../ui/status-label';
import { Toolbar } from '../../../ui/toolbar';
import { ConnectionsList } from '../connections/connections-list';
import { DEMAND_ROUTES } from '../demand-routes';
import { usePartner } from './partner-api';
import { partnerWrites, usePartnerWrite } from './partner-mutations';

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
  const navigate = useNavigate();
  const write = usePartnerWrite();
  const archived = partner.status === 'ARCHIVED';
  const addConnection = can('CONNECTIONS_CREATE') && !archived && (
    <NewButton to={DEMAND_ROUTES.connectionCreate(partner.id)} label="Add new connection" />
  );
  return (
    <>
      <Toolbar
        title={partner.displayName}
        subtitle="Demand partner"
        statusColor={statusColorOf(partner.status)}
        statusLabel={partner.status}
        onBack={() => navigate({ to: DEMAND_ROUTES.partners })}
        actions={
          <>
            {can('DEMAND_PARTNERS_EDIT') && !archived && (
              <Button variant="contained" component={RouterLink} to={DEMAND_ROUTES.partnerEdit(partner.id)}>
                Edit
              </Button>
            )}
            {can('DEMAND_PARTNERS_ARCHIVE') && (
              <ArchiveButton
                archived={archived}
                what="demand partner"
                unarchiveLabel="Reactivate"
                disabled={write.isPending}
                onConfirm={() => write.mutate(partnerWrites.archive(partner, !archived))}
              />
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
export function PartnerDetailsPage() {
  const { dpId } = useIdParams();
  const partner = usePartner(dpId!);
  return (
    <Loaded query={partner} what="demand partner">
      {(found) => <PartnerDetails partner={found} />}
    </Loaded>
  );
}
