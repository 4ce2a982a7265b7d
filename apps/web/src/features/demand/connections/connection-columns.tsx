import type { Connection } from '@adcast/domain/demand';
import { INTEGRATION_TYPE_OPTIONS, optionOf } from '@adcast/domain/enumerations';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { DateWithTime } from '../../../ui/date-with-time';
import { RecordLink } from '../../../ui/record-link';
import { type RowAction, RowActionsMenu } from '../../../ui/row-actions-menu';
import { DEMAND_ROUTES } from '../demand-routes';

export interface ConnectionColumnsOptions {
  /** The standalone list also names each connection's demand partner. */
  standalone: boolean;
  /** Names link to the connection's details only for users who may edit. */
  canEdit: boolean;
  onShowPlacements: (connection: Connection) => void;
  actionsOf: (connection: Connection) => RowAction[];
}

/** The columns of part 1 §2's demand connections list. */
export function connectionColumns(options: ConnectionColumnsOptions): DataColumn<Connection>[] {
  const columns: (DataColumn<Connection> | false)[] = [
    {
      id: 'name',
      label: 'Name',
      sortProperty: 'name',
      width: 180,
      render: (row) => (
        <RecordLink
          to={options.canEdit ? DEMAND_ROUTES.connectionOverview(row.id, row.demandPartner.id) : undefined}
          text={row.name}
        />
      ),
    },
    options.standalone && {
      id: 'demandPartner',
      label: 'Demand partner',
      sortProperty: 'demandPartner',
      render: (row) => row.demandPartner.displayName,
    },
    {
      id: 'placementCnt',
      label: 'Placements',
      sortProperty: 'placementCnt',
      align: 'center',
      render: (row) => (
        <Button
          size="small"
          variant="outlined"
          disabled={row.placementCnt === 0}
          aria-label={`Placements of ${row.name}`}
          onClick={() => options.onShowPlacements(row)}
          sx={{ minWidth: 48 }}
        >
          {row.placementCnt}
        </Button>
      ),
    },
    {
      id: 'schainAsi',
      label: 'Seller domain (ASI)',
      sortProperty: 'schainAsi',
      render: (row) => row.schainAsi,
    },
    {
      id: 'integrationType',
      label: 'Integration type',
      sortProperty: 'integrationType',
      render: (row) => optionOf(INTEGRATION_TYPE_OPTIONS, row.integrationType)?.label ?? row.integrationType,
    },
    {
      id: 'duplicateDpConnection',
      label: 'Duplication',
      sortProperty: 'duplicateDpConnection',
      align: 'center',
      render: (row) =>
        row.duplicateDpConnection ? (
          <CheckIcon color="success" fontSize="small" titleAccess="Duplicate" />
        ) : (
          <CloseIcon color="disabled" fontSize="small" titleAccess="Not a duplicate" />
        ),
    },
    {
      id: 'createdOn',
      label: 'Added',
      sortProperty: 'createdOn',
      width: 100,
      render: (row) => <DateWithTime value={row.createdOn} />,
    },
    {
      id: 'notes',
      label: 'Note',
      align: 'center',
      render: (row) =>
        row.notes && (
          <Tooltip title={row.notes} describeChild>
            <Box component="span" tabIndex={0} aria-label="Note" sx={{ display: 'inline-flex' }}>
              <InfoOutlinedIcon fontSize="small" color="action" />
            </Box>
          </Tooltip>
        ),
    },
    {
      id: 'actions',
      label: 'Actions',
      labelHidden: true,
      align: 'right',
      render: (row) => <RowActionsMenu label={`Actions for ${row.name}`} actions={options.actionsOf(row)} />,
    },
  ];
  return columns.filter((column) => column !== false);
}
