import { addDays, toWireDate } from '@adcast/domain/date-ranges';
import { DEVICE_TYPE_OPTIONS, PLATFORM_OPTIONS } from '@adcast/domain/enumerations';
import {
  type ForecastQuery,
  type ForecastQueryInput,
  ForecastQuerySchema,
} from '@adcast/domain/forecast/forecast';
import { PICKER_LABELS } from '@adcast/domain/picker-labels';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RecordPickerField } from '../../resource/record-picker-field';
import { FieldRow, useZodForm } from '../../ui/form-card';
import { FormField } from '../../ui/form-field';
import { OptionsField } from '../../ui/options-field';
import { useCountryOptions } from '../inventory/targeting/geo-api';

/** A four-week flight from tomorrow (UTC), every supply. */
export const defaultForecastQuery = (now = new Date()): ForecastQueryInput => {
  const startDate = addDays(toWireDate(now), 1);
  return {
    targetingId: null,
    countries: [],
    deviceTypes: [],
    platforms: [],
    placementIds: [],
    startDate,
    endDate: addDays(startDate, 27),
  };
};

/** The slice (a targeting set and/or places, devices, platforms, placements) and the flight to forecast. */
export function ForecastSliceForm({
  initial,
  onForecast,
  busy,
}: {
  /** The slice and flight to start from (the URL's); a four-week flight of every supply when none. */
  initial: ForecastQueryInput | null;
  onForecast: (query: ForecastQuery) => void;
  busy: boolean;
}) {
  const { control, handleSubmit, formState } = useZodForm(
    ForecastQuerySchema,
    initial ?? defaultForecastQuery(),
  );
  const countries = useCountryOptions();
  const fields = { control, disabled: busy };
  return (
    <Paper
      component="form"
      aria-label="Slice and flight"
      variant="outlined"
      noValidate
      onSubmit={handleSubmit(onForecast)}
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography variant="subtitle1" component="h2">
        Slice and flight
      </Typography>
      <RecordPickerField {...fields} name="targetingId" area="targeting" />
      <FieldRow>
        <OptionsField
          {...fields}
          name="countries"
          label={PICKER_LABELS.country}
          options={countries.options}
          loading={countries.loading}
        />
        <OptionsField {...fields} name="deviceTypes" label="Device types" options={DEVICE_TYPE_OPTIONS} />
        <OptionsField {...fields} name="platforms" label="Platforms" options={PLATFORM_OPTIONS} />
      </FieldRow>
      <RecordPickerField {...fields} name="placementIds" area="placements" multiple />
      <FieldRow>
        <FormField {...fields} name="startDate" label="Start date" date required />
        <FormField {...fields} name="endDate" label="End date" date required />
      </FieldRow>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={busy || !formState.isValid}>
          Forecast
        </Button>
      </Box>
    </Paper>
  );
}
