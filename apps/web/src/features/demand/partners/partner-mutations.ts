import { DEMAND_NOTICES } from '@adcast/domain/demand/notices';
import type { DemandPartner, DemandPartnerInput, DemandPartnerUpdate } from '@adcast/domain/demand/partners';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { recordWrites } from '../../../api/record-writes';
import { useWrite } from '../../../api/use-write';
import { PARTNERS_KEY } from './partner-api';

/** Create, update, archive and reactivate (unarchive) a demand partner. */
export const partnerWrites = recordWrites<DemandPartnerInput, DemandPartnerUpdate>(
  {
    list: DEMAND_API.partners,
    one: DEMAND_API.partner,
    archive: DEMAND_API.archivePartner,
    unarchive: DEMAND_API.unarchivePartner,
  },
  DEMAND_NOTICES.partner,
);

export const usePartnerWrite = () => useWrite<DemandPartner>([PARTNERS_KEY]);
