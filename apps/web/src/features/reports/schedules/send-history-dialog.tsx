import { formatDate, formatTime } from '@adcast/domain/format';
import type { ReportSchedule } from '@adcast/domain/reports/schedules';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { displayDate } from '../../../ui/date-range-selector';
import { scheduleSendsQuery } from './schedule-api';

/** The sends of one schedule, newest first: when, which range, to whom, how many rows, and how it went. */
export function SendHistoryDialog({ schedule, onClose }: { schedule: ReportSchedule; onClose: () => void }) {
  const sends = useQuery(scheduleSendsQuery(schedule.id));
  const rows = sends.data ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby="send-history-title" maxWidth="md" fullWidth>
      <DialogTitle id="send-history-title">History of {schedule.name}</DialogTitle>
      <DialogContent>
        {sends.isSuccess && rows.length === 0 ? (
          <Typography color="text.secondary">Not sent yet</Typography>
        ) : (
          <Table size="small" aria-label="Sends">
            <TableHead>
              <TableRow>
                <TableCell>Sent</TableCell>
                <TableCell>Range</TableCell>
                <TableCell>Recipients</TableCell>
                <TableCell align="right">Rows</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((send) => (
                <TableRow key={send.id}>
                  <TableCell>
                    {formatDate(send.sentAt)} {formatTime(send.sentAt)}
                  </TableCell>
                  <TableCell>
                    {displayDate(send.dateFrom)} – {displayDate(send.dateTo)}
                  </TableCell>
                  <TableCell>{send.recipients.join(', ')}</TableCell>
                  <TableCell align="right">{send.rows}</TableCell>
                  <TableCell>{send.status === 'SENT' ? 'Sent' : `Failed: ${send.error ?? ''}`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
