import type { DemandPartner } from '@adcast/domain/demand/partners';
import { DEFAULT_DISCREPANCY_THRESHOLD_PCT } from '@adcast/domain/demand/revenue/discrepancy';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../../resource/record-form-pages';
import { useMe } from '../../../session/me';
import { PartnerForm } from './partner-form';
import { partnerResource } from './partner-resource';

const details = (partner: DemandPartner) =>
  ({ to: '/demand/details/$dpId', params: { dpId: partner.id } }) as const;

/** /demand/create. A network user's partner belongs to its network. */
export function PartnerCreatePage() {
  const me = useMe();
  return (
    <RecordCreatePage
      resource={partnerResource}
      Form={PartnerForm}
      initial={{
        displayName: '',
        status: 'ACTIVE',
        networkId: me.network?.id ?? null,
        integrationType: 'ORTB',
        endpointUrl: '',
        vastTagUrl: '',
        defaultBidFloor: 0,
        notes: '',
        discrepancyThresholdPct: DEFAULT_DISCREPANCY_THRESHOLD_PCT,
      }}
      back={{ to: '/demand/list' }}
      openAfter={details}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/demand/details/$dpId/edit');

/** /demand/details/{dpId}/edit. */
export function PartnerEditPage() {
  const { dpId } = editRoute.useParams();
  return (
    <RecordEditPage
      resource={partnerResource}
      id={dpId}
      Form={PartnerForm}
      back={details}
      openAfter={details}
    />
  );
}
