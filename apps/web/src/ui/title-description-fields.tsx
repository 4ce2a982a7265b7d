import type { Control, FieldValues } from 'react-hook-form';
import { FormField } from './form-field';

/** The required Title and multi-line Description that open the collection and channel editors (part 1 §2). */
export function TitleDescriptionFields<T extends { title: string; description: string } & FieldValues>({
  control,
  disabled,
}: {
  control: Control<T>;
  disabled: boolean;
}) {
  const fields = control as unknown as Control<{ title: string; description: string }>;
  return (
    <>
      <FormField control={fields} name="title" label="Title" required disabled={disabled} />
      <FormField
        control={fields}
        name="description"
        label="Description"
        required
        disabled={disabled}
        multiline
      />
    </>
  );
}
