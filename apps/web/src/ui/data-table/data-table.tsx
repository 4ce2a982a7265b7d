import { MESSAGES } from '@adcast/domain/messages';
import { countLabel, PAGE_SIZE_OPTIONS, type SortDirection } from '@adcast/domain/paging';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';

export interface DataColumn<T> {
  id: string;
  label: string;
  /** The list call's sort property; a column without one is not sortable. */
  sortProperty?: string;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** The header names the column for screen readers only (a column of row menus). */
  labelHidden?: boolean;
  render: (row: T) => ReactNode;
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface TableSort {
  sortProperty: string;
  sortDirection: SortDirection;
}

export interface DataTableProps<T> {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
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
}

/** The next sort after a click on a header: the same column flips its direction, another starts ascending. */
export const nextSort = (current: TableSort | undefined, property: string): TableSort =>
  current?.sortProperty === property
    ? { sortProperty: property, sortDirection: current.sortDirection === 'asc' ? 'desc' : 'asc' }
    : { sortProperty: property, sortDirection: 'asc' };

function HeaderCell<T>({
  column,
  sort,
  onSortChange,
}: Pick<DataTableProps<T>, 'sort' | 'onSortChange'> & { column: DataColumn<T> }) {
  const active = sort?.sortProperty === column.sortProperty;
  return (
    <TableCell
      align={column.align}
      sx={{ width: column.width, minWidth: column.width, fontWeight: 600, lineHeight: 1.3 }}
      sortDirection={active ? sort?.sortDirection : false}
    >
      {column.sortProperty && onSortChange ? (
        <TableSortLabel
          active={active}
          direction={active ? sort?.sortDirection : 'asc'}
          onClick={() => onSortChange(nextSort(sort, column.sortProperty!))}
        >
          {column.label}
        </TableSortLabel>
      ) : column.labelHidden ? (
        <Box component="span" sx={visuallyHidden}>
          {column.label}
        </Box>
      ) : (
        column.label
      )}
    </TableCell>
  );
}

/** A paged, sortable table with the paginator of part 1 §9 and the 'No data to show' message. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, total, loading = false, page, size, sort, onSortChange, label } = props;
  // The paginator refuses a page past the end, e.g. while a narrower search is loading.
  const shownPage = Math.min(page, Math.max(0, Math.ceil(total / size) - 1));
  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Loading rows" />}</Box>
      <TableContainer>
        <Table
          size="small"
          aria-label={label}
          aria-busy={loading}
          sx={{ '& .MuiTableCell-root': { px: 1.5 } }}
        >
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <HeaderCell key={column.id} column={column} sort={sort} onSortChange={onSortChange} />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
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
        labelDisplayedRows={
          props.totalCapped
            ? ({ from, to, count }) => `${from}–${to} of ${countLabel(count, true)}`
            : undefined
        }
        page={shownPage}
        rowsPerPage={size}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
        onPageChange={(_event, next) => props.onPageChange(next)}
        onRowsPerPageChange={(event) => props.onSizeChange(Number(event.target.value))}
      />
    </Box>
  );
}
