import { WEEKDAY_OPTIONS } from '@adcast/domain/enumerations';
import type { TargetingInput } from '@adcast/domain/inventory/targeting';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { type Control, Controller, useFieldArray, useFormState } from 'react-hook-form';
import { FormField } from '../../../ui/form-field';

const NEW_SLOT = { day: 'MONDAY', restrictedHours: true, startHour: 9, endHour: 17 } as const;

/** The day-parting of a set: its time zone and its slots, one row each (a start after the end runs past midnight). */
export function DayPartingField(props: { control: Control<TargetingInput>; disabled: boolean }) {
  const { control, disabled } = props;
  const slots = useFieldArray({ control, name: 'dayParting.slots' });
  const slotErrors = useFormState({ control, name: 'dayParting.slots' }).errors.dayParting?.slots;
  const slotsError = slotErrors?.root?.message ?? slotErrors?.message;
  const fields = { control, disabled };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle2">
        Day-parting
      </Typography>
      <FormField
        {...fields}
        name="dayParting.timeZone"
        label="Time zone"
        helperText="An IANA zone; EST is read as America/New_York"
      />
      {slots.fields.map((slot, index) => (
        <Box
          key={slot.id}
          role="group"
          aria-label={`Slot ${index + 1}`}
          sx={{ display: 'grid', gridTemplateColumns: '2fr auto 1fr 1fr auto', gap: 1, alignItems: 'center' }}
        >
          <FormField
            {...fields}
            name={`dayParting.slots.${index}.day`}
            label="Day"
            options={WEEKDAY_OPTIONS}
          />
          <Controller
            control={control}
            name={`dayParting.slots.${index}.restrictedHours`}
            render={({ field }) => (
              <FormControlLabel
                label="Hours"
                disabled={disabled}
                control={
                  <Checkbox
                    checked={field.value ?? true}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
              />
            )}
          />
          <FormField {...fields} name={`dayParting.slots.${index}.startHour`} label="Start hour" numeric />
          <FormField {...fields} name={`dayParting.slots.${index}.endHour`} label="End hour" numeric />
          <Button
            disabled={disabled}
            onClick={() => slots.remove(index)}
            aria-label={`Remove slot ${index + 1}`}
          >
            Remove
          </Button>
        </Box>
      ))}
      {slotsError && (
        <Typography color="error" variant="body2" role="alert">
          {slotsError}
        </Typography>
      )}
      <Box>
        <Button disabled={disabled} onClick={() => slots.append({ ...NEW_SLOT })}>
          Add slot
        </Button>
      </Box>
    </Box>
  );
}
