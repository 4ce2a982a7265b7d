import { dimensionOf } from '@adcast/domain/reports/catalogue';
import type { ReportFilter } from '@adcast/domain/reports/report-query';
import CloseIcon from '@mui/icons-material/Close';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  connectionSource,
  demandPartnerSource,
  placementSource,
  publisherSource,
} from '../../../resource/picker-sources-api';
import { stackSx } from '../../../ui/layout';
import { EntityPicker } from '../../../ui/pickers/entity-picker';
import type { PickerSource } from '../../../ui/pickers/picker-source';
import { DIMENSION_OPTIONS } from './catalogue-picker';

/** Dimensions holding a record's id (the name or the ID dimension) are filtered with its shared picker. */
const SOURCE_OF_COLUMN: Record<string, PickerSource> = {
  placement_id: placementSource,
  publisher_id: publisherSource,
  demand_partner_id: demandPartnerSource,
  connection_id: connectionSource,
};

export function pickerSourceOf(dimension: string): PickerSource | undefined {
  const source = dimensionOf(dimension)?.source;
  if (source?.kind !== 'column') return undefined;
  return SOURCE_OF_COLUMN[source.column];
}

const FILTERABLE = DIMENSION_OPTIONS.filter((option) => dimensionOf(option.key)?.source.kind === 'column');

type Value = ReportFilter['values'][number];

function FilterValues({
  dimension,
  values,
  onChange,
}: {
  dimension: string;
  values: Value[];
  onChange: (values: Value[]) => void;
}) {
  const entry = dimensionOf(dimension);
  const label = entry?.label ?? dimension;
  const source = pickerSourceOf(dimension);
  if (source)
    return (
      <EntityPicker
        multiple
        source={source}
        label={label}
        value={values.map(Number)}
        onChange={(ids) => onChange(ids)}
      />
    );
  const numeric = entry?.format === 'number';
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[]}
      value={values.map(String)}
      onChange={(_event, texts) =>
        onChange(
          texts
            .map((text) => text.trim())
            .filter((text) => text !== '' && (!numeric || /^\d+$/.test(text)))
            .map((text) => (numeric ? Number(text) : text)),
        )
      }
      renderValue={(chosen, getItemProps) =>
        chosen.map((text, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={text} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder="Type a value and press Enter" />
      )}
    />
  );
}

interface ReportFiltersProps {
  filters: readonly ReportFilter[];
  onChange: (filters: ReportFilter[]) => void;
}

/** Filters on any dimension: one row per dimension, a filter without values is dropped. */
export function ReportFilters({ filters, onChange }: ReportFiltersProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const used = new Set([...filters.map((filter) => filter.dimension), ...(draft ? [draft] : [])]);
  const setValues = (dimension: string, values: Value[]) => {
    const others = filters.filter((filter) => filter.dimension !== dimension);
    const exists = filters.some((filter) => filter.dimension === dimension);
    if (values.length === 0) return onChange(others);
    if (dimension === draft) setDraft(null);
    onChange(
      exists
        ? filters.map((filter) => (filter.dimension === dimension ? { dimension, values } : filter))
        : [...filters, { dimension, values }],
    );
  };
  const rows = [...filters, ...(draft ? [{ dimension: draft, values: [] }] : [])];
  return (
    <Box role="group" aria-label="Filters" sx={{ ...stackSx, gap: 1.5 }}>
      {rows.map((filter) => (
        <Box key={filter.dimension} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <FilterValues
              dimension={filter.dimension}
              values={filter.values}
              onChange={(values) => setValues(filter.dimension, values)}
            />
          </Box>
          <IconButton
            aria-label={`Remove filter ${dimensionOf(filter.dimension)?.label ?? filter.dimension}`}
            onClick={() => (filter.dimension === draft ? setDraft(null) : setValues(filter.dimension, []))}
          >
            <CloseIcon />
          </IconButton>
        </Box>
      ))}
      <Autocomplete
        options={FILTERABLE.filter((dimension) => !used.has(dimension.key))}
        groupBy={(option) => option.group}
        getOptionLabel={(option) => option.label}
        value={null}
        onChange={(_event, dimension) => dimension && setDraft(dimension.key)}
        renderInput={(params) => <TextField {...params} label="Add filter" placeholder="Search" />}
        blurOnSelect
        clearOnBlur
      />
    </Box>
  );
}
