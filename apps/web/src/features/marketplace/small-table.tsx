import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface SmallColumn<Row> {
  label: string;
  align?: 'right';
  render: (row: Row) => ReactNode;
}

/** A short unpaged table that scrolls sideways on a phone. */
export function SmallTable<Row>(props: {
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly SmallColumn<Row>[];
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={props.label}>
        <TableHead>
          <TableRow>
            {props.columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((row) => (
            <TableRow key={props.rowKey(row)}>
              {props.columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
