import type { PlacementInput } from '@adcast/domain/inventory/placements';
import { getRouteApi } from '@tanstack/react-router';
import { RecordCreatePage, RecordEditPage } from '../../../resource/record-form-pages';
import { PlacementTargetingCard } from '../targeting/placement-targeting-card';
import { PlacementForm } from './placement-form';
import { placementResource } from './placement-resource';

/** Saving goes back to the list, where the success toast shows. */
const toList = () => ({ to: '/placements' }) as const;

/** /placements/create. */
export function PlacementCreatePage() {
  const initial = {
    name: '',
    publisherId: undefined as unknown as number,
    type: 'VIDEO',
    platform: 'CTV',
    deliveryType: 'SSAI',
    bidFloor: 0,
    cpm: 0,
    auctionType: 'FIRST_PRICE',
    tmaxMs: null,
    status: 'ACTIVE',
  } satisfies PlacementInput;
  return (
    <RecordCreatePage
      resource={placementResource}
      Form={PlacementForm}
      initial={initial}
      back={toList()}
      openAfter={toList}
    />
  );
}

const editRoute = getRouteApi('/_authenticated/_shell/_staff/placements/edit/$id');

/** /placements/edit/{id}, with archive and unarchive. */
export function PlacementEditPage() {
  return (
    <RecordEditPage
      resource={placementResource}
      id={editRoute.useParams().id}
      Form={PlacementForm}
      back={toList}
      openAfter={toList}
      archivable
      below={(placement) => <PlacementTargetingCard key={placement.version} placement={placement} />}
    />
  );
}
