import { type NetworkInput, NetworkInputSchema } from '@adcast/domain/networks/networks';
import type { z } from 'zod';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../ui/form-card';
import { FormField } from '../../ui/form-field';

export type NetworkFormValues = z.output<typeof NetworkInputSchema>;

/** Name, domain and the brand its users see: title, logo, favicon, primary colour (# and six hex digits). */
export function NetworkForm(props: RecordFormProps<z.input<typeof NetworkInputSchema>, NetworkInput>) {
  const { control, card, readOnly } = useRecordForm(NetworkInputSchema, props);
  return (
    <FormCard {...card}>
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
