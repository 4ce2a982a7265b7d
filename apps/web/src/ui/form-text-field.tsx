import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type HTMLInputTypeAttribute, useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  helperText?: string;
  /** Fields to validate again when this one changes (a confirmation beside its password). */
  deps?: FieldPath<T>[];
}

/**
 * An outlined text input bound to react-hook-form; its error shows once it is invalid and dirty
 * or touched (part 2 §5). Built from the input parts rather than TextField, which would pull
 * the whole Select and Popover code into the sign-in page.
 */
export function FormTextField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { control, name, label, type = 'text', autoComplete, autoFocus, helperText, deps } = props;
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      rules={deps ? { deps } : undefined}
      render={({ field, fieldState }) => {
        // The server's word (a name taken) shows at once; the schema's waits until the field is used.
        const shown = fieldState.error?.type === 'server' || fieldState.isDirty || fieldState.isTouched;
        const message = shown && fieldState.error?.message;
        const text = message || helperText;
        return (
          <FormControl variant="outlined" fullWidth error={Boolean(message)}>
            <InputLabel htmlFor={id}>{label}</InputLabel>
            <OutlinedInput
              id={id}
              label={label}
              type={type}
              autoComplete={autoComplete}
              autoFocus={autoFocus}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              aria-describedby={text ? `${id}-helper` : undefined}
            />
            {text && <FormHelperText id={`${id}-helper`}>{text}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
