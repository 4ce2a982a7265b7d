import type { DemandPartner } from '@adcast/domain/demand';
import { INTEGRATION_TYPE_OPTIONS, optionOf } from '@adcast/domain/enumerations';
import { formatMoney } from '@adcast/domain/format';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useCan } from '../../../session/can';
import { ArchiveButton } from '../../../ui/archive-button';
import { DateWithTime } from '../../../ui/date-with-time';
import { DetailList } from '../../../ui/detail-list';
import { columnSx } from '../../../ui/layout';
import { Loaded } from '../../../ui/loaded';
import { useIdParams } from '../../../ui/route-params';
import { StatusLabel, statusColorOf } from '../../../ui/status-label';
import { Toolbar } from '../../../ui/toolbar';
import { ConnectionsList } from '../connections/connections-list';
import { DEMAND_ROUTES } from '../demand-routes';
import { usePartner } from './partner-api';
import { partnerWrites, usePartnerWrite } from './partner-mutations';

function PartnerOverview({ partner }: { partner: DemandPartner }) {
  const isVast = partner.integrationType === 'VAST';
  return (
    <Card variant="outlined">
      <CardHeader title="Overview" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <DetailList
          details={[
            { label: 'Status', value: <StatusLabel status={partner.status} /> },
            { label: 'Network', value: partner.network?.name ?? 'None' },
            {
              label: 'Integration type',
              value: optionOf(INTEGRATION_TYPE_OPTIONS, partner.integrationType)?.label,
            },
            isVast
              ? { label: 'VAST tag URL', value: partner.vastTagUrl }
              : { label: 'Endpoint URL', value: partner.endpointUrl },
            { label: 'Default bid floor', value: formatMoney(partner.defaultBidFloor) },
            { label: 'Connections', value: partner.connectionCount },
            { label: 'Added', value: <DateWithTime value={partner.createdOn} /> },
            { label: 'Updated', value: <DateWithTime value={partner.updatedOn} /> },
            { label: 'Notes', value: partner.notes },
          ]}
        />
      </CardContent>
    </Card>
  );
}

function PartnerDetails({ partner }: { partner: DemandPartner }) {
  const can = useCan();
  const navigate = useNavigate();
  const write = usePartnerWrite();
  const archived = partner.status === 'ARCHIVED';
  const addConnection = can('CONNECTIONS_CREATE') && !archived && (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      component={RouterLink}
      to={DEMAND_ROUTES.connectionCreate(partner.id)}
    >
      Add new connection
    </Button>
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
