import { DEAL_CONTRACT } from '@adcast/domain/demand/deal-contract';
import type { Deal, DealInput } from '@adcast/domain/demand/deals';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../../resource/record-form-pages';
import { useMe } from '../../../session/me';
import { DealForm } from './deal-form';
import { DealOpenRtbPanel } from './deal-openrtb-panel';
import { dealResource } from './deal-resource';

const toList = () => ({ to: '/demand/deals' }) as const;
const toEditor = (deal: Deal) => ({ to: '/demand/deals/edit/$id', params: { id: deal.id } }) as const;

/** /demand/deals/create. A network user's deal belongs to its network. */
export function DealCreatePage() {
  const me = useMe();
  const initial: DealInput = {
    name: '',
    dealId: '',
    status: 'ACTIVE',
    networkId: me.network?.id ?? null,
    dealType: 'PRIVATE_AUCTION',
    auctionType: 'FIRST_PRICE',
    floorCpm: undefined as unknown as number,
    currency: 'USD',
    buyerSeats: [],
    advertiserDomains: [],
    startDate: '',
    endDate: '',
    placementIds: [],
    connectionIds: [],
    notes: '',
  };
  return (
    <RecordCreatePage
      resource={dealResource}
      Form={DealForm}
      initial={initial}
      back={toList()}
      openAfter={toEditor}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/demand/deals/edit/$id');

/** /demand/deals/edit/{id}: the form (read only to users who may not edit), archive, and what bidders receive. */
export function DealEditPage() {
  return (
    <RecordEditPage
      resource={dealResource}
      id={editRoute.useParams().id}
      Form={DealForm}
      formOf={DEAL_CONTRACT.inputOf}
      back={toList}
      openAfter={toEditor}
      archivable
      below={(deal) => <DealOpenRtbPanel deal={deal} />}
    />
  );
}
