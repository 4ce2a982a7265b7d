import {
  type DemandPartnerInput,
  DemandPartnerInputSchema,
  PARTNER_COLUMN_LABELS,
} from '@adcast/domain/demand/partners';
import { ACTIVE_INACTIVE_OPTIONS, INTEGRATION_TYPE_OPTIONS } from '@adcast/domain/enumerations';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormCard, type RecordFormProps, useRecordForm } from '../../../ui/form-card';
import { FormField } from '../../../ui/form-field';
import { useNetworkOptions } from '../../networks/network-options';

export type PartnerFormValues = z.output<typeof DemandPartnerInputSchema>;

/** Display name, status, network, integration type, endpoint URL or VAST tag, default bid floor, notes. */
export function PartnerForm(props: RecordFormProps<DemandPartnerInput, PartnerFormValues>) {
  const { form, control, card } = useRecordForm(DemandPartnerInputSchema, props);
  const { setValue } = form;
  const networkOptions = useNetworkOptions();
  const isVast = useWatch({ control, name: 'integrationType' }) === 'VAST';
  // A VAST partner is called through its tag, the others through an endpoint: the unused URL is emptied.
  useEffect(() => {
    setValue(isVast ? 'endpointUrl' : 'vastTagUrl', '', { shouldValidate: true });
  }, [isVast, setValue]);
  return (
    <FormCard {...card}>
      <FormField control={control} name="displayName" label="Display name" required />
      <FormField control={control} name="status" label="Status" required options={ACTIVE_INACTIVE_OPTIONS} />
      <FormField control={control} name="networkId" label="Network" numeric options={networkOptions} />
      <FormField
        control={control}
        name="integrationType"
        label="Integration type"
        required
        options={INTEGRATION_TYPE_OPTIONS}
      />
      {isVast ? (
        <FormField control={control} name="vastTagUrl" label="VAST tag URL" required />
      ) : (
        <FormField control={control} name="endpointUrl" label="Endpoint URL" required />
      )}
      <FormField control={control} name="defaultBidFloor" label="Default bid floor (USD)" numeric required />
      <FormField
        control={control}
        name="discrepancyThresholdPct"
        label={PARTNER_COLUMN_LABELS.discrepancyThresholdPct}
        numeric
        required
      />
      <FormField control={control} name="notes" label="Notes" multiline />
    </FormCard>
  );
}
