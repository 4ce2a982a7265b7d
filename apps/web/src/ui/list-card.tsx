import type { EntityStatus, EnumOption } from '@adcast/domain/enumerations';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { ReactNode } from 'react';
import { useCachedMe } from '../session/me';
import { statusColumn } from './data-table/common-columns';
import { type DataColumn, DataTable } from './data-table/data-table';
import { loadFailureOf } from './data-table/load-failure';
import type { PageQuery } from './data-table/local-paging';
import type { RowSelection } from './data-table/row-selection';
import { preferencesKey } from './data-table/table-preferences';
import { SearchField } from './search-field';
import { StatusTileRow, type TileCount } from './status-tile-row';
import type { ListControls } from './use-list-state';

export interface ListCardProps<
  T,
  P extends string,
  S extends string = EntityStatus,
  K extends string | number = string | number,
> {
  title: string;
  /** Buttons in the card's header. */
  action?: ReactNode;
  controls: ListControls<P, S>;
  counts: readonly TileCount[] | undefined;
  /** The status tiles when they are not a record's ACTIVE, INACTIVE and ARCHIVED. */
  statusOptions?: readonly EnumOption<S>[];
  page: PageQuery<T>;
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => K;
  /** The table's accessible name. */
  label: string;
  /** The search box's label ('Search by name' unless the list searches another field). */
  searchLabel?: string;
  /** Controls above the table (export, bulk actions). */
  tools?: ReactNode;
  /** The list's filter chips, under the tiles and search. */
  filterChips?: ReactNode;
  /** Rows may be chosen for the bulk actions shown while some are. */
  selection?: RowSelection<K>;
  selectionActions?: ReactNode;
  rowName?: (row: T) => string;
}

const hasStatus = (row: unknown): row is { status: EntityStatus } =>
  typeof row === 'object' && row !== null && 'status' in row;

/** Where there are status boxes, the rows say their status too (before the ID and the actions). */
function withStatusColumn<T>(columns: readonly DataColumn<T>[]): readonly DataColumn<T>[] {
  if (columns.some((column) => column.id === 'status')) return columns;
  const status = statusColumn<{ status: EntityStatus }>();
  const column: DataColumn<T> = { ...status, render: (row) => (hasStatus(row) ? status.render(row) : null) };
  const last = columns.at(-1);
  return last?.id === 'actions' ? [...columns.slice(0, -1), column, last] : [...columns, column];
}

/** A list in a card: status boxes that toggle the filter, the name search, and the paged table. */
export function ListCard<
  T,
  P extends string,
  S extends string = EntityStatus,
  K extends string | number = string | number,
>(props: ListCardProps<T, P, S, K>) {
  const { controls, page } = props;
  const { state } = controls;
  const me = useCachedMe();
  return (
    <Card variant="outlined">
      <CardHeader
        title={props.title}
        action={props.action}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 2,
            mb: 2,
            flexWrap: 'wrap',
          }}
        >
          <StatusTileRow
            counts={props.counts}
            chosen={state.status}
            onToggle={controls.toggleStatus}
            options={props.statusOptions}
          />
          <SearchField
            label={props.searchLabel}
            value={controls.searchText}
            onChange={controls.setSearchText}
          />
        </Box>
        {props.filterChips}
        <DataTable
          label={props.label}
          columns={withStatusColumn(props.columns)}
          rows={page.data?.content ?? []}
          rowKey={props.rowKey}
          idOf={props.rowKey}
          preferencesKey={preferencesKey(me?.id, props.label)}
          hiddenColumns={state.hidden}
          onHiddenColumnsChange={controls.setHidden}
          tools={props.tools}
          selection={props.selection}
          selectionActions={props.selectionActions}
          rowName={props.rowName}
          total={page.data?.totalElements ?? 0}
          totalCapped={page.data?.totalCapped}
          loading={page.isFetching}
          failure={loadFailureOf(page)}
          page={state.page}
          size={state.size}
          onPageChange={controls.setPage}
          onSizeChange={controls.setSize}
          sort={state}
          onSortChange={controls.setSort}
        />
      </CardContent>
    </Card>
  );
}
