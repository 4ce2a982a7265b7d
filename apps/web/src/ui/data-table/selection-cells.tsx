import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import type { RowSelection } from './row-selection';

const cellSx = { width: 48, px: 0.5 } as const;

/** The page's master toggle: checked when every row of the page is chosen, mixed when some are. */
export function SelectPageCell<K extends string | number>({
  selection,
  pageKeys,
}: {
  selection: RowSelection<K>;
  pageKeys: readonly K[];
}) {
  const chosen = pageKeys.filter((key) => selection.isSelected(key)).length;
  return (
    <TableCell padding="checkbox" sx={cellSx}>
      <Checkbox
        size="small"
        checked={pageKeys.length > 0 && chosen === pageKeys.length}
        indeterminate={chosen > 0 && chosen < pageKeys.length}
        disabled={pageKeys.length === 0}
        onChange={() => selection.togglePage(pageKeys)}
        slotProps={{ input: { 'aria-label': 'Select all rows on this page' } }}
      />
    </TableCell>
  );
}

export function SelectRowCell<K extends string | number>({
  selection,
  rowKey,
  name,
}: {
  selection: RowSelection<K>;
  rowKey: K;
  name: string;
}) {
  return (
    <TableCell padding="checkbox" sx={cellSx}>
      <Checkbox
        size="small"
        checked={selection.isSelected(rowKey)}
        onChange={() => selection.toggle(rowKey)}
        slotProps={{ input: { 'aria-label': `Select ${name}` } }}
      />
    </TableCell>
  );
}
