import type { EnumOption } from '@adcast/domain/enumerations';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { StatusDot } from './status-dot';

export interface FormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** A select of these choices instead of a text input. */
  options?: readonly EnumOption<string | number>[];
  /** A number (or a select of numbers); empty holds null, which the schema reports as missing. */
  numeric?: boolean;
  /** A number's step (0.01 unless told: amounts in cents). */
  step?: number;
  multiline?: boolean;
  /** A calendar day, written YYYY-MM-DD; empty holds ''. */
  date?: boolean;
}

const fromInput = (text: string, numeric: boolean) => {
  if (!numeric) return text;
  // null, not undefined: react-hook-form takes undefined as 'back to the default value', which showed a cleared amount as 0.
  return text.trim() === '' ? null : Number(text);
};

function slotPropsOf(
  numeric: boolean,
  options: FormFieldProps<FieldValues>['options'],
  date: boolean,
  step = 0.01,
) {
  if (date) return { inputLabel: { shrink: true } };
  if (!options) return numeric ? { htmlInput: { type: 'number', step: String(step), min: 0 } } : undefined;
  // A choice keyed '' (say 'No network') is shown like any other, not as an empty select.
  const hasEmptyChoice = options.some((option) => option.key === '');
  return hasEmptyChoice ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined;
}

/**
 * A text, number or select field bound to react-hook-form, for the lazily loaded editors. Its error
 * shows once it is invalid and dirty or touched (part 2 §5).
 */
export function FormField<T extends FieldValues>(props: FormFieldProps<T>) {
  const {
    control,
    name,
    label,
    required,
    disabled,
    helperText,
    options,
    numeric = false,
    step,
    multiline,
  } = props;
  const date = props.date ?? false;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const shown = fieldState.error?.type === 'server' || fieldState.isDirty || fieldState.isTouched;
        const message = shown && fieldState.error?.message;
        return (
          <TextField
            fullWidth
            select={options !== undefined}
            type={date ? 'date' : undefined}
            label={label}
            required={required}
            disabled={disabled}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(fromInput(event.target.value, numeric))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(message)}
            helperText={message || helperText}
            slotProps={slotPropsOf(numeric, options, date, step)}
          >
            {options?.map((option) => (
              <MenuItem key={String(option.key)} value={option.key}>
                {option.color && <StatusDot color={option.color} />}
                <span style={{ marginLeft: option.color ? 8 : 0 }}>{option.label}</span>
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
