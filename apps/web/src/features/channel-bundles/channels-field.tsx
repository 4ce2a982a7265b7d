import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type Option = { key: number; label: string };

/** Several channels chosen by title, as chips. */
export function ChannelsField<I extends FieldValues, O>(props: {
  control: Control<I, unknown, O>;
  name: FieldPath<I>;
  label: string;
  options: readonly Option[];
  disabled: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const ids: number[] = field.value ?? [];
        return (
          <Autocomplete
            multiple
            disabled={props.disabled}
            options={props.options}
            value={props.options.filter((option) => ids.includes(option.key))}
            isOptionEqualToValue={(option, value) => option.key === value.key}
            onChange={(_event, chosen) => field.onChange(chosen.map((option) => option.key))}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                label={props.label}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message}
              />
            )}
          />
        );
      }}
    />
  );
}
