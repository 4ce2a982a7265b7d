import type { EnumOption } from '@adcast/domain/enumerations';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** A form's list of choices (device types, platforms, countries) as a searchable multi-select with chips. */
export function OptionsField<I extends FieldValues, O, K extends string | number>(props: {
  control: Control<I, unknown, O>;
  name: FieldPath<I>;
  label: string;
  options: readonly EnumOption<K>[];
  disabled: boolean;
  loading?: boolean;
  placeholder?: string;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const keys = (field.value as K[] | undefined) ?? [];
        const chosen = keys.map(
          (key) => props.options.find((option) => option.key === key) ?? { key, label: String(key) },
        );
        return (
          <Autocomplete
            multiple
            disabled={props.disabled}
            loading={props.loading}
            options={props.options}
            value={chosen}
            getOptionLabel={(option) => option.label}
            isOptionEqualToValue={(option, selected) => option.key === selected.key}
            filterSelectedOptions
            onBlur={field.onBlur}
            onChange={(_event, entries) => field.onChange(entries.map((entry) => entry.key))}
            renderValue={(entries, getItemProps) =>
              entries.map((entry, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={entry.label} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={props.label}
                placeholder={props.placeholder}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        );
      }}
    />
  );
}
