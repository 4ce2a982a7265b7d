import type { SortDirection } from '@adcast/domain/paging';
import type { ReactNode } from 'react';

/** One column of a DataTable: its header, sorting, layout and how a row fills its cell. */
export interface DataColumn<T> {
  id: string;
  label: string;
  /** The list call's sort property; a column without one is not sortable. */
  sortProperty?: string;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** The header names the column for screen readers only (a column of row menus). */
  labelHidden?: boolean;
  /** Shown on a phone too; by default only the first column, the status and the actions are. */
  phone?: boolean;
  /** Its text may wrap onto several lines (by default a cell keeps to one line). */
  wrap?: boolean;
  /** Past this width (px) a one-line cell is cut with an ellipsis and its text becomes its tooltip. */
  maxWidth?: number;
  render: (row: T) => ReactNode;
}

export interface TableSort {
  sortProperty: string;
  sortDirection: SortDirection;
}
