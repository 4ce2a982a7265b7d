import { MESSAGES } from '@adcast/domain/messages';
import { countLabel, PAGE_SIZE_OPTIONS } from '@adcast/domain/paging';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { type ReactNode, useEffect, useRef } from 'react';
import { useRovingLine } from '../use-roving-line';
import { ColumnChooser } from './column-chooser';
import type { DataColumn, TableSort } from './data-column';
import { DEFAULT_MAX_WIDTH, frozenEdgeOf, frozenSx, titleCutText, truncates } from './frozen-columns';
import { HeaderCell } from './header-cell';
import { IdCell } from './id-cell';
import { type LoadFailure, LoadFailureNotice } from './load-failure';
import type { RowSelection } from './row-selection';
import { SelectionBar } from './selection-bar';
import { SelectPageCell, SelectRowCell } from './selection-cells';
import { useTablePreferences } from './table-preferences';
import { useRovingRows } from './use-roving-rows';

export type { DataColumn, TableSort } from './data-column';
export { nextSort } from './header-cell';

export interface DataTableProps<T, K extends string | number = string | number> {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => K;
  total: number;
  /** The total is a lower bound (the count stopped at its cap): shown as "10,000+". */
  totalCapped?: boolean;
  loading?: boolean;
  page: number;
  size: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  label?: string;
  /** Adds a copyable ID column before the actions. */
  idOf?: (row: T) => string | number;
  /** Where the chosen columns and density are remembered (per user and list); none: not offered. */
  preferencesKey?: string;
  /**
   * The hidden columns when the list keeps them itself (in its URL), with what sets them; undefined:
   * the remembered choice, which is handed to `onHiddenColumnsChange` once so the list keeps it too.
   */
  hiddenColumns?: readonly string[];
  onHiddenColumnsChange?: (hidden: string[]) => void;
  /** Controls shown above the table beside the column chooser (export, bulk actions). */
  tools?: ReactNode;
  /** Adds a checkbox to each row and a master toggle for the page (see `useRowSelection`). */
  selection?: RowSelection<K>;
  /** The bulk actions shown while rows are chosen. */
  selectionActions?: ReactNode;
  /** Names a row for its checkbox ('Select Atlas'); by default its key. */
  rowName?: (row: T) => string;
  /** A row of totals under the rows, rendered by the same columns (a report's totals). */
  totalsRow?: T;
  /** The rows could not be loaded: said in their place, with a retry, instead of 'No data to show'. */
  failure?: LoadFailure;
}

const ID_COLUMN = 'id';

function withIdColumn<T>(columns: readonly DataColumn<T>[], idOf?: (row: T) => string | number) {
  if (!idOf || columns.some((column) => column.id === ID_COLUMN)) return columns;
  const id: DataColumn<T> = { id: ID_COLUMN, label: 'ID', render: (row) => <IdCell id={idOf(row)} /> };
  const last = columns.at(-1);
  return last?.id === 'actions' ? [...columns.slice(0, -1), id, last] : [...columns, id];
}

const PHONE_QUERY = '@media (max-width: 599.95px)';

const showsOnPhone = <T,>(column: DataColumn<T>, index: number) =>
  column.phone ?? (index === 0 || column.id === 'status' || column.id === 'actions');

/** Marks a cell for the table's own rules (one rule set for all cells keeps the styles small). */
const cellData = <T,>(column: DataColumn<T>, index: number, columns: readonly DataColumn<T>[]) => ({
  'data-phone': showsOnPhone(column, index) ? undefined : 'hidden',
  'data-wrap': column.wrap ? 'wrap' : undefined,
  'data-frozen': frozenEdgeOf(column, columns),
});

/** A cell's content, cut to its column's width when it is one line of text. */
function cellContent<T>(column: DataColumn<T>, row: T) {
  const content = column.render(row);
  if (!truncates(column)) return content;
  return (
    <Box component="span" data-truncate="" sx={{ maxWidth: column.maxWidth ?? DEFAULT_MAX_WIDTH }}>
      {content}
    </Box>
  );
}

/**
 * Cells keep to one line; the key columns stay in view while the rest scroll sideways inside the
 * table's box; on a phone only the key columns stay, so the page itself never scrolls sideways.
 */
const tableSx = (compact: boolean, selectable: boolean, hasActions: boolean) => [
  {
    '& .MuiTableCell-root': { px: 1.5, whiteSpace: 'nowrap', ...(compact && { py: 0.25 }) },
    '& .MuiTableCell-root[data-wrap]': { whiteSpace: 'normal' },
    [PHONE_QUERY]: { '& [data-phone="hidden"]': { display: 'none' } },
  },
  frozenSx(selectable, hasActions),
];

/** A page past the end (an old link, the last row of the last page archived) turns to the last page. */
function useClampedPage(
  page: number,
  size: number,
  total: number,
  loading: boolean,
  onPageChange: (page: number) => void,
) {
  const lastPage = Math.max(0, Math.ceil(total / size) - 1);
  useEffect(() => {
    if (!loading && page > lastPage) onPageChange(lastPage);
  }, [page, lastPage, loading, onPageChange]);
  return Math.min(page, lastPage);
}

/**
 * The columns hidden: the list's own (URL) choice when it keeps one, else the remembered one, which
 * is then handed to the list once. A choice is remembered for the next visit either way.
 */
function useHiddenColumns<T, K extends string | number>(props: DataTableProps<T, K>) {
  const { preferences, toggleColumn, setHidden, setDensity } = useTablePreferences(props.preferencesKey);
  const { hiddenColumns, onHiddenColumnsChange } = props;
  const listKeeps = onHiddenColumnsChange !== undefined;
  const remembered = preferences.hidden;
  // Handed once until the URL holds it: a route that does not keep `hide` drops it again (and the
  // remembered choice applies there anyway); a later link without `hide` gets it again.
  const handed = useRef(false);
  useEffect(() => {
    if (hiddenColumns !== undefined) handed.current = false;
    if (handed.current || !listKeeps || hiddenColumns !== undefined || remembered.length === 0) return;
    handed.current = true;
    onHiddenColumnsChange(remembered);
  }, [listKeeps, hiddenColumns, remembered, onHiddenColumnsChange]);
  const hidden = hiddenColumns ?? remembered;
  if (!listKeeps) return { preferences, hidden, toggleColumn, setDensity };
  const toggle = (id: string) => {
    const next = hidden.includes(id) ? hidden.filter((other) => other !== id) : [...hidden, id];
    setHidden(next);
    onHiddenColumnsChange(next);
  };
  return { preferences, hidden, toggleColumn: toggle, setDensity };
}

/** A paged, sortable table with the paginator of part 1 §9 and the 'No data to show' message. */
export function DataTable<T, K extends string | number = string | number>(props: DataTableProps<T, K>) {
  const { rows, rowKey, total, loading = false, page, size, sort, onSortChange, label, selection } = props;
  const shownPage = useClampedPage(page, size, total, loading, props.onPageChange);
  const { preferences, hidden, toggleColumn, setDensity } = useHiddenColumns(props);
  const allColumns = withIdColumn(props.columns, props.idOf);
  const columns = allColumns.filter((column) => !hidden.includes(column.id));
  const body = useRef<HTMLTableSectionElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const roving = useRovingRows(body, { ref: scroller, label });
  // The sort headers are one tab stop; the arrow keys move between them.
  const headers = useRef<HTMLTableRowElement>(null);
  const rovingHeaders = useRovingLine(headers, '.MuiTableSortLabel-root');
  const compact = preferences.density === 'compact';
  const chosen = selection?.selected.length ?? 0;
  return (
    <Box sx={{ position: 'relative' }}>
      {(props.preferencesKey || props.tools || chosen > 0) && (
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}
        >
          {selection && chosen > 0 && (
            <SelectionBar count={chosen} actions={props.selectionActions} onClear={selection.clear} />
          )}
          {props.tools}
          {props.preferencesKey && (
            <ColumnChooser
              columns={allColumns.filter((column) => !column.labelHidden)}
              hidden={hidden}
              onToggle={toggleColumn}
              density={preferences.density}
              onDensityChange={setDensity}
            />
          )}
        </Box>
      )}
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Loading rows" />}</Box>
      <TableContainer ref={scroller} sx={{ maxHeight: '70vh' }}>
        <Table
          stickyHeader
          size="small"
          aria-label={label}
          aria-busy={loading}
          sx={tableSx(compact, Boolean(selection), columns.at(-1)?.id === 'actions')}
          onMouseOver={titleCutText}
        >
          <TableHead>
            <TableRow ref={headers} onFocus={rovingHeaders.onFocus} onKeyDown={rovingHeaders.onKeyDown}>
              {selection && <SelectPageCell selection={selection} pageKeys={rows.map(rowKey)} />}
              {columns.map((column, index) => (
                <HeaderCell
                  key={column.id}
                  column={column}
                  sort={sort}
                  onSortChange={onSortChange}
                  {...cellData(column, index, columns)}
                />
              ))}
            </TableRow>
          </TableHead>
          <TableBody ref={body} onKeyDown={roving.onKeyDown} onFocus={roving.onFocus}>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} hover selected={selection?.isSelected(rowKey(row))}>
                {selection && (
                  <SelectRowCell
                    selection={selection}
                    rowKey={rowKey(row)}
                    name={props.rowName?.(row) ?? String(rowKey(row))}
                  />
                )}
                {columns.map((column, index) => (
                  <TableCell key={column.id} align={column.align} {...cellData(column, index, columns)}>
                    {cellContent(column, row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {props.totalsRow !== undefined && rows.length > 0 && (
              <TableRow data-totals="" sx={{ '& .MuiTableCell-root': { fontWeight: 'bold' } }}>
                {selection && <TableCell padding="checkbox" data-frozen="select" />}
                {columns.map((column, index) => (
                  <TableCell key={column.id} align={column.align} {...cellData(column, index, columns)}>
                    {cellContent(column, props.totalsRow as T)}
                  </TableCell>
                ))}
              </TableRow>
            )}
            {props.failure && !loading && (
              <TableRow>
                <TableCell colSpan={columns.length + (selection ? 1 : 0)} sx={{ py: 2 }}>
                  <LoadFailureNotice failure={props.failure} />
                </TableCell>
              </TableRow>
            )}
            {rows.length === 0 && !loading && !props.failure && shownPage === page && (
              <TableRow>
                <TableCell
                  colSpan={columns.length + (selection ? 1 : 0)}
                  align="center"
                  sx={{ py: 4, color: 'text.secondary' }}
                >
                  {MESSAGES.noData}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        labelDisplayedRows={({ from, to, count }) =>
          `${countLabel(from)}–${countLabel(to)} of ${countLabel(count, props.totalCapped)}`
        }
        page={shownPage}
        rowsPerPage={size}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
        onPageChange={(_event, next) => props.onPageChange(next)}
        onRowsPerPageChange={(event) => props.onSizeChange(Number(event.target.value))}
        sx={{
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 0 },
          [PHONE_QUERY]: { '& .MuiTablePagination-spacer': { display: 'none' } },
        }}
      />
    </Box>
  );
}
