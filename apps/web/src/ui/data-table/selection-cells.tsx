import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import { useEffect, useRef } from 'react';
import type { RowSelection } from './row-selection';

const cellSx = { width: 40, px: 1 } as const;

/**
 * A native checkbox: one element per row instead of MUI's button, ripple and icons, which on a
 * page of 100 rows weighs on every render.
 */
function RowCheckbox(props: {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  label: string;
  onChange: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = props.indeterminate ?? false;
  }, [props.indeterminate]);
  return (
    <Box
      component="input"
      type="checkbox"
      ref={input}
      checked={props.checked}
      disabled={props.disabled}
      aria-label={props.label}
      data-indeterminate={props.indeterminate ? 'true' : undefined}
      onChange={props.onChange}
      sx={{
        width: 18,
        height: 18,
        m: 0,
        verticalAlign: 'middle',
        cursor: 'pointer',
        accentColor: (theme) => theme.palette.primary.main,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    />
  );
}

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
    <TableCell padding="checkbox" sx={cellSx} data-frozen="select">
      <RowCheckbox
        checked={pageKeys.length > 0 && chosen === pageKeys.length}
        indeterminate={chosen > 0 && chosen < pageKeys.length}
        disabled={pageKeys.length === 0}
        label="Select all rows on this page"
        onChange={() => selection.togglePage(pageKeys)}
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
    <TableCell padding="checkbox" sx={cellSx} data-frozen="select">
      <RowCheckbox
        checked={selection.isSelected(rowKey)}
        label={`Select ${name}`}
        onChange={() => selection.toggle(rowKey)}
      />
    </TableCell>
  );
}
