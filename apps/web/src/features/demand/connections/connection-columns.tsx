import { CONNECTION_COLUMN_LABELS, type Connection } from '@adcast/domain/demand/connections';
import { INTEGRATION_TYPE_OPTIONS } from '@adcast/domain/enumerations';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { actionsColumn, addedColumn, enumColumn, nameColumn } from '../../../ui/data-table/common-columns';
import type { DataColumn } from '../../../ui/data-table/data-table';
import type { RowAction } from '../../../ui/row-actions-menu';

export interface ConnectionColumnsOptions {
  /** The standalone list also names each connection's demand partner. */
  standalone: boolean;
  /** Names link to the connection's details only for users who may edit. */
  canEdit: boolean;
  onShowPlacements: (connection: Connection) => void;
  actionsOf: (connection: Connection) => RowAction[];
}

const placementsColumn = (onShow: (connection: Connection) => void): DataColumn<Connection> => ({
  id: 'placementCnt',
  label: CONNECTION_COLUMN_LABELS.placementCnt,
  sortProperty: 'placementCnt',
  align: 'center',
  render: (row) => (
    <Button
      size="small"
      variant="outlined"
      disabled={row.placementCnt === 0}
      // The name starts with the number the button shows (WCAG 2.5.3, label in name).
      aria-label={`${row.placementCnt} placements of ${row.name}`}
      onClick={() => onShow(row)}
      sx={{ minWidth: 48 }}
    >
      {row.placementCnt}
    </Button>
  ),
});

const duplicationColumn: DataColumn<Connection> = {
  id: 'duplicateDpConnection',
  label: CONNECTION_COLUMN_LABELS.duplicateDpConnection,
  sortProperty: 'duplicateDpConnection',
  align: 'center',
  render: (row) =>
    row.duplicateDpConnection ? (
      <CheckIcon color="success" fontSize="small" titleAccess="Duplicate" />
    ) : (
      <CloseIcon color="disabled" fontSize="small" titleAccess="Not a duplicate" />
    ),
};

const noteColumn: DataColumn<Connection> = {
  id: 'notes',
  label: CONNECTION_COLUMN_LABELS.notes,
  align: 'center',
  render: (row) =>
    row.notes && (
      <Tooltip title={row.notes} describeChild>
        <Box component="span" role="img" tabIndex={0} aria-label="Note" sx={{ display: 'inline-flex' }}>
          <InfoOutlinedIcon fontSize="small" color="action" />
        </Box>
      </Tooltip>
    ),
};

/** The columns of part 1 §2's demand connections list. */
export function connectionColumns(options: ConnectionColumnsOptions): DataColumn<Connection>[] {
  const columns: (DataColumn<Connection> | false)[] = [
    nameColumn(
      'name',
      (row) => row.name,
      (row) =>
        options.canEdit
          ? {
              to: '/connections/$id/demand/$dpId/details/overview',
              params: { id: row.id, dpId: row.demandPartner.id },
            }
          : undefined,
      180,
    ),
    options.standalone && {
      id: 'demandPartner',
      label: CONNECTION_COLUMN_LABELS.demandPartner,
      sortProperty: 'demandPartner',
      render: (row) => row.demandPartner.displayName,
    },
    placementsColumn(options.onShowPlacements),
    {
      id: 'schainAsi',
      label: CONNECTION_COLUMN_LABELS.schainAsi,
      sortProperty: 'schainAsi',
      render: (row) => row.schainAsi,
    },
    enumColumn(
      'integrationType',
      CONNECTION_COLUMN_LABELS.integrationType,
      INTEGRATION_TYPE_OPTIONS,
      (row) => row.integrationType,
    ),
    duplicationColumn,
    addedColumn(),
    noteColumn,
    actionsColumn((row) => row.name, options.actionsOf),
  ];
  return columns.filter((column) => column !== false);
}
