import { DEFAULT_DEMAND_PARTNER_SORT, DEMAND_PARTNER_SORT_PROPERTIES } from '@adcast/domain/demand/partners';
import { DEFAULT_STATUS_FILTER } from '@adcast/domain/records';
import { useNavigate } from '@tanstack/react-router';
import { useCan } from '../../../session/can';
import { ListCard } from '../../../ui/list-card';
import { listSearchSchema } from '../../../ui/list-search';
import { NewButton } from '../../../ui/new-button';
import { Toolbar } from '../../../ui/toolbar';
import { useListState } from '../../../ui/use-list-state';
import { DEMAND_ROUTES } from '../demand-routes';
import { usePartnerCounts, usePartnerPage } from './partner-api';
import { partnerColumns } from './partner-columns';

const partnerListSearchSchema = listSearchSchema(DEMAND_PARTNER_SORT_PROPERTIES, {
  sortProperty: DEFAULT_DEMAND_PARTNER_SORT.sortProperty,
  sortDirection: DEFAULT_DEMAND_PARTNER_SORT.sortDirection,
  status: DEFAULT_STATUS_FILTER,
});

/** /demand/list: the demand partners with status boxes, name search, sort and paging. */
export function PartnersPage() {
  const controls = useListState(partnerListSearchSchema);
  const page = usePartnerPage(controls.state);
  const counts = usePartnerCounts(controls.state.search);
  const can = useCan();
  const navigate = useNavigate();
  const columns = partnerColumns((partner) =>
    can('DEMAND_PARTNERS_EDIT') && partner.status !== 'ARCHIVED'
      ? [{ label: 'Edit', onSelect: () => navigate({ to: DEMAND_ROUTES.partnerEdit(partner.id) }) }]
      : [],
  );
  return (
    <>
      <Toolbar
        title="Demand partners"
        actions={
          can('DEMAND_PARTNERS_CREATE') && (
            <NewButton to={DEMAND_ROUTES.partnerCreate} label="New demand partner" />
          )
        }
      />
      <ListCard
        title="Demand partners list"
        label="Demand partners"
        controls={controls}
        counts={counts.data}
        page={page}
        rowKey={(row) => row.id}
        columns={columns}
      />
    </>
  );
}
