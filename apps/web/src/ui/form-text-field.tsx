import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Fields to validate again when this one changes (a confirmation beside its password). */
  deps?: FieldPath<T>[];
};

/** A text field bound to react-hook-form; its error shows once it is invalid and dirty or touched. */
export function FormTextField<T extends FieldValues>({ control, name, deps, helperText, ...props }: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={deps ? { deps } : undefined}
      render={({ field, fieldState }) => {
        const message = (fieldState.isDirty || fieldState.isTouched) && fieldState.error?.message;
        return (
          <TextField
            {...props}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(message)}
            helperText={message || helperText}
          />
        );
      }}
    />
  );
}
