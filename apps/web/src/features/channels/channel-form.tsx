import {
  AD_DURATION_OPTIONS,
  AD_FREQUENCY_OPTIONS,
  CHANNEL_SCREEN,
  type ChannelInput,
  ChannelInputSchema,
  DEFAULT_AD_DURATION,
  DEFAULT_AD_FREQUENCY,
} from '@adcast/domain/media/channels';
import type { z } from 'zod';
import { FieldRow, FormCard, useZodForm } from '../../ui/form-card';
import { FormField } from '../../ui/form-field';

type ChannelFormInput = z.input<typeof ChannelInputSchema>;

/** Part 1 §5: an empty channel starts with ad frequency 3 minutes and ad duration 60 s. */
export const NEW_CHANNEL: ChannelFormInput = {
  title: '',
  description: '',
  adsConfiguration: { adFrequency: DEFAULT_AD_FREQUENCY, adsDuration: DEFAULT_AD_DURATION },
};

const FREQUENCY_CHOICES = AD_FREQUENCY_OPTIONS.map((minutes) => ({
  key: minutes,
  label: `${minutes} min`,
}));
const DURATION_CHOICES = AD_DURATION_OPTIONS.map((seconds) => ({ key: seconds, label: `${seconds} s` }));

export interface ChannelFormProps {
  initial: ChannelFormInput;
  submitLabel: string;
  saving: boolean;
  readOnly?: boolean;
  onSubmit: (values: ChannelInput) => void;
  onCancel: () => void;
}

/** Part 1 §2 channel editor: title and description required; Save disabled while invalid. */
export function ChannelForm({
  initial,
  submitLabel,
  saving,
  readOnly = false,
  onSubmit,
  onCancel,
}: ChannelFormProps) {
  const form = useZodForm<ChannelFormInput, ChannelInput>(ChannelInputSchema, initial);
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
      <FormField control={control} name="title" label="Title" required disabled={readOnly} />
      <FormField
        control={control}
        name="description"
        label="Description"
        required
        disabled={readOnly}
        multiline
      />
      <FieldRow>
        <FormField
          control={control}
          name="adsConfiguration.adFrequency"
          label={CHANNEL_SCREEN.adFrequency}
          options={FREQUENCY_CHOICES}
          numeric
          disabled={readOnly}
        />
        <FormField
          control={control}
          name="adsConfiguration.adsDuration"
          label={CHANNEL_SCREEN.adDuration}
          options={DURATION_CHOICES}
          numeric
          disabled={readOnly}
        />
      </FieldRow>
    </FormCard>
  );
}
