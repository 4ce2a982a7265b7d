import {
  type CompareType,
  customRange,
  DATE_RANGE_LABELS,
  DATE_RANGE_PRESETS,
  type DateRange,
  rangeFor,
  type ShiftDirection,
  shiftRange,
} from '@adcast/domain/date-ranges';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** Part 2 §9: dates show as MM/dd/yyyy; a wire date is a calendar date, so no time zone shifts it. */
export const displayDate = (wire: string) => {
  const [year, month, day] = wire.split('-');
  return `${month}/${day}/${year}`;
};

export interface DateSelection {
  range: DateRange;
  /** Compare with the previous period (part 2 §4: the same number of days just before). */
  compare: boolean;
  /** Part 2 §2 compareType CUSTOM: the chosen comparison dates instead of the previous period. */
  compareRange?: WireRange | null;
}

export interface WireRange {
  dateFrom: string;
  dateTo: string;
}

interface DateRangeSelectorProps {
  value: DateSelection;
  onChange: (next: DateSelection) => void;
  /** The arrows step seven days instead of one. */
  weekly: boolean;
  onWeeklyChange: (weekly: boolean) => void;
  /** The clock presets count from (tests pass a fixed one). */
  now?: () => Date;
  /** Offers the compare controls (a view with nothing to compare leaves them out). */
  withCompare?: boolean;
  /** Also offers a custom comparison range (the caller keeps `compareRange`). */
  withCustomCompare?: boolean;
}

/**
 * The date selector of part 2 §2: previous and next arrows around the range (MM/dd/yyyy), and a
 * chooser with the preset buttons, date inputs, the compare switch and its required select.
 */
export function DateRangeSelector({
  value,
  onChange,
  weekly,
  onWeeklyChange,
  now = () => new Date(),
  withCompare = true,
  withCustomCompare = false,
}: DateRangeSelectorProps) {
  const [open, setOpen] = useState(false);
  const shift = (direction: ShiftDirection) =>
    onChange({ ...value, range: shiftRange(value.range, direction, weekly) });
  const { dateFrom, dateTo } = value.range;
  const shown = `${displayDate(dateFrom)} – ${displayDate(dateTo)}${
    value.range.type ? ` (${DATE_RANGE_LABELS[value.range.type]})` : ''
  }`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      {/* The arrows stay beside the range on a phone; the weekly switch may take the next line. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'nowrap', minWidth: 0 }}>
        <IconButton aria-label="Previous period" onClick={() => shift('back')}>
          <ChevronLeftIcon />
        </IconButton>
        {/* The name starts with what the button shows (WCAG 2.5.3, label in name). */}
        <Button variant="outlined" onClick={() => setOpen(true)} aria-label={`${shown}, date range`}>
          {shown}
        </Button>
        <IconButton aria-label="Next period" onClick={() => shift('forward')}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <FormControlLabel
        control={<Switch checked={weekly} onChange={(event) => onWeeklyChange(event.target.checked)} />}
        label="Weekly steps"
      />
      {open && (
        <RangeChooser
          value={value}
          now={now}
          withCompare={withCompare}
          withCustomCompare={withCustomCompare}
          onClose={() => setOpen(false)}
          onSelect={(next) => {
            setOpen(false);
            onChange(next);
          }}
        />
      )}
    </Box>
  );
}

interface RangeChooserProps {
  value: DateSelection;
  withCompare: boolean;
  withCustomCompare: boolean;
  now: () => Date;
  onClose: () => void;
  onSelect: (next: DateSelection) => void;
}

function RangeChooser({ value, now, withCompare, withCustomCompare, onClose, onSelect }: RangeChooserProps) {
  const [range, setRange] = useState(value.range);
  const [compare, setCompare] = useState(value.compare);
  const [compareType, setCompareType] = useState<CompareType>(value.compareRange ? 'CUSTOM' : 'PREVIOUS');
  const [compareRange, setCompareRange] = useState<WireRange>(
    value.compareRange ?? { dateFrom: '', dateTo: '' },
  );
  const custom = compare && compareType === 'CUSTOM';
  const compareInvalid =
    custom && (!compareRange.dateFrom || !compareRange.dateTo || compareRange.dateTo < compareRange.dateFrom);
  const setEnd = (end: 'dateFrom' | 'dateTo', date: string) =>
    setRange((current) => ({ ...current, [end]: date, type: null }));
  // Part 2 §4: an empty end date is set to the start date when the chooser closes.
  const chosen = (): DateRange =>
    range.type ? range : customRange(range.dateFrom, range.dateTo || range.dateFrom);
  const invalid = !range.dateFrom || (range.dateTo !== '' && range.dateTo < range.dateFrom) || compareInvalid;
  const select = () =>
    onSelect({
      range: chosen(),
      compare,
      ...(withCustomCompare && { compareRange: custom ? compareRange : null }),
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby="date-range-title" maxWidth="sm" fullWidth>
      <DialogTitle id="date-range-title">Date range</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box role="group" aria-label="Presets" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 1 }}>
          {DATE_RANGE_PRESETS.map((preset) => (
            <Button
              key={preset}
              size="small"
              variant={range.type === preset ? 'contained' : 'outlined'}
              aria-pressed={range.type === preset}
              onClick={() => setRange(rangeFor(preset, now()))}
            >
              {DATE_RANGE_LABELS[preset]}
            </Button>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            type="date"
            label="From"
            value={range.dateFrom}
            onChange={(event) => setEnd('dateFrom', event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.dateTo || undefined } }}
            required
          />
          <TextField
            type="date"
            label="To"
            value={range.dateTo}
            onChange={(event) => setEnd('dateTo', event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.dateFrom || undefined } }}
            error={range.dateTo !== '' && range.dateTo < range.dateFrom}
            helperText={
              range.dateTo !== '' && range.dateTo < range.dateFrom ? 'The end is before the start' : ' '
            }
          />
        </Box>
        {withCompare && (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Switch checked={compare} onChange={(event) => setCompare(event.target.checked)} />}
              label={`Compare: ${compare ? 'Enabled' : 'Disabled'}`}
            />
            <TextField
              select
              label="Compare with"
              value={compareType}
              onChange={(event) => setCompareType(event.target.value as CompareType)}
              required
              disabled={!compare}
              sx={{ minWidth: { xs: '100%', sm: 200 } }}
            >
              <MenuItem value="PREVIOUS">Previous period</MenuItem>
              {withCustomCompare && <MenuItem value="CUSTOM">Custom range</MenuItem>}
            </TextField>
            {custom && (
              <>
                <TextField
                  type="date"
                  label="Compare from"
                  value={compareRange.dateFrom}
                  onChange={(event) =>
                    setCompareRange((current) => ({ ...current, dateFrom: event.target.value }))
                  }
                  slotProps={{ inputLabel: { shrink: true } }}
                  required
                />
                <TextField
                  type="date"
                  label="Compare to"
                  value={compareRange.dateTo}
                  onChange={(event) =>
                    setCompareRange((current) => ({ ...current, dateTo: event.target.value }))
                  }
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { min: compareRange.dateFrom || undefined },
                  }}
                  required
                />
              </>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={invalid} onClick={select}>
          Select
        </Button>
      </DialogActions>
    </Dialog>
  );
}
