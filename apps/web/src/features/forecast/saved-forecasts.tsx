import type { ForecastQuery } from '@adcast/domain/forecast/forecast';
import {
  SAVED_FORECAST_MESSAGES,
  type SavedForecast,
  SavedForecastNameSchema,
  sliceSummary,
} from '@adcast/domain/forecast/saved-forecasts';
import { formatReportValue } from '@adcast/domain/reports/format-value';
import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { createLink } from '@tanstack/react-router';
import { type FormEvent, type MouseEvent, useState } from 'react';
import { useCan } from '../../session/can';
import { useCachedMe } from '../../session/me';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { type DataColumn, DataTable } from '../../ui/data-table/data-table';
import { pageRows, useLocalPaging } from '../../ui/data-table/local-paging';
import { DateWithTime } from '../../ui/date-with-time';
import { SearchField } from '../../ui/search-field';
import { SizedDialog } from '../../ui/sized-dialog';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { savedForecastsQuery, savedForecastWrites, useSavedForecastWrite } from './forecast-api';
import { toForecastSearch } from './forecast-search';

export const SAVED_FORECASTS_TITLE = 'Saved forecasts';
export const SAVE_FORECAST = 'Save forecast';

const SAVE_DIALOG_WIDTH = 500;
const RouterLink = createLink(Link);

/** Asks the name, then saves the slice and flight; the server makes the forecast it keeps. */
function SaveForecastDialog({ query, onClose }: { query: ForecastQuery; onClose: () => void }) {
  const write = useSavedForecastWrite();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const parsed = SavedForecastNameSchema.safeParse(name);
  const error = (tried || name !== '') && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (parsed.success)
      write.mutate(savedForecastWrites.save({ name: parsed.data, query }), { onSuccess: onClose });
  };
  return (
    <SizedDialog title={SAVE_FORECAST} width={SAVE_DIALOG_WIDTH} onClose={onClose}>
      <Box component="form" noValidate onSubmit={submit} aria-label={SAVE_FORECAST}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText variant="body2" sx={{ mb: 2 }}>
            The slice and flight are kept with the totals of today’s forecast, for the team to compare later.
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error !== undefined}
            helperText={error}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={write.isPending}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </SizedDialog>
  );
}

/** The forecast page's Save forecast button (FORECAST_CREATE), for the forecast shown. */
export function SaveForecastButton({ query }: { query: ForecastQuery }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<BookmarkIcon />} onClick={() => setOpen(true)}>
        {SAVE_FORECAST}
      </Button>
      {open && <SaveForecastDialog query={query} onClose={() => setOpen(false)} />}
    </>
  );
}

const count = (value: number) => formatReportValue(Math.round(value), 'number');
const snapshotFigure = (saved: SavedForecast, value: number) =>
  saved.snapshot.notEnoughHistory ? SAVED_FORECAST_MESSAGES.noForecast : count(value);
/** A plain click opens the forecast on this page; a click that opens a new tab leaves the page as it is. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function savedColumns(options: {
  onOpen: (query: ForecastQuery) => void;
  onDelete?: (saved: SavedForecast) => void;
  showNetwork: boolean;
}): DataColumn<SavedForecast>[] {
  const { onOpen, onDelete } = options;
  const columns: (DataColumn<SavedForecast> | false)[] = [
    {
      id: 'name',
      label: 'Name',
      maxWidth: 240,
      render: (saved) => (
        <RouterLink
          to="/forecast"
          search={toForecastSearch(saved.query)}
          underline="hover"
          sx={{ fontWeight: 500 }}
          onClick={(event: MouseEvent) => plainClick(event) && onOpen(saved.query)}
        >
          {saved.name}
        </RouterLink>
      ),
    },
    {
      id: 'flight',
      label: 'Flight',
      render: (saved) => `${saved.query.startDate} to ${saved.query.endDate}`,
    },
    {
      id: 'slice',
      label: 'Slice',
      maxWidth: 280,
      render: (saved) => sliceSummary(saved.query, saved.targeting?.name ?? null),
    },
    options.showNetwork && {
      id: 'network',
      label: 'Network',
      render: (saved) => saved.network?.name ?? 'Every network',
    },
    { id: 'savedBy', label: 'Saved by', render: (saved) => saved.savedBy?.name ?? '' },
    { id: 'savedOn', label: 'Saved on', render: (saved) => <DateWithTime value={saved.savedOn} /> },
    {
      id: 'impressions',
      label: 'Impressions',
      align: 'right',
      render: (saved) => snapshotFigure(saved, saved.snapshot.impressions),
    },
    {
      id: 'available',
      label: 'Available',
      align: 'right',
      phone: true,
      render: (saved) => snapshotFigure(saved, saved.snapshot.available),
    },
    onDelete !== undefined && {
      id: 'actions',
      label: 'Actions',
      labelHidden: true,
      render: (saved) => (
        <IconButton size="small" aria-label={`Delete ${saved.name}`} onClick={() => onDelete(saved)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];
  return columns.filter((column) => column !== false);
}

/**
 * The network's saved forecasts, newest first, searched by name: each opens its slice and flight on
 * the page, and shows the impressions and availability its forecast gave when it was saved.
 */
export function SavedForecasts({ onOpen }: { onOpen: (query: ForecastQuery) => void }) {
  const can = useCan();
  const me = useCachedMe();
  const paging = useLocalPaging();
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim());
  const saved = useQuery(savedForecastsQuery({ page: paging.page, size: paging.size, name }));
  const write = useSavedForecastWrite();
  const [deleting, setDeleting] = useState<SavedForecast | null>(null);
  const columns = savedColumns({
    onOpen,
    onDelete: can('FORECAST_CREATE') ? setDeleting : undefined,
    showNetwork: !me?.network,
  });
  return (
    <Card variant="outlined" component="section" aria-label={SAVED_FORECASTS_TITLE}>
      <CardHeader title={SAVED_FORECASTS_TITLE} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Box>
          <SearchField
            value={search}
            onChange={(value) => {
              setSearch(value);
              paging.onPageChange(0);
            }}
          />
        </Box>
        <DataTable
          label={SAVED_FORECASTS_TITLE}
          columns={columns}
          rowKey={(row) => row.id}
          rowName={(row) => row.name}
          {...pageRows(saved)}
          {...paging}
        />
      </CardContent>
      {deleting && (
        <ConfirmDialog
          open
          text={SAVED_FORECAST_MESSAGES.deleteConfirm(deleting.name)}
          onConfirm={() => {
            write.mutate(savedForecastWrites.remove(deleting));
            setDeleting(null);
          }}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Card>
  );
}
