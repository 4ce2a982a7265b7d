import type { Placement, PlacementInput } from '@adcast/domain/inventory/placements';
import { useSaveThenOpen } from '../../../api/use-write';
import { useCan } from '../../../session/can';
import { ArchiveButton } from '../../../ui/archive-button';
import { Loaded } from '../../../ui/loaded';
import { useIdParams } from '../../../ui/route-params';
import { statusColorOf } from '../../../ui/status-label';
import { Toolbar } from '../../../ui/toolbar';
import { PLACEMENT_WRITE_KEYS, placementWrites, usePlacement, usePlacementWrite } from './placement-api';
import { PlacementForm } from './placement-form';
import { PLACEMENT_ROUTES } from './placement-routes';

const formOf = (placement: Placement): PlacementInput => ({
  name: placement.name,
  publisherId: placement.publisher.id,
  type: placement.type,
  platform: placement.platform,
  deliveryType: placement.deliveryType,
  bidFloor: placement.bidFloor,
  cpm: placement.cpm,
  status: placement.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
});

/** Saving goes back to the list, where the success toast shows. */
const useSaveAndList = () => useSaveThenOpen<Placement>(PLACEMENT_WRITE_KEYS, () => PLACEMENT_ROUTES.list);

/** /placements/create. */
export function PlacementCreatePage() {
  const { save, saving, navigate } = useSaveAndList();
  const back = () => navigate({ to: PLACEMENT_ROUTES.list });
  const initial = {
    name: '',
    publisherId: undefined as unknown as number,
    type: 'VIDEO',
    platform: 'CTV',
    deliveryType: 'SSAI',
    bidFloor: 0,
    cpm: 0,
    status: 'ACTIVE',
  } satisfies PlacementInput;
  return (
    <>
      <Toolbar title="New placement" onBack={back} />
      <PlacementForm
        initial={initial}
        submitLabel="Create"
        saving={saving}
        onCancel={back}
        onSubmit={(values) => save(placementWrites.create(values))}
      />
    </>
  );
}

/** /placements/edit/{id}, with archive and unarchive. */
export function PlacementEditPage() {
  const { id } = useIdParams();
  const placement = usePlacement(id!);
  const can = useCan();
  const archive = usePlacementWrite();
  const { save, saving, navigate } = useSaveAndList();
  const back = () => navigate({ to: PLACEMENT_ROUTES.list });
  return (
    <Loaded query={placement} what="placement">
      {(found) => {
        const archived = found.status === 'ARCHIVED';
        return (
          <>
            <Toolbar
              title="Edit placement"
              nextTitle={found.name}
              statusColor={statusColorOf(found.status)}
              statusLabel={found.status}
              onBack={back}
              actions={
                can('PLACEMENTS_ARCHIVE') && (
                  <ArchiveButton
                    archived={archived}
                    what="placement"
                    disabled={archive.isPending}
                    onConfirm={() => archive.mutate(placementWrites.archive(found, !archived))}
                  />
                )
              }
            />
            <PlacementForm
              key={found.version}
              initial={formOf(found)}
              submitLabel="Save"
              saving={saving}
              readOnly={archived || !can('PLACEMENTS_EDIT')}
              onCancel={back}
              onSubmit={(values) =>
                save(placementWrites.update(found.id, { ...values, version: found.version }))
              }
            />
          </>
        );
      }}
    </Loaded>
  );
}
