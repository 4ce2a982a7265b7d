import type { HTMLInputTypeAttribute } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { OutlinedTextField } from './outlined-text-field';

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

/** An outlined text input bound to react-hook-form; its error shows once it is invalid and dirty or touched (part 2 §5). */
export function FormTextField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { control, name, deps, ...shown } = props;
  return (
    <Controller
      control={control}
      name={name}
      rules={deps ? { deps } : undefined}
      render={({ field, fieldState }) => (
        <OutlinedTextField
          {...shown}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          // The server's word (a name taken) shows at once; the schema's waits until the field is used.
          error={
            (fieldState.error?.type === 'server' || fieldState.isDirty || fieldState.isTouched) &&
            fieldState.error?.message
          }
        />
      )}
    />
  );
}
