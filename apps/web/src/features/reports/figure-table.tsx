import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ScrollingTable } from '../../ui/scrolling-table';
import { DashboardPanel } from './dashboard-panel';

export interface FigureColumn<Row> {
  label: string;
  /** Figures are right-aligned; the first (name) column is not. */
  figure?: boolean;
  value: (row: Row) => string;
}

/** A small titled table of a dashboard (top lists, viewing by video / location / platform, live hours). */
export function FigureTable<Row>({
  title,
  rows,
  columns,
  rowKey,
}: {
  title: string;
  rows: readonly Row[];
  columns: readonly FigureColumn<Row>[];
  rowKey: (row: Row) => string;
}) {
  return (
    <DashboardPanel title={title} empty={rows.length === 0} sx={{ flex: '1 1 320px' }}>
      <ScrollingTable label={title}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.figure ? 'right' : 'left'}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.figure ? 'right' : 'left'}>
                  {column.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </ScrollingTable>
    </DashboardPanel>
  );
}
