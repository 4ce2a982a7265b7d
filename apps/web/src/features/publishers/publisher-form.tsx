import { ONBOARDING_STAGE_OPTIONS, PUBLISHER_MODEL_OPTIONS } from '@adcast/domain/enumerations';
import { type PublisherInput, PublisherInputSchema } from '@adcast/domain/publishers/publishers';
import type { z } from 'zod';
import { FormCard, type RecordFormProps, useRecordForm } from '../../ui/form-card';
import { FormField } from '../../ui/form-field';
import { OwnerFields } from '../owners/owner-fields';

export type PublisherFormValues = z.output<typeof PublisherInputSchema>;

export const EMPTY_PUBLISHER: PublisherInput = {
  name: '',
  networkId: null,
  secondaryId: '',
  publisherModel: 'REVSHARE',
  contactName: '',
  contactEmail: '',
  onboardingStage: 'PROPOSAL',
};

/** Name, network, secondary id, model, onboarding stage and contact (part 2 §3's enumerations). */
export function PublisherForm(props: RecordFormProps<PublisherInput, PublisherFormValues>) {
  const { control, card, readOnly } = useRecordForm(PublisherInputSchema, props);
  return (
    <FormCard {...card}>
      <OwnerFields
        control={control}
        readOnly={readOnly}
        beside={
          <>
            <FormField control={control} name="secondaryId" label="Secondary id" disabled={readOnly} />
            <FormField
              control={control}
              name="publisherModel"
              label="Model"
              required
              options={PUBLISHER_MODEL_OPTIONS}
              disabled={readOnly}
            />
          </>
        }
        between={
          <FormField
            control={control}
            name="onboardingStage"
            label="Onboarding stage"
            required
            options={ONBOARDING_STAGE_OPTIONS}
            disabled={readOnly}
          />
        }
      />
    </FormCard>
  );
}
