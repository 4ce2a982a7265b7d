import {
  DISPLAY_CREATIVE_FILE_MAX_MEGABYTES,
  DISPLAY_CREATIVE_MESSAGES,
  type DisplayCreative,
  type DisplayCreativeInput,
  DisplayCreativeInputSchema,
  DISPLAY_CREATIVE_COLUMN_LABELS as L,
} from '@adcast/domain/campaigns/display-creatives';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { z } from 'zod';
import { RecordPickerField } from '../../../resource/record-picker-field';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../../ui/form-card';
import { FormField } from '../../../ui/form-field';
import { ImageUpload } from '../../../ui/image-upload/image-upload';
import { RecordStatusField } from '../../../ui/record-status-field';

/** What the form hands its page: the creative, and the image to send beside it. */
export type DisplayCreativeFormValues = z.output<typeof DisplayCreativeInputSchema> & { image?: File };

/** The form's start: the creative, and the image it has now (none for a new one). */
export type DisplayCreativeFormStart = DisplayCreativeInput & { image?: DisplayCreative['image'] | null };

export const emptyDisplayCreative = (): DisplayCreativeFormStart => ({
  advertiserId: undefined as unknown as number,
  name: '',
  status: 'ACTIVE',
  clickThroughUrl: '',
  width: null,
  height: null,
  image: null,
});

/** PNG, JPG or GIF, read from the file's bytes; the server checks the pixel limits. */
export const DISPLAY_IMAGE_RULES = {
  accept: ['image/png', 'image/jpeg', 'image/gif'],
  typeMessage: DISPLAY_CREATIVE_MESSAGES.imageType,
} as const;

/**
 * A display creative's advertiser, name, click-through URL, status and image. The width and height
 * are the image's, read by the server: the form shows them and sends none.
 */
export function DisplayCreativeForm(
  props: RecordFormProps<DisplayCreativeFormStart, DisplayCreativeFormValues>,
) {
  const [image, setImage] = useState<File | null>(null);
  const { image: current, ...creative } = props.initial;
  const { control, card, readOnly, archived } = useRecordForm(DisplayCreativeInputSchema, {
    ...props,
    initial: creative,
    onSubmit: (values) =>
      props.onSubmit({ ...values, width: null, height: null, ...(image ? { image } : {}) }),
  });
  const fields = { control, disabled: readOnly };
  return (
    <FormCard {...card}>
      <RecordPickerField {...fields} name="advertiserId" area="advertisers" required />
      <FormField {...fields} name="name" label={L.name} required />
      <FieldRow>
        <FormField {...fields} name="clickThroughUrl" label={L.clickThroughUrl} />
        <RecordStatusField {...fields} name="status" archived={archived} />
      </FieldRow>
      <ImageUpload
        label="Upload image"
        file={image}
        currentUrl={current?.url ?? null}
        onChange={setImage}
        rules={DISPLAY_IMAGE_RULES}
        sizeLabel={`PNG, JPG or GIF, max ${DISPLAY_CREATIVE_FILE_MAX_MEGABYTES} MB`}
        disabled={readOnly}
      />
      {!image && creative.width && creative.height && (
        <Typography variant="body2" color="text.secondary">
          {L.size}: {creative.width}×{creative.height}
        </Typography>
      )}
    </FormCard>
  );
}
