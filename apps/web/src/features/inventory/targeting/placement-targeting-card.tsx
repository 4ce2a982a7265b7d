import { DEMAND_API } from '@adcast/domain/demand/paths';
import type { Placement } from '@adcast/domain/inventory/placements';
import { TARGETING_NOTICES } from '@adcast/domain/inventory/targeting';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { recordPickerSource } from '../../../resource/record-picker-api';
import { useRecordWrite } from '../../../resource/resource-api';
import { useCan } from '../../../session/can';
import { EntityPicker } from '../../../ui/pickers/entity-picker';
import { placementResource } from '../placements/placement-resource';

/** The placement's targeting set, chosen among its network's, set through PUT /api/placements/{id}/targeting. */
export function PlacementTargetingCard({ placement }: { placement: Placement }) {
  const can = useCan();
  const [chosen, setChosen] = useState<number | null>(placement.targetingSetId);
  const write = useRecordWrite(placementResource);
  const mayAttach = can('PLACEMENTS_EDIT') && can('TARGETING_READ') && placement.status !== 'ARCHIVED';
  if (!can('TARGETING_READ')) return null;
  const save = () =>
    write.mutate({
      method: 'PUT',
      path: DEMAND_API.placementTargeting(placement.id),
      body: { targetingSetId: chosen, version: placement.version },
      notice: chosen === null ? TARGETING_NOTICES.detached : TARGETING_NOTICES.attached,
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
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            onClick={save}
            disabled={write.isPending || chosen === placement.targetingSetId}
          >
            Save targeting
          </Button>
        </Box>
      )}
    </Paper>
  );
}
