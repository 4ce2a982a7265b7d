import {
  ALL_PUBLISHERS_LABEL,
  type DiscrepancyRow,
  DISCREPANCY_COLUMN_LABELS as L,
} from '@adcast/domain/demand/revenue/discrepancy';
import { formatMoney } from '@adcast/domain/format';
import Chip from '@mui/material/Chip';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { displayDate } from '../../../ui/date-range-selector';
import { ScrollingTable } from '../../../ui/scrolling-table';

const count = (value: number) => value.toLocaleString('en-US');
const pct = (value: number | null) => (value === null ? '—' : `${value > 0 ? '+' : ''}${value} %`);
const signedMoney = (value: number) => `${value > 0 ? '+' : ''}${formatMoney(value)}`;

const COLUMNS: { label: string; figure?: boolean; value: (row: DiscrepancyRow) => React.ReactNode }[] = [
  { label: L.day, value: (row) => displayDate(row.day) },
  { label: L.demandPartner, value: (row) => row.demandPartner.displayName },
  { label: L.publisher, value: (row) => row.publisher?.name ?? ALL_PUBLISHERS_LABEL },
  { label: L.ourImpressions, figure: true, value: (row) => count(row.ourImpressions) },
  { label: L.partnerImpressions, figure: true, value: (row) => count(row.partnerImpressions) },
  { label: L.impressionsDifference, figure: true, value: (row) => count(row.impressionsDifference) },
  { label: L.impressionsDifferencePct, figure: true, value: (row) => pct(row.impressionsDifferencePct) },
  { label: L.ourRevenue, figure: true, value: (row) => formatMoney(row.ourRevenue) },
  { label: L.partnerRevenue, figure: true, value: (row) => formatMoney(row.partnerRevenue) },
  { label: L.revenueDifference, figure: true, value: (row) => signedMoney(row.revenueDifference) },
  { label: L.revenueDifferencePct, figure: true, value: (row) => pct(row.revenueDifferencePct) },
  {
    label: L.flagged,
    value: (row) =>
      row.flagged ? <Chip size="small" color="warning" label={`Over ${row.thresholdPct} %`} /> : 'No',
  },
];

const rowKey = (row: DiscrepancyRow) => `${row.day}-${row.demandPartner.id}-${row.publisher?.id ?? 0}`;

/** Our figures against the partners', a flagged day marked; wider than a phone, it scrolls in its box. */
export function DiscrepancyTable({ rows }: { rows: readonly DiscrepancyRow[] }) {
  return (
    <ScrollingTable label="Discrepancies">
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell
              key={column.label}
              align={column.figure ? 'right' : 'left'}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} selected={row.flagged}>
            {COLUMNS.map((column) => (
              <TableCell key={column.label} align={column.figure ? 'right' : 'left'}>
                {column.value(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </ScrollingTable>
  );
}
