import { IMAGE_MAX_MEGABYTES } from '@adcast/domain/catalogue/images';
import { AD_BREAK_SCREEN } from '@adcast/domain/media/channel-breaks';
import {
  AD_DURATION_OPTIONS,
  AD_FREQUENCY_OPTIONS,
  CHANNEL_SCREEN,
  type ChannelInput,
  ChannelInputSchema,
  DEFAULT_AD_DURATION,
  DEFAULT_AD_FREQUENCY,
} from '@adcast/domain/media/channels';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { recordPickerSource } from '../../resource/record-picker-api';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../ui/form-card';
import { FormField } from '../../ui/form-field';
import { PNG_OR_JPG } from '../../ui/image-upload/image-file';
import { ImageUpload } from '../../ui/image-upload/image-upload';
import { EntityPicker } from '../../ui/pickers/entity-picker';
import { TitleDescriptionFields } from '../../ui/title-description-fields';

type ChannelFormInput = z.input<typeof ChannelInputSchema>;

/** Part 1 §5: an empty channel starts with ad frequency 3 minutes and ad duration 60 s. */
export const NEW_CHANNEL: ChannelFormInput = {
  title: '',
  description: '',
  adsConfiguration: { adFrequency: DEFAULT_AD_FREQUENCY, adsDuration: DEFAULT_AD_DURATION },
  placementId: null,
};

const FREQUENCY_CHOICES = AD_FREQUENCY_OPTIONS.map((minutes) => ({
  key: minutes,
  label: `${minutes} min`,
}));
const DURATION_CHOICES = AD_DURATION_OPTIONS.map((seconds) => ({ key: seconds, label: `${seconds} s` }));

export type ChannelFormProps = Omit<RecordFormProps<ChannelFormInput, ChannelInput>, 'onSubmit'> & {
  /** The image the channel has now. */
  imageUrl?: string | null;
  /** The fields, and the new image when one was chosen (sent with them as multipart). */
  onSubmit: (values: ChannelInput, image: File | null) => void;
};

/** Part 1 §2 channel editor: title and description required, an optional image; Save disabled while invalid. */
export function ChannelForm({ imageUrl, onSubmit, ...props }: ChannelFormProps) {
  const [image, setImage] = useState<File | null>(null);
  const { control, card, readOnly } = useRecordForm(ChannelInputSchema, {
    ...props,
    onSubmit: (values) => onSubmit(values, image),
  });
  return (
    <FormCard {...card}>
      <TitleDescriptionFields control={control} disabled={readOnly} />
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
      <Controller
        control={control}
        name="placementId"
        render={({ field }) => (
          <EntityPicker
            source={recordPickerSource('placements')}
            label={AD_BREAK_SCREEN.placement}
            placeholder={AD_BREAK_SCREEN.noPlacementOption}
            disabled={readOnly}
            value={field.value ?? null}
            onChange={(id) => field.onChange(id)}
            onBlur={field.onBlur}
          />
        )}
      />
      <ImageUpload
        label={CHANNEL_SCREEN.image}
        file={image}
        currentUrl={imageUrl}
        onChange={setImage}
        rules={PNG_OR_JPG}
        sizeLabel={`Max ${IMAGE_MAX_MEGABYTES} MB`}
        disabled={readOnly}
      />
    </FormCard>
  );
}
