import { formatDate, formatTime } from '@adcast/domain/format';
import { dimensionOf, metricOf } from '@adcast/domain/reports/catalogue';
import { describeSchedule, type ReportSchedule, rangeLabel } from '@adcast/domain/reports/schedules';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../api/toast-store';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { type DataColumn, DataTable } from '../../../ui/data-table/data-table';
import { RowActionsMenu } from '../../../ui/row-actions-menu';
import { Toolbar } from '../../../ui/toolbar';
import { schedulesQuery, useScheduleWrites } from './schedule-api';
import { NEW_SCHEDULED_REPORT, ScheduleDialog } from './schedule-dialog';
import { SendHistoryDialog } from './send-history-dialog';

const labels = (keys: string[], of: (key: string) => { label: string } | undefined) =>
  keys.map((key) => of(key)?.label ?? key).join(', ');

const when = (iso: string | null) => (iso ? `${formatDate(iso)} ${formatTime(iso)}` : 'Not sent yet');

/** /scheduled-reports: the caller's scheduled reports; create, send now, pause or resume, history, delete. */
export function ScheduledReportsPage() {
  const schedules = useQuery(schedulesQuery());
  const writes = useScheduleWrites();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ReportSchedule | null>(null);
  const [history, setHistory] = useState<ReportSchedule | null>(null);
  const [paging, setPaging] = useState({ page: 0, size: 10 });
  const rows = schedules.data ?? [];
  const sendNow = async (schedule: ReportSchedule) => {
    const sent = await writes.sendNow(schedule.id);
    if (sent.status === 'FAILED') toast.error(sent.error ?? 'The report could not be sent');
  };
  const columns: DataColumn<ReportSchedule>[] = [
    { id: 'name', label: 'Name', render: (s) => s.name },
    {
      id: 'report',
      label: 'Report',
      wrap: true,
      render: (s) =>
        `${labels(s.report.dimensions, dimensionOf) || 'Totals'} · ${labels(s.report.metrics, metricOf)} · ${rangeLabel(s.report)}`,
    },
    { id: 'schedule', label: 'Schedule', render: (s) => describeSchedule(s) },
    { id: 'recipients', label: 'Recipients', wrap: true, render: (s) => s.recipients.join(', ') },
    { id: 'status', label: 'Status', render: (s) => (s.status === 'ACTIVE' ? 'Active' : 'Paused') },
    { id: 'lastSentAt', label: 'Last sent', render: (s) => when(s.lastSentAt) },
    {
      id: 'actions',
      label: 'Actions',
      labelHidden: true,
      render: (s) => (
        <RowActionsMenu
          label={`Actions for ${s.name}`}
          actions={[
            { label: 'Send now', onSelect: () => void sendNow(s).catch(() => undefined) },
            s.status === 'ACTIVE'
              ? { label: 'Pause', onSelect: () => void writes.pause(s.id).catch(() => undefined) }
              : { label: 'Resume', onSelect: () => void writes.resume(s.id).catch(() => undefined) },
            { label: 'History', onSelect: () => setHistory(s) },
            { label: 'Delete', onSelect: () => setDeleting(s) },
          ]}
        />
      ),
    },
  ];
  return (
    <>
      <Toolbar
        title="Scheduled Reports"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            New schedule
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box>
          <DataTable
            label="Scheduled reports"
            columns={columns}
            rows={rows.slice(paging.page * paging.size, (paging.page + 1) * paging.size)}
            rowKey={(s) => s.id}
            total={rows.length}
            loading={schedules.isFetching}
            page={paging.page}
            size={paging.size}
            onPageChange={(page) => setPaging({ ...paging, page })}
            onSizeChange={(size) => setPaging({ page: 0, size })}
          />
        </Box>
      </Paper>
      {creating && (
        <ScheduleDialog
          report={NEW_SCHEDULED_REPORT}
          saving={writes.pending}
          onSave={writes.create}
          onClose={() => setCreating(false)}
        />
      )}
      {history && <SendHistoryDialog schedule={history} onClose={() => setHistory(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        text={deleting ? `Delete the scheduled report '${deleting.name}' and its history?` : undefined}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void writes.remove(deleting.id).catch(() => undefined);
          setDeleting(null);
        }}
      />
    </>
  );
}
