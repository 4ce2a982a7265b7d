import { DEMAND_API } from '@adcast/domain/demand/paths';
import type { Placement } from '@adcast/domain/inventory/placements';
import { TARGETING_NOTICES } from '@adcast/domain/inventory/targeting';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { recordPickerSource } from '../../../resource/record-picker-api';
import { useWrite } from '../../../resource/write-api';
import { useCan } from '../../../session/can';
import { EntityPicker } from '../../../ui/pickers/entity-picker';
import { CHANGELOG_KEY } from '../../changelog/changelog-api';
import { placementResource } from '../placements/placement-resource';
import { LastTargetingChange } from './last-targeting-change';

/** The placement's targeting set, chosen among its network's, set through PUT /api/placements/{id}/targeting. */
export function PlacementTargetingCard({ placement }: { placement: Placement }) {
  const can = useCan();
  const [chosen, setChosen] = useState<number | null>(placement.targetingSetId);
  // The change lands in the placement's changelog, which offers to undo it.
  const write = useWrite<Placement>([[placementResource.key], CHANGELOG_KEY]);
  const mayAttach = can('PLACEMENTS_EDIT') && can('TARGETING_READ') && placement.status !== 'ARCHIVED';
  if (!can('TARGETING_READ')) return null;
  const save = (targetingSetId: number | null) =>
    write.mutate({
      method: 'PUT',
      path: DEMAND_API.placementTargeting(placement.id),
      body: { targetingSetId, version: placement.version },
      notice: targetingSetId === null ? TARGETING_NOTICES.detached : TARGETING_NOTICES.attached,
      fallback: TARGETING_NOTICES.errorSave,
    });
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 720, display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="subtitle1">
        Targeting
      </Typography>
      <EntityPicker
        source={recordPickerSource('targeting')}
        networkIds={placement.networkId === null ? undefined : [placement.networkId]}
        value={chosen}
        onChange={(id) => setChosen(id)}
        disabled={!mayAttach || write.isPending}
      />
      {mayAttach && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
          {placement.targetingSetId !== null && (
            <Button onClick={() => save(null)} disabled={write.isPending}>
              Detach targeting
            </Button>
          )}
          <Button
            variant="contained"
            onClick={() => save(chosen)}
            disabled={write.isPending || chosen === placement.targetingSetId}
          >
            Save targeting
          </Button>
        </Box>
      )}
      {can('CHANGELOG_READ') && <LastTargetingChange placement={placement} />}
    </Paper>
  );
}
