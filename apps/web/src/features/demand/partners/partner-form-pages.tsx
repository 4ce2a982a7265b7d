import type { DemandPartner, DemandPartnerInput } from '@adcast/domain/demand/partners';
import { useSaveThenOpen } from '../../../api/use-write';
import { useMe } from '../../../session/me';
import { Loaded } from '../../../ui/loaded';
import { useIdParams } from '../../../ui/route-params';
import { Toolbar } from '../../../ui/toolbar';
import { DEMAND_ROUTES } from '../demand-routes';
import { PARTNERS_KEY, usePartner } from './partner-api';
import { PartnerForm } from './partner-form';
import { partnerWrites } from './partner-mutations';

const formOf = (partner: DemandPartner): DemandPartnerInput => ({
  displayName: partner.displayName,
  status: partner.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  networkId: partner.network?.id ?? null,
  integrationType: partner.integrationType,
  endpointUrl: partner.endpointUrl ?? '',
  vastTagUrl: partner.vastTagUrl ?? '',
  defaultBidFloor: partner.defaultBidFloor,
  notes: partner.notes ?? '',
});

const useSaveAndOpen = () =>
  useSaveThenOpen<DemandPartner>([PARTNERS_KEY], (saved) => DEMAND_ROUTES.partner(saved.id));

/** /demand/create. A network user's partner belongs to its network. */
export function PartnerCreatePage() {
  const me = useMe();
  const { save, saving, navigate } = useSaveAndOpen();
  const back = () => navigate({ to: DEMAND_ROUTES.partners });
  const initial: DemandPartnerInput = {
    displayName: '',
    status: 'ACTIVE',
    networkId: me.network?.id ?? null,
    integrationType: 'ORTB',
    endpointUrl: '',
    vastTagUrl: '',
    defaultBidFloor: 0,
    notes: '',
  };
  return (
    <>
      <Toolbar title="New demand partner" onBack={back} />
      <PartnerForm
        initial={initial}
        submitLabel="Create"
        saving={saving}
        onCancel={back}
        onSubmit={(values) => save(partnerWrites.create(values))}
      />
    </>
  );
}

/** /demand/details/{dpId}/edit. */
export function PartnerEditPage() {
  const { dpId } = useIdParams();
  const partner = usePartner(dpId!);
  const { save, saving, navigate } = useSaveAndOpen();
  return (
    <Loaded query={partner} what="demand partner">
      {(found) => {
        const back = () => navigate({ to: DEMAND_ROUTES.partner(found.id) });
        return (
          <>
            <Toolbar title="Edit demand partner" nextTitle={found.displayName} onBack={back} />
            <PartnerForm
              initial={formOf(found)}
              submitLabel="Save"
              saving={saving}
              onCancel={back}
              onSubmit={(values) =>
                save(partnerWrites.update(found.id, { ...values, version: found.version }))
              }
            />
          </>
        );
      }}
    </Loaded>
  );
}
