import type { DemandPartner, DemandPartnerInput, DemandPartnerUpdate } from '@adcast/domain/demand';
import { DEMAND_API } from '@adcast/domain/demand-paths';
import { useWrite, type WriteRequest } from '../../../api/use-write';
import { DEMAND_NOTICES } from '../demand-notices';
import { PARTNERS_KEY } from './partner-api';

const saved = { fallback: DEMAND_NOTICES.errorPartnerSave };

export const partnerWrites = {
  create: (input: DemandPartnerInput): WriteRequest => ({
    ...saved,
    method: 'POST',
    path: DEMAND_API.partners,
    body: input,
    notice: DEMAND_NOTICES.partnerCreated,
  }),
  update: (id: number, input: DemandPartnerUpdate): WriteRequest => ({
    ...saved,
    method: 'PUT',
    path: DEMAND_API.partner(id),
    body: input,
    notice: DEMAND_NOTICES.partnerUpdated,
  }),
  /** Archive, or reactivate an archived partner. */
  archive: (partner: DemandPartner, archive: boolean): WriteRequest => ({
    method: 'PUT',
    path: (archive ? DEMAND_API.archivePartner : DEMAND_API.unarchivePartner)(partner.id),
    body: { version: partner.version },
    notice: archive ? DEMAND_NOTICES.partnerArchived : DEMAND_NOTICES.partnerReactivated,
    fallback: DEMAND_NOTICES.errorPartnerStatus,
  }),
};

export const usePartnerWrite = () => useWrite<DemandPartner>([PARTNERS_KEY]);
