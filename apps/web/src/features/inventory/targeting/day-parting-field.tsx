import { WEEKDAY_OPTIONS } from '@adcast/domain/enumerations';
import type { DayPartingSchema } from '@adcast/domain/inventory/targeting-day-parts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { type Control, Controller, type FieldValues, useFieldArray, useFormState } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../ui/form-field';

type DayPartingInput = z.input<typeof DayPartingSchema>;

const NEW_SLOT = { day: 'MONDAY', restrictedHours: true, startHour: 9, endHour: 17 } as const;

/** A form holding day-parting under `name`: a targeting set's `dayParting`, a source's `schedule`. */
type DayPartingForm = Record<'dayParting', DayPartingInput>;

/**
 * Day-parting: its time zone and its slots, one row each (a start after the end runs past
 * midnight). `name` is where the form keeps it; its paths are typed as a set's.
 */
export function DayPartingField<T extends FieldValues>(props: {
  control: Control<T>;
  disabled: boolean;
  name?: 'dayParting' | 'schedule';
  legend?: string;
}) {
  const { disabled } = props;
  const control = props.control as unknown as Control<DayPartingForm>;
  const at = <P extends string>(path: P) => `${props.name ?? 'dayParting'}.${path}` as `dayParting.${P}`;
  const slots = useFieldArray({ control, name: at('slots') });
  const slotErrors = useFormState({ control, name: at('slots') }).errors[
    (props.name ?? 'dayParting') as 'dayParting'
  ]?.slots;
  const slotsError = slotErrors?.root?.message ?? slotErrors?.message;
  const fields = { control, disabled };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle2">
        {props.legend ?? 'Day-parting'}
      </Typography>
      <FormField
        {...fields}
        name={at('timeZone')}
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
          <FormField {...fields} name={at(`slots.${index}.day`)} label="Day" options={WEEKDAY_OPTIONS} />
          <Controller
            control={control}
            name={at(`slots.${index}.restrictedHours`)}
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
          <FormField {...fields} name={at(`slots.${index}.startHour`)} label="Start hour" numeric />
          <FormField {...fields} name={at(`slots.${index}.endHour`)} label="End hour" numeric />
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
