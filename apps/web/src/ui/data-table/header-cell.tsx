import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { DataColumn, TableSort } from './data-column';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The next sort after a click on a header: the same column flips its direction, another starts ascending. */
export const nextSort = (current: TableSort | undefined, property: string): TableSort =>
  current?.sortProperty === property
    ? { sortProperty: property, sortDirection: current.sortDirection === 'asc' ? 'desc' : 'asc' }
    : { sortProperty: property, sortDirection: 'asc' };

export interface HeaderCellProps<T> {
  column: DataColumn<T>;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
}

export function HeaderCell<T>({ column, sort, onSortChange, ...data }: HeaderCellProps<T>) {
  const active = sort?.sortProperty === column.sortProperty;
  return (
    <TableCell
      align={column.align}
      {...data}
      sx={{ width: column.width, minWidth: column.width, fontWeight: 600, lineHeight: 1.3 }}
      sortDirection={active ? sort?.sortDirection : false}
    >
      {column.sortProperty && onSortChange ? (
        <TableSortLabel
          active={active}
          direction={active ? sort?.sortDirection : 'asc'}
          onClick={() => onSortChange(nextSort(sort, column.sortProperty!))}
          sx={{
            '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
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
