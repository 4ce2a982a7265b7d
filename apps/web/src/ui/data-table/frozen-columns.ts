import type { Theme } from '@mui/material/styles';
import type { DataColumn } from './data-column';

/** The row checkbox column's width: the first data column is frozen just after it. */
export const SELECTION_WIDTH = 40;
/** The row menu column's width: the ID column is frozen just before it. */
export const ACTIONS_WIDTH = 48;
/** A text cell longer than this is cut with an ellipsis; its whole text is the cell's tooltip. */
export const DEFAULT_MAX_WIDTH = 240;

/**
 * Which edge a column stays at while the table scrolls sideways: the first column (the record's
 * name) at the start, the ID and the row menu at the end, so a wide list at a laptop's width still
 * shows what a row is and what can be done with it.
 */
export function frozenEdgeOf<T>(
  column: DataColumn<T>,
  columns: readonly DataColumn<T>[],
): 'start' | 'id' | 'end' | undefined {
  if (column.id === 'actions') return 'end';
  if (column.id === 'id') return 'id';
  // The first named column (a poster before a video's title scrolls under it).
  return columns.find((other) => !other.labelHidden) === column ? 'start' : undefined;
}

/** A cell holds its text on one line, cut at its column's width (not controls: their focus ring would be cut). */
export const truncates = <T>(column: DataColumn<T>) =>
  !column.wrap && column.id !== 'actions' && column.id !== 'id' && !column.labelHidden;

const opaque = (theme: Theme) => theme.palette.background.paper;
const tint = (color: string) => `linear-gradient(${color}, ${color})`;

/** The frozen cells' rules: opaque (the row's hover and selection tint drawn over them) with an edge line. */
export const frozenSx = (selectable: boolean, hasActions: boolean) => (theme: Theme) => ({
  '& [data-frozen]': { position: 'sticky', zIndex: 1, backgroundColor: opaque(theme) },
  '& thead [data-frozen]': { zIndex: 3 },
  '& [data-frozen="select"]': { left: 0, width: SELECTION_WIDTH, minWidth: SELECTION_WIDTH },
  '& [data-frozen="start"]': {
    left: selectable ? SELECTION_WIDTH : 0,
    boxShadow: `inset -1px 0 ${theme.palette.divider}`,
  },
  '& [data-frozen="id"]': {
    right: hasActions ? ACTIONS_WIDTH : 0,
    boxShadow: `inset 1px 0 ${theme.palette.divider}`,
  },
  '& [data-frozen="end"]': {
    right: 0,
    width: ACTIONS_WIDTH,
    minWidth: ACTIONS_WIDTH,
    maxWidth: ACTIONS_WIDTH,
  },
  '& tbody tr:hover > [data-frozen]': { backgroundImage: tint(theme.palette.action.hover) },
  '& tbody tr.Mui-selected > [data-frozen]': { backgroundImage: tint(theme.palette.action.selected) },
  '& [data-truncate]': {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
});

/** Names a cut cell's whole text as its tooltip when the pointer reaches it (only cut cells get one). */
export function titleCutText(event: { target: EventTarget }) {
  if (!(event.target instanceof Element)) return;
  const text = event.target.closest<HTMLElement>('[data-truncate]');
  if (!text) return;
  if (text.scrollWidth > text.clientWidth) text.title = text.textContent ?? '';
  else text.removeAttribute('title');
}
