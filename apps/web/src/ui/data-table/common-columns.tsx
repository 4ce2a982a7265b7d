import { type EntityStatus, type EnumOption, optionOf } from '@adcast/domain/enumerations';
import { formatMoney } from '@adcast/domain/format';
import { RECORD_COLUMN_LABELS } from '@adcast/domain/records';
import type { LinkOptions } from '@tanstack/react-router';
import { DateWithTime } from '../date-with-time';
import { RecordLink } from '../record-link';
import { type RowAction, RowActionsMenu } from '../row-actions-menu';
import { StatusLabel } from '../status-label';
import type { DataColumn } from './data-table';

/** A record's name, linked where the user may go (undefined: plain text). */
export const nameColumn = <T,>(
  sortProperty: string,
  nameOf: (row: T) => string,
  linkOf: (row: T) => LinkOptions | undefined,
  width?: number,
): DataColumn<T> => ({
  id: sortProperty,
  label: RECORD_COLUMN_LABELS.name,
  sortProperty,
  width,
  render: (row) => <RecordLink link={linkOf(row)} text={nameOf(row)} />,
});

/** An enumeration's label, sorted by its key. */
export const enumColumn = <T, K extends string>(
  id: string,
  label: string,
  options: readonly EnumOption<K>[],
  keyOf: (row: T) => K,
): DataColumn<T> => ({
  id,
  label,
  sortProperty: id,
  render: (row) => optionOf(options, keyOf(row))?.label ?? keyOf(row),
});

/** An amount in USD with 2 decimals. */
export const moneyColumn = <T,>(id: string, label: string, amountOf: (row: T) => number): DataColumn<T> => ({
  id,
  label,
  sortProperty: id,
  align: 'right',
  render: (row) => formatMoney(amountOf(row)),
});

/** The status as a colour dot with its label, or the dot alone. */
export const statusColumn = <T extends { status: EntityStatus }>(dotOnly = false): DataColumn<T> => ({
  id: 'status',
  label: RECORD_COLUMN_LABELS.status,
  sortProperty: 'status',
  align: dotOnly ? 'center' : undefined,
  render: (row) => <StatusLabel status={row.status} dotOnly={dotOnly} />,
});

/** The status of a row whose statuses are not a record's (a user's Enabled or Disabled). */
export const statusOptionColumn = <T extends { status: S }, S extends string>(
  options: readonly EnumOption<S>[],
): DataColumn<T> => ({
  id: 'status',
  label: 'Status',
  sortProperty: 'status',
  render: (row) => <StatusLabel status={row.status} options={options} />,
});

/** Part 1 §9: the added date MM/dd/yyyy with the time HH:mm in its tooltip. */
export const addedColumn = <T extends { createdOn: string }>(): DataColumn<T> => ({
  id: 'createdOn',
  label: RECORD_COLUMN_LABELS.createdOn,
  sortProperty: 'createdOn',
  width: 100,
  render: (row) => <DateWithTime value={row.createdOn} />,
});

/** The row's menu; the column shows nothing for a row the user may not act on. */
export const actionsColumn = <T,>(
  nameOf: (row: T) => string,
  actionsOf: (row: T) => RowAction[],
): DataColumn<T> => ({
  id: 'actions',
  label: 'Actions',
  labelHidden: true,
  align: 'right',
  render: (row) => <RowActionsMenu label={`Actions for ${nameOf(row)}`} actions={actionsOf(row)} />,
});
