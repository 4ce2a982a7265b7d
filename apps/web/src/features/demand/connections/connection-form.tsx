import { ConnectionInputSchema } from '@adcast/domain/demand/connections';
import { ACTIVE_INACTIVE_OPTIONS, INTEGRATION_TYPE_OPTIONS } from '@adcast/domain/enumerations';
import { FIELD_MESSAGES } from '@adcast/domain/patterns';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { demandPartnerSource } from '../../../resource/picker-sources-api';
import { FormCard, type RecordFormProps, useRecordForm } from '../../../ui/form-card';
import { FormField } from '../../../ui/form-field';
import { EntityPicker } from '../../../ui/pickers/entity-picker';

/** The connection fields of the domain plus the partner the connection is created under. */
export const ConnectionFormSchema = ConnectionInputSchema.omit({ duplicateOf: true }).extend({
  demandPartnerId: z
    .number({ error: FIELD_MESSAGES.required('Demand partner') })
    .int()
    .positive(),
});
export type ConnectionFormInput = z.input<typeof ConnectionFormSchema>;
export type ConnectionFormValues = z.output<typeof ConnectionFormSchema>;

export const EMPTY_CONNECTION: ConnectionFormInput = {
  demandPartnerId: null as unknown as number,
  name: '',
  schainAsi: '',
  integrationType: 'ORTB',
  status: 'ACTIVE',
  notes: '',
};

export interface ConnectionFormProps extends RecordFormProps<ConnectionFormInput, ConnectionFormValues> {
  /** The partner cannot change (an edit, or a create inside a partner's details). */
  partnerLocked: boolean;
}

/** Create, edit and duplicate a connection; Save stays disabled while the form is invalid. */
export function ConnectionForm({ partnerLocked, ...props }: ConnectionFormProps) {
  const { control, card } = useRecordForm(ConnectionFormSchema, props);
  return (
    <FormCard {...card}>
      <Controller
        control={control}
        name="demandPartnerId"
        render={({ field, fieldState }) => (
          <EntityPicker
            source={demandPartnerSource}
            required
            disabled={partnerLocked}
            value={field.value ?? null}
            onChange={(id) => field.onChange(id)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            touched={fieldState.isTouched}
          />
        )}
      />
      <FormField control={control} name="name" label="Name" required />
      <FormField
        control={control}
        name="schainAsi"
        label="Seller domain (ASI)"
        required
        helperText="The seller's domain in the supply chain, e.g. adcast.tv"
      />
      <FormField
        control={control}
        name="integrationType"
        label="Integration type"
        required
        options={INTEGRATION_TYPE_OPTIONS}
      />
      <FormField control={control} name="status" label="Status" required options={ACTIVE_INACTIVE_OPTIONS} />
      <FormField control={control} name="notes" label="Notes" multiline />
    </FormCard>
  );
}
