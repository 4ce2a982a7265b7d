import type { TargetingInput } from '@adcast/domain/inventory/targeting';
import type { CityRef } from '@adcast/domain/inventory/targeting-geo';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useCitySearch } from './geo-api';
import { placeChips } from './place-chips';

const cityLabel = (city: CityRef) => `${city.name} (${city.regionCode ?? city.countryCode})`;

/** The included or excluded cities: searched by name in the geographic data, kept with their country and region. */
export function CitiesField(props: {
  control: Control<TargetingInput>;
  name: 'geo.include.cities' | 'geo.exclude.cities';
  disabled: boolean;
}) {
  const [text, setText] = useState('');
  const found = useCitySearch(useDebouncedValue(text));
  const options: CityRef[] = (found.data?.content ?? []).map(({ regionName: _, ...city }) => city);
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          disabled={props.disabled}
          options={options}
          loading={found.isFetching}
          value={field.value ?? []}
          inputValue={text}
          onInputChange={(_event, value, reason) => reason !== 'reset' && setText(value)}
          filterOptions={(cities) => cities}
          filterSelectedOptions
          getOptionLabel={cityLabel}
          getOptionKey={(city) => city.id}
          isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
          onBlur={field.onBlur}
          onChange={(_event, cities) => field.onChange(cities)}
          renderValue={placeChips(cityLabel)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={props.name === 'geo.include.cities' ? 'Included cities' : 'Excluded cities'}
              placeholder="Type a city's name"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}
