import { type DemandPartner, PARTNER_COLUMN_LABELS } from '@adcast/domain/demand/partners';
import { INTEGRATION_TYPE_OPTIONS, optionOf } from '@adcast/domain/enumerations';
import { formatMoney } from '@adcast/domain/format';
import Box from '@mui/material/Box';
import { getRouteApi } from '@tanstack/react-router';
import { RecordDetails, RecordDetailsToolbar } from '../../../resource/record-details';
import { useCan } from '../../../session/can';
import { closingDetails, DetailCard } from '../../../ui/detail-list';
import { columnSx } from '../../../ui/layout';
import { NewButton } from '../../../ui/new-button';
import { StatusLabel } from '../../../ui/status-label';
import { SupplyChainPanel } from '../../supply-chain/supply-chain-panel';
import { PartnerComplianceCard } from '../compliance/partner-compliance-card';
import { ConnectionsList } from '../connections/connections-list';
import { PartnerRevenuePanel } from '../discrepancies/partner-revenue-panel';
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
        {
          label: PARTNER_COLUMN_LABELS.discrepancyThresholdPct,
          value: `${partner.discrepancyThresholdPct} %`,
        },
        ...closingDetails(partner),
      ]}
    />
  );
}

function PartnerDetails({ partner }: { partner: DemandPartner }) {
  const can = useCan();
  const addConnection = can('CONNECTIONS_CREATE') && partner.status !== 'ARCHIVED' && (
    <NewButton
      link={{ to: '/demand/details/$dpId/connections/create', params: { dpId: partner.id } }}
      label="Add new connection"
    />
  );
  return (
    <>
      <RecordDetailsToolbar
        resource={partnerResource}
        row={partner}
        subtitle="Demand partner"
        back={{ to: '/demand/list' }}
        edit={{ to: '/demand/details/$dpId/edit', params: { dpId: partner.id } }}
        unarchiveLabel="Reactivate"
      />
      <Box sx={columnSx}>
        <PartnerOverview partner={partner} />
        <PartnerRevenuePanel partner={partner} />
        <ConnectionsList route={detailsRoute} dpId={partner.id} action={addConnection} />
        {can('COMPLIANCE_READ') && <PartnerComplianceCard partnerId={partner.id} />}
        <SupplyChainPanel kind="PARTNER" id={partner.id} />
      </Box>
    </>
  );
}

const detailsRoute = getRouteApi('/_authenticated/_shell/_staff/demand/details/$dpId');

/** /demand/details/{dpId}: the partner's overview, its connections and its approvals. */
export function PartnerDetailsPage() {
  return (
    <RecordDetails resource={partnerResource} id={detailsRoute.useParams().dpId}>
      {(partner) => <PartnerDetails partner={partner} />}
    </RecordDetails>
  );
}
