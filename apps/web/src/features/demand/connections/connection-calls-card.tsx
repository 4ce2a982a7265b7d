import type { ConnectionCallDay } from '@adcast/domain/decisioning/partner-calls';
import type { Connection } from '@adcast/domain/demand/connections';
import { formatDate, formatNumber, formatPercent } from '@adcast/domain/format';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useConnectionCalls } from './connection-api';

/** The days the card shows, the latest first. */
export const CALL_DAYS_SHOWN = 14;

export const CALLS_EMPTY =
  'No calls yet: the tag calls this connection when a placement it holds is requested';

type Counts = Omit<ConnectionCallDay, 'day'>;

const COUNT_COLUMNS: readonly { key: keyof Counts; label: string }[] = [
  { key: 'requests', label: 'Requests' },
  { key: 'bids', label: 'Bids' },
  { key: 'wins', label: 'Wins' },
  { key: 'noBids', label: 'No bids' },
  { key: 'timeouts', label: 'Timeouts' },
  { key: 'errors', label: 'Errors' },
];

const totalOf = (days: readonly ConnectionCallDay[]): Counts =>
  Object.fromEntries(
    COUNT_COLUMNS.map(({ key }) => [key, days.reduce((sum, day) => sum + day[key], 0)]),
  ) as Counts;

/** Wins per bid; none without a bid. */
const winRate = (counts: Counts) => (counts.bids === 0 ? '—' : formatPercent(counts.wins / counts.bids, 0));

function CountCells({ counts }: { counts: Counts }) {
  return (
    <>
      {COUNT_COLUMNS.map((column) => (
        <TableCell key={column.key} align="right">
          {formatNumber(counts[column.key])}
        </TableCell>
      ))}
      <TableCell align="right">{winRate(counts)}</TableCell>
    </>
  );
}

function CallsTable({ days }: { days: readonly ConnectionCallDay[] }) {
  return (
    // Wider than a phone: it scrolls inside its card, reachable from the keyboard.
    <TableContainer tabIndex={0} role="region" aria-label="Partner calls, scrollable">
      <Table size="small" aria-label="Partner calls per day">
        <TableHead>
          <TableRow>
            <TableCell>Day (UTC)</TableCell>
            {COUNT_COLUMNS.map((column) => (
              <TableCell key={column.key} align="right">
                {column.label}
              </TableCell>
            ))}
            <TableCell align="right">Win rate</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day) => (
            <TableRow key={day.day}>
              <TableCell>{formatDate(day.day)}</TableCell>
              <CountCells counts={day} />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row">
              Total
            </TableCell>
            <CountCells counts={totalOf(days)} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/**
 * What the tag's calls to the connection came to in the last days: requests, bids, wins, no bids,
 * timeouts and errors per UTC day, their totals, and the win rate (wins per bid).
 */
export function ConnectionCallsCard({ connection }: { connection: Connection }) {
  const calls = useConnectionCalls(connection);
  const days = (calls.data ?? []).slice(0, CALL_DAYS_SHOWN);
  return (
    <Card variant="outlined">
      <CardHeader
        title="Partner calls"
        subheader={`The last ${CALL_DAYS_SHOWN} days with calls, the latest first`}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {calls.isPending ? (
          <CircularProgress size={24} aria-label="Loading partner calls" />
        ) : calls.isError ? (
          <Typography color="text.secondary">The partner calls could not be read.</Typography>
        ) : days.length === 0 ? (
          <Typography color="text.secondary">{CALLS_EMPTY}</Typography>
        ) : (
          <CallsTable days={days} />
        )}
      </CardContent>
    </Card>
  );
}
