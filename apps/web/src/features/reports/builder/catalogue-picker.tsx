import { OFFERED_DIMENSIONS, OFFERED_METRICS } from '@adcast/domain/reports/catalogue';
import { DIMENSION_GROUPS, METRIC_GROUPS } from '@adcast/domain/reports/catalogue-types';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

interface Entry {
  key: string;
  label: string;
  group: string;
  description?: string;
}

/** Entries under their §3 group headers (in the spec's group order), by label inside a group. */
const grouped = (entries: readonly Entry[], groups: readonly string[]) =>
  [...entries].sort(
    (a, b) => groups.indexOf(a.group) - groups.indexOf(b.group) || a.label.localeCompare(b.label, 'en'),
  );

export const DIMENSION_OPTIONS = grouped(OFFERED_DIMENSIONS, DIMENSION_GROUPS);
export const METRIC_OPTIONS = grouped(OFFERED_METRICS, METRIC_GROUPS);

interface CataloguePickerProps {
  label: string;
  options: readonly Entry[];
  value: readonly string[];
  onChange: (keys: string[]) => void;
  /** At most this many may be chosen; further options are disabled. */
  max?: number;
  error?: string;
}

/** A searchable, grouped multi-select of catalogue entries; chips keep the chosen order. */
export function CataloguePicker({ label, options, value, onChange, max, error }: CataloguePickerProps) {
  const chosen = value.flatMap((key) => options.filter((option) => option.key === key));
  const full = max !== undefined && value.length >= max;
  return (
    <Autocomplete
      multiple
      options={options}
      value={chosen}
      groupBy={(option) => option.group}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => option.key === selected.key}
      getOptionDisabled={(option) => full && !value.includes(option.key)}
      filterSelectedOptions
      onChange={(_event, entries) => onChange(entries.map((entry) => entry.key))}
      renderValue={(entries, getItemProps) =>
        entries.map((entry, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={entry.label} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder="Search"
          error={Boolean(error)}
          helperText={error ?? (full ? `At most ${max}` : ' ')}
        />
      )}
    />
  );
}
