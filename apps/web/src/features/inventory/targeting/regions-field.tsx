import type { TargetingInput } from '@adcast/domain/inventory/targeting';
import type { Region } from '@adcast/domain/inventory/targeting-geo';
import { PICKER_PLACEHOLDER } from '@adcast/domain/picker-labels';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useRegionOptions, useRegionsByCode } from './geo-api';
import { placeChips } from './place-chips';

type RegionsName = 'geo.include.regions' | 'geo.exclude.regions';

const LABELS: Record<RegionsName, string> = {
  'geo.include.regions': 'Included regions',
  'geo.exclude.regions': 'Excluded regions',
};

export const REGION_HINTS = {
  ofCountries: 'Regions of the chosen countries',
  anyCountry: "No country chosen: type a region's name",
} as const;

/** "New York (US)": the region's name, and its country for regions of the same name. */
export const regionLabel = (region: Pick<Region, 'name' | 'countryCode'>) =>
  `${region.name} (${region.countryCode})`;

/** A code the geographic data no longer names is still shown, as its code. */
const unknownRegion = (code: string): Region => ({ code, name: code, countryCode: code.slice(0, 2) });

/**
 * The included or excluded regions, picked by name among the regions of the countries the set
 * chooses (included and excluded); the set keeps their codes (US-NY).
 */
export function RegionsField(props: {
  control: Control<TargetingInput>;
  name: RegionsName;
  disabled: boolean;
}) {
  const [included, excluded] = useWatch({
    control: props.control,
    name: ['geo.include.countries', 'geo.exclude.countries'],
  });
  const countries = [...(included ?? []), ...(excluded ?? [])];
  const [text, setText] = useState('');
  const found = useRegionOptions(countries, useDebouncedValue(text));
  const codes = useWatch({ control: props.control, name: props.name }) ?? [];
  const known = useRegionsByCode(codes);
  const byName = countries.length === 0;
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          disabled={props.disabled}
          options={found.regions}
          loading={found.loading}
          value={(field.value ?? []).map((code) => known.get(code) ?? unknownRegion(code))}
          inputValue={text}
          onInputChange={(_event, value, reason) => reason !== 'reset' && setText(value)}
          // Regions of chosen countries are all loaded and searched here; by name, the server has searched.
          {...(byName ? { filterOptions: (regions: Region[]) => regions } : {})}
          filterSelectedOptions
          getOptionLabel={regionLabel}
          getOptionKey={(region) => region.code}
          isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
          onBlur={field.onBlur}
          onChange={(_event, regions) => field.onChange(regions.map((region) => region.code))}
          renderValue={placeChips(regionLabel)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={LABELS[props.name]}
              placeholder={PICKER_PLACEHOLDER}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ?? (byName ? REGION_HINTS.anyCountry : REGION_HINTS.ofCountries)
              }
            />
          )}
        />
      )}
    />
  );
}
