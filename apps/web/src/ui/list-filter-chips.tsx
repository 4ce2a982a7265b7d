import { dateRangeParams, type ListFilter } from '@adcast/domain/contracts/list-filters';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EntityPicker } from './pickers/entity-picker';
import type { PickerSource } from './pickers/picker-source';

export interface ListFilterChipsProps {
  filters: readonly ListFilter[];
  /** The chips' values as the URL holds them, by param. */
  values: Readonly<Record<string, string>>;
  /** Sets chips' values by param (undefined clears one). */
  onChange: (patch: Record<string, string | undefined>) => void;
  /** The picker of another record area (a record filter's `area`). */
  sourceOf: (area: string) => PickerSource;
}

const ANY = 'Any';
const listOf = (text: string | undefined) => (text ? text.split(',').filter(Boolean) : []);
const idsOf = (text: string | undefined) => listOf(text).map(Number);

/** The chosen records' names, for the chip (the URL holds their ids). */
function useRecordNames(source: PickerSource, ids: readonly number[]) {
  return useQuery({
    queryKey: [source.key, 'filter-chip', ids],
    queryFn: () => source.fetch({ search: '', ids }),
    enabled: ids.length > 0,
    staleTime: 60_000,
  }).data;
}

function summaryOf(filter: ListFilter, values: Readonly<Record<string, string>>, names?: string[]) {
  if (filter.kind === 'dateRange') {
    const { from, to } = dateRangeParams(filter);
    if (!values[from] && !values[to]) return undefined;
    return `${values[from] ?? '…'} – ${values[to] ?? '…'}`;
  }
  const chosen = listOf(values[filter.param]);
  if (chosen.length === 0) return undefined;
  if (filter.kind === 'enum')
    return chosen.map((key) => filter.options.find((option) => option.key === key)?.label ?? key).join(', ');
  return names?.length ? names.join(', ') : `${chosen.length} chosen`;
}

/** What a chip's popover holds: the area's picker, the enumeration's boxes, or the two dates. */
function FilterEditor({ filter, values, onChange, sourceOf }: ListFilterChipsProps & { filter: ListFilter }) {
  if (filter.kind === 'record')
    return (
      <EntityPicker
        multiple
        source={sourceOf(filter.area)}
        label={filter.label}
        value={idsOf(values[filter.param])}
        onChange={(ids) => onChange({ [filter.param]: ids.join(',') || undefined })}
      />
    );
  if (filter.kind === 'enum') {
    const chosen = listOf(values[filter.param]);
    const toggle = (key: string) => {
      const next = chosen.includes(key) ? chosen.filter((item) => item !== key) : [...chosen, key];
      onChange({ [filter.param]: next.join(',') || undefined });
    };
    return (
      <FormGroup aria-label={filter.label}>
        {filter.options.map((option) => (
          <FormControlLabel
            key={option.key}
            label={option.label}
            control={<Checkbox checked={chosen.includes(option.key)} onChange={() => toggle(option.key)} />}
          />
        ))}
      </FormGroup>
    );
  }
  const { from, to } = dateRangeParams(filter);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {[
        { param: from, label: `${filter.label} from` },
        { param: to, label: `${filter.label} to` },
      ].map((end) => (
        <TextField
          key={end.param}
          type="date"
          size="small"
          label={end.label}
          value={values[end.param] ?? ''}
          onChange={(event) => onChange({ [end.param]: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </Box>
  );
}

function FilterChip(props: ListFilterChipsProps & { filter: ListFilter }) {
  const { filter, values, onChange } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const ids = filter.kind === 'record' ? idsOf(values[filter.param]) : [];
  const source = filter.kind === 'record' ? props.sourceOf(filter.area) : undefined;
  const names = useRecordNames(source ?? NO_SOURCE, ids)?.map((item) => item.name);
  const summary = summaryOf(filter, values, names);
  const clear = () => {
    if (filter.kind !== 'dateRange') return onChange({ [filter.param]: undefined });
    const { from, to } = dateRangeParams(filter);
    onChange({ [from]: undefined, [to]: undefined });
  };
  return (
    <>
      <Chip
        label={`${filter.label}: ${summary ?? ANY}`}
        color={summary ? 'primary' : 'default'}
        variant={summary ? 'filled' : 'outlined'}
        onClick={(event) => setAnchor(event.currentTarget)}
        onDelete={summary ? clear : undefined}
        aria-haspopup="dialog"
        sx={{ maxWidth: 320 }}
      />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': `Filter by ${filter.label}`, sx: { p: 2, width: 320 } },
        }}
      >
        <FilterEditor {...props} />
      </Popover>
    </>
  );
}

const NO_SOURCE: PickerSource = {
  key: 'none',
  label: '',
  placeholder: '',
  errorMessage: '',
  fetch: async () => [],
};

/** A list's filter chips: each says its filter and its value ('Publisher: Aurora Streaming'), opens its editor, and clears. */
export function ListFilterChips(props: ListFilterChipsProps) {
  if (props.filters.length === 0) return null;
  return (
    <Box role="group" aria-label="Filters" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      {props.filters.map((filter) => (
        <FilterChip
          key={filter.kind === 'dateRange' ? `${filter.param}-range` : filter.param}
          {...props}
          filter={filter}
        />
      ))}
    </Box>
  );
}
