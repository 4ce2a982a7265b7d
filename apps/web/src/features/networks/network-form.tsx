import { type NetworkInput, NetworkInputSchema } from '@adcast/domain/networks/networks';
import type { z } from 'zod';
import { FieldRow, FormCard, useZodForm } from '../../ui/form-card';
import { FormField } from '../../ui/form-field';

export type NetworkFormValues = z.output<typeof NetworkInputSchema>;

export interface NetworkFormProps {
  initial: z.input<typeof NetworkInputSchema>;
  submitLabel: string;
  saving: boolean;
  readOnly?: boolean;
  onSubmit: (values: NetworkInput) => void;
  onCancel: () => void;
}

/** Name, domain and the brand its users see: title, logo, favicon, primary colour (# and six hex digits). */
export function NetworkForm({
  initial,
  submitLabel,
  saving,
  readOnly,
  onSubmit,
  onCancel,
}: NetworkFormProps) {
  const form = useZodForm<z.input<typeof NetworkInputSchema>, NetworkFormValues>(NetworkInputSchema, initial);
  const { control } = form;
  return (
    <FormCard
      form={form}
      onValid={onSubmit}
      saving={saving}
      submitLabel={submitLabel}
      onCancel={onCancel}
      readOnly={readOnly}
    >
      <FormField control={control} name="name" label="Name" required disabled={readOnly} />
      <FormField control={control} name="domain" label="Domain" disabled={readOnly} />
      <FieldRow>
        <FormField control={control} name="brand.title" label="Brand title" disabled={readOnly} />
        <FormField
          control={control}
          name="brand.primaryColour"
          label="Primary colour"
          helperText="# and six hex digits"
          disabled={readOnly}
        />
      </FieldRow>
      <FormField control={control} name="brand.logo" label="Logo URL" disabled={readOnly} />
      <FormField control={control} name="brand.favicon" label="Favicon URL" disabled={readOnly} />
    </FormCard>
  );
}

export const emptyNetwork: z.input<typeof NetworkInputSchema> = {
  name: '',
  domain: '',
  brand: { title: '', logo: '', favicon: '', primaryColour: '' },
};
