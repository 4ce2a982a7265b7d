import type { Connection } from '@adcast/domain/demand/connections';
import { PICKER_PAGE_SIZE } from '@adcast/domain/paging';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useState } from 'react';
import { placementSource } from '../../../resource/picker-sources-api';
import { useRecordWrite } from '../../../resource/resource-api';
import { useCan } from '../../../session/can';
import { EntityPicker } from '../../../ui/pickers/entity-picker';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes';
import { connectionWrites, useAssignedPlacementIds } from './connection-api';
import { ConnectionPlacementsDialog } from './connection-placements-dialog';
import { connectionResource } from './connection-resource';

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** The connection's placements: chips to add or remove (saved with PUT .../placements) and the dialog. */
export function ConnectionPlacementsCard({ connection }: { connection: Connection }) {
  const can = useCan();
  const assigned = useAssignedPlacementIds(connection);
  const write = useRecordWrite(connectionResource);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The picker holds at most one picker page of ids; saving from a partial list would drop the rest.
  const editable =
    can('CONNECTIONS_EDIT') &&
    connection.status !== 'ARCHIVED' &&
    connection.placementCnt <= PICKER_PAGE_SIZE;
  // Chips added and removed again leave nothing to lose.
  const dirty = chosen !== null && !sameIds(chosen, assigned.data ?? []);
  const save = () =>
    chosen &&
    write.mutate(connectionWrites.placements(connection, chosen), { onSuccess: () => setChosen(null) });
  return (
    <Card variant="outlined">
      <CardHeader
        title="Placements"
        subheader={`${connection.placementCnt} assigned`}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button disabled={connection.placementCnt === 0} onClick={() => setDialogOpen(true)}>
            Show placements
          </Button>
        }
      />
      <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <EntityPicker
          source={placementSource}
          multiple
          disabled={!editable || assigned.isPending}
          value={chosen ?? assigned.data ?? []}
          onChange={(ids) => setChosen(ids)}
          networkIds={connection.network ? [connection.network.id] : undefined}
        />
        {editable && (
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button disabled={chosen === null} onClick={() => setChosen(null)}>
              Discard changes
            </Button>
            <Button variant="contained" disabled={chosen === null || write.isPending} onClick={save}>
              Save placements
            </Button>
          </Box>
        )}
      </CardContent>
      <UnsavedChangesGuard dirty={dirty && !write.isPending} />
      <ConnectionPlacementsDialog
        connection={dialogOpen ? connection : null}
        onClose={() => setDialogOpen(false)}
      />
    </Card>
  );
}
