import { DEMAND_NOTICES } from '@adcast/domain/demand/notices';
import {
  DEFAULT_DEMAND_PARTNER_SORT,
  DEMAND_PARTNER_SORT_PROPERTIES,
  type DemandPartner,
  type DemandPartnerInput,
  type DemandPartnerUpdate,
} from '@adcast/domain/demand/partners';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { recordResource } from '../../../resource/record-resource';

export const partnerResource = recordResource<DemandPartner, DemandPartnerInput, DemandPartnerUpdate>()({
  key: 'demand-partners',
  what: 'demand partner',
  nameOf: (row) => row.displayName,
  labels: { plural: 'Demand partners', list: 'Demand partners list', create: 'New demand partner' },
  paths: {
    list: DEMAND_API.partners,
    counts: DEMAND_API.partnerCounts,
    one: DEMAND_API.partner,
    record: (partner) => DEMAND_API.partner(partner.id),
  },
  searchParam: 'displayName',
  sortProperties: DEMAND_PARTNER_SORT_PROPERTIES,
  defaultSort: DEFAULT_DEMAND_PARTNER_SORT,
  notices: { ...DEMAND_NOTICES.partner, errorFetching: DEMAND_NOTICES.errorFetchingPartners },
  bulkActions: ['ARCHIVE', 'UNARCHIVE'],
  permissions: {
    create: 'DEMAND_PARTNERS_CREATE',
    edit: 'DEMAND_PARTNERS_EDIT',
    archive: 'DEMAND_PARTNERS_ARCHIVE',
  },
});
