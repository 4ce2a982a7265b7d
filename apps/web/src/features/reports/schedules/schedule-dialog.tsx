import { DATE_RANGE_LABELS, DATE_RANGE_PRESETS, type DateRangeType } from '@adcast/domain/date-ranges';
import { isEmail } from '@adcast/domain/patterns';
import {
  DEFAULT_REPORT_TIME_ZONE,
  REPORT_FILE_FORMATS,
  type ReportFileFormat,
} from '@adcast/domain/reports/report-query';
import {
  type ReportScheduleInput,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_FREQUENCY_LABELS,
  SCHEDULE_LAST_DAY_OF_MONTH,
  type ScheduledReport,
  type ScheduleFrequency,
  WEEKDAY_LABELS,
} from '@adcast/domain/reports/schedules';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { twoColumnsSx } from '../../../ui/layout';
import { CataloguePicker, DIMENSION_OPTIONS, METRIC_OPTIONS } from '../builder/catalogue-picker';
import { DEFAULT_DIMENSIONS, DEFAULT_METRICS } from '../builder/report-search';
import { TIME_ZONES } from '../builder/time-zones';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const MONTH_DAYS = Array.from({ length: SCHEDULE_LAST_DAY_OF_MONTH }, (_, day) => day + 1);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export const NEW_SCHEDULED_REPORT: ScheduledReport = {
  dimensions: DEFAULT_DIMENSIONS,
  metrics: DEFAULT_METRICS,
  filters: [],
  timeZone: DEFAULT_REPORT_TIME_ZONE,
  range: 'YESTERDAY',
};

interface ScheduleDialogProps {
  /** The report to send (from the builder, or a new one). */
  report: ScheduledReport;
  saving: boolean;
  onSave: (input: ReportScheduleInput) => Promise<unknown>;
  onClose: () => void;
}

/** Schedule a report: what, how often, at which hour in which time zone, to whom, in which format. */
export function ScheduleDialog({ report: initial, saving, onSave, onClose }: ScheduleDialogProps) {
  const [name, setName] = useState('');
  const [report, setReport] = useState(initial);
  const [frequency, setFrequency] = useState<ScheduleFrequency>('DAILY');
  const [hour, setHour] = useState(7);
  const [dayOfWeek, setDayOfWeek] = useState(1);
  const [dayOfMonth, setDayOfMonth] = useState(1);
  const [timeZone, setTimeZone] = useState(initial.timeZone);
  const [recipients, setRecipients] = useState<string[]>([]);
  const [format, setFormat] = useState<ReportFileFormat>('CSV');
  const [touched, setTouched] = useState(false);
  const badRecipients = recipients.filter((recipient) => !isEmail(recipient));
  const errors = {
    name: name.trim() === '' ? 'Name is required' : undefined,
    recipients:
      recipients.length === 0
        ? 'Add at least one recipient'
        : badRecipients.length > 0
          ? 'Recipients must be e-mail addresses'
          : undefined,
  };
  const invalid = Object.values(errors).some(Boolean) || report.metrics.length === 0;
  const save = async () => {
    setTouched(true);
    if (invalid) return;
    await onSave({
      name: name.trim(),
      report,
      frequency,
      hour,
      dayOfWeek: frequency === 'WEEKLY' ? dayOfWeek : null,
      dayOfMonth: frequency === 'MONTHLY' ? dayOfMonth : null,
      timeZone,
      recipients,
      format,
    });
    onClose();
  };
  const shown = (error: string | undefined) => (touched ? error : undefined);
  return (
    <Dialog open onClose={onClose} aria-labelledby="schedule-dialog-title" maxWidth="md" fullWidth>
      <DialogTitle id="schedule-dialog-title">Schedule a report</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          label="Name"
          value={name}
          required
          onChange={(event) => setName(event.target.value)}
          error={Boolean(shown(errors.name))}
          helperText={shown(errors.name) ?? ' '}
        />
        <Box sx={twoColumnsSx}>
          <CataloguePicker
            label="Dimensions"
            options={DIMENSION_OPTIONS}
            value={report.dimensions}
            onChange={(dimensions) => setReport({ ...report, dimensions })}
          />
          <CataloguePicker
            label="Metrics"
            options={METRIC_OPTIONS}
            value={report.metrics}
            onChange={(metrics) => metrics.length > 0 && setReport({ ...report, metrics })}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            select
            label="Date range"
            value={report.range}
            onChange={(event) => setReport({ ...report, range: event.target.value as DateRangeType })}
            sx={{ minWidth: 180 }}
          >
            {DATE_RANGE_PRESETS.map((preset) => (
              <MenuItem key={preset} value={preset}>
                {DATE_RANGE_LABELS[preset]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Frequency"
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as ScheduleFrequency)}
            sx={{ minWidth: 140 }}
          >
            {SCHEDULE_FREQUENCIES.map((value) => (
              <MenuItem key={value} value={value}>
                {SCHEDULE_FREQUENCY_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          {frequency === 'WEEKLY' && (
            <TextField
              select
              label="Day of the week"
              value={dayOfWeek}
              onChange={(event) => setDayOfWeek(Number(event.target.value))}
              sx={{ minWidth: 160 }}
            >
              {WEEKDAY_LABELS.map((label, index) => (
                <MenuItem key={label} value={index + 1}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
          )}
          {frequency === 'MONTHLY' && (
            <TextField
              select
              label="Day of the month"
              value={dayOfMonth}
              onChange={(event) => setDayOfMonth(Number(event.target.value))}
              sx={{ minWidth: 160 }}
            >
              {MONTH_DAYS.map((day) => (
                <MenuItem key={day} value={day}>
                  {day}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            label="Hour"
            value={hour}
            onChange={(event) => setHour(Number(event.target.value))}
            sx={{ minWidth: 110 }}
          >
            {HOURS.map((value) => (
              <MenuItem key={value} value={value}>
                {hourLabel(value)}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            options={TIME_ZONES}
            value={timeZone}
            disableClearable
            onChange={(_event, zone) => setTimeZone(zone)}
            sx={{ minWidth: 240 }}
            renderInput={(params) => <TextField {...params} label="Time zone" />}
          />
          <TextField
            select
            label="Format"
            value={format}
            onChange={(event) => setFormat(event.target.value as ReportFileFormat)}
            sx={{ minWidth: 110 }}
          >
            {REPORT_FILE_FORMATS.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Autocomplete
          multiple
          freeSolo
          options={[]}
          value={recipients}
          onChange={(_event, values) =>
            setRecipients([...new Set(values.map((value) => value.trim()).filter(Boolean))])
          }
          renderValue={(values, getItemProps) =>
            values.map((value, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return (
                <Chip
                  key={key}
                  size="small"
                  label={value}
                  color={isEmail(value) ? 'default' : 'error'}
                  {...itemProps}
                />
              );
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label="Recipients"
              required
              placeholder="Type an e-mail address and press Enter"
              error={Boolean(shown(errors.recipients))}
              helperText={shown(errors.recipients) ?? ' '}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={saving} onClick={() => void save().catch(() => undefined)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
