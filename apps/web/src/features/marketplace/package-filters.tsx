import { type EnumOption, PLATFORM_OPTIONS, TIER_OPTIONS } from '@adcast/domain/enumerations';
import { GENRE_OPTIONS } from '@adcast/domain/marketplace/supply-packages';
import { PICKER_LABELS } from '@adcast/domain/picker-labels';
import type { QueryObject } from '@adcast/domain/query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useCountryOptions } from '../inventory/targeting/geo-api';

export type PackageFilter = {
  platforms: string[];
  countries: string[];
  genreIds: number[];
  tiers: string[];
  floorMin: string;
  floorMax: string;
};

export const NO_PACKAGE_FILTER: PackageFilter = {
  platforms: [],
  countries: [],
  genreIds: [],
  tiers: [],
  floorMin: '',
  floorMax: '',
};

/** The filter as the list call's query: empty choices left out. */
export const packageFilterQuery = (filter: PackageFilter): QueryObject => {
  const query: QueryObject = {};
  if (filter.platforms.length) query.platforms = filter.platforms;
  if (filter.countries.length) query.countries = filter.countries;
  if (filter.genreIds.length) query.genreIds = filter.genreIds;
  if (filter.tiers.length) query.tiers = filter.tiers;
  if (filter.floorMin.trim() !== '') query.floorMin = filter.floorMin.trim();
  if (filter.floorMax.trim() !== '') query.floorMax = filter.floorMax.trim();
  return query;
};

function Choices<K extends string | number>(props: {
  label: string;
  options: readonly EnumOption<K>[];
  value: K[];
  onChange: (value: K[]) => void;
}) {
  return (
    <Autocomplete
      multiple
      size="small"
      options={props.options.map((option) => option.key)}
      value={props.value}
      getOptionLabel={(key) => props.options.find((option) => option.key === key)?.label ?? String(key)}
      onChange={(_event, keys) => props.onChange(keys)}
      renderInput={(params) => <TextField {...params} label={props.label} />}
    />
  );
}

/** Browse the marketplace by platform, geo, genre, tier and floor price. */
export function PackageFilters({
  value,
  onChange,
}: {
  value: PackageFilter;
  onChange: (next: PackageFilter) => void;
}) {
  const countries = useCountryOptions();
  const set =
    <K extends keyof PackageFilter>(key: K) =>
    (next: PackageFilter[K]) =>
      onChange({ ...value, [key]: next });
  return (
    <Box
      role="search"
      aria-label="Filter packages"
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
      }}
    >
      <Choices
        label="Platform"
        options={PLATFORM_OPTIONS}
        value={value.platforms as never[]}
        onChange={set('platforms')}
      />
      <Choices
        label={PICKER_LABELS.country}
        options={countries.options}
        value={value.countries}
        onChange={set('countries')}
      />
      <Choices
        label={PICKER_LABELS.genre}
        options={GENRE_OPTIONS}
        value={value.genreIds}
        onChange={set('genreIds')}
      />
      <Choices label="Tier" options={TIER_OPTIONS} value={value.tiers as never[]} onChange={set('tiers')} />
      <TextField
        size="small"
        type="number"
        label="Floor from"
        value={value.floorMin}
        onChange={(event) => set('floorMin')(event.target.value)}
      />
      <TextField
        size="small"
        type="number"
        label="Floor up to"
        value={value.floorMax}
        onChange={(event) => set('floorMax')(event.target.value)}
      />
    </Box>
  );
}
