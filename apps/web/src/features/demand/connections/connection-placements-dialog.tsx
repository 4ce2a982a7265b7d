import type { Connection } from '@adcast/domain/demand/connections';
import type { Placement } from '@adcast/domain/inventory/placements';
import { DEFAULT_PAGE_SIZE, DIALOG_WIDTHS, PLACEMENTS_DIALOG_SORT } from '@adcast/domain/paging';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useCan } from '../../../session/can';
import { statusColumn } from '../../../ui/data-table/common-columns';
import { type DataColumn, DataTable, type TableSort } from '../../../ui/data-table/data-table';
import {
  cpmColumn,
  deliveryTypeColumn,
  floorColumn,
  placementNameColumn,
} from '../../inventory/placements/placement-columns';
import { type PlacementsPaging, useConnectionPlacements } from './connection-api';

/** Part 1 §2: name (to the editor with edit permission), delivery type, floor, CPM and a status dot. */
const placementColumns = (canEdit: boolean): DataColumn<Placement>[] => [
  placementNameColumn(canEdit),
  deliveryTypeColumn,
  floorColumn,
  cpmColumn,
  statusColumn(),
];

function PlacementsTable({ connection }: { connection: Connection }) {
  const can = useCan();
  const [paging, setPaging] = useState<PlacementsPaging>({
    page: 0,
    size: DEFAULT_PAGE_SIZE,
    ...PLACEMENTS_DIALOG_SORT,
  });
  const placements = useConnectionPlacements(connection, paging);
  return (
    <DataTable
      label="Placements"
      columns={placementColumns(can('PLACEMENTS_EDIT'))}
      rows={placements.data?.content ?? []}
      rowKey={(row) => row.id}
      total={placements.data?.totalElements ?? 0}
      loading={placements.isFetching}
      page={paging.page}
      size={paging.size}
      onPageChange={(page) => setPaging({ ...paging, page })}
      onSizeChange={(size) => setPaging({ ...paging, size, page: 0 })}
      sort={paging}
      onSortChange={(sort: TableSort) => setPaging({ ...paging, ...sort, page: 0 })}
    />
  );
}

export interface ConnectionPlacementsDialogProps {
  /** The connection whose placements are shown; null keeps the dialog closed. */
  connection: Connection | null;
  onClose: () => void;
}

/** Part 1 §2: the 'Placements' dialog of a connection, 700 px wide, sorted by name ascending. */
export function ConnectionPlacementsDialog({ connection, onClose }: ConnectionPlacementsDialogProps) {
  return (
    <Dialog
      open={connection !== null}
      onClose={onClose}
      aria-labelledby="connection-placements-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTHS.placements, maxWidth: '100%' } } }}
    >
      <DialogTitle id="connection-placements-title">Placements</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {connection && <PlacementsTable connection={connection} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
