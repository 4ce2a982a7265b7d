import { TMAX_HELP, TMAX_LABEL, takesTmax } from '@adcast/domain/decisioning/tmax';
import { ConnectionInputSchema } from '@adcast/domain/demand/connections';
import { ACTIVE_INACTIVE_OPTIONS, INTEGRATION_TYPE_OPTIONS } from '@adcast/domain/enumerations';
import { FIELD_MESSAGES } from '@adcast/domain/patterns';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { recordPickerSource } from '../../../resource/record-picker-api';
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
  tmaxMs: null,
  status: 'ACTIVE',
  notes: '',
};

export interface ConnectionFormProps extends RecordFormProps<ConnectionFormInput, ConnectionFormValues> {
  /** The partner cannot change (an edit, or a create inside a partner's details). */
  partnerLocked: boolean;
}

/** Create, edit and duplicate a connection; Save stays disabled while the form is invalid. */
export function ConnectionForm({ partnerLocked, ...props }: ConnectionFormProps) {
  const { form, control, card } = useRecordForm(ConnectionFormSchema, props);
  const [integrationType, tmaxMs] = useWatch({ control, name: ['integrationType', 'tmaxMs'] });
  const timed = takesTmax(integrationType);
  // A custom integration keeps no timeout: a hidden value must neither be sent nor hold the form invalid.
  useEffect(() => {
    if (!timed && tmaxMs !== null && tmaxMs !== undefined) {
      form.setValue('tmaxMs', null, { shouldDirty: true, shouldValidate: true });
    }
  }, [form, timed, tmaxMs]);
  return (
    <FormCard {...card}>
      <Controller
        control={control}
        name="demandPartnerId"
        render={({ field, fieldState }) => (
          <EntityPicker
            source={recordPickerSource('demand-partners')}
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
      {timed && (
        <FormField
          control={control}
          name="tmaxMs"
          label={TMAX_LABEL}
          numeric
          step={10}
          helperText={TMAX_HELP.connection}
        />
      )}
      <FormField control={control} name="status" label="Status" required options={ACTIVE_INACTIVE_OPTIONS} />
      <FormField control={control} name="notes" label="Notes" multiline />
    </FormCard>
  );
}
