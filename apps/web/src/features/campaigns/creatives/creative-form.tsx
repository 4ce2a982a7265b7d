import {
  CREATIVE_TYPE_OPTIONS,
  type CreativeInput,
  CreativeInputSchema,
  type CreativeVideo,
  CREATIVE_COLUMN_LABELS as L,
} from '@adcast/domain/campaigns/creatives';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RecordPickerField } from '../../../resource/record-picker-field';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../../ui/form-card';
import { FormCheckbox } from '../../../ui/form-checkbox';
import { FormField } from '../../../ui/form-field';
import { RecordStatusField } from '../../../ui/record-status-field';
import { VastFields } from './vast-fields';
import { VideoFileField } from './video-file-field';

/** What the form hands its page: the creative, and the video file to send beside it. */
export type CreativeFormValues = z.output<typeof CreativeInputSchema> & { file?: File };

/** The form's start: the creative, and the video file it has now (none for a new one). */
export type CreativeFormStart = CreativeInput & { video?: CreativeVideo | null };

/** A new creative: a 15-second VAST pasted as XML. */
export const emptyCreative = (): CreativeFormStart => ({
  advertiserId: undefined as unknown as number,
  name: '',
  status: 'ACTIVE',
  type: 'VAST',
  vastType: 'XML',
  vastXml: '',
  vastUrl: '',
  duration: 15,
  ivtEnabled: false,
  ivtType: '',
  ivtIntegrationType: '',
  thirdPartyName: '',
  thirdPartyId: '',
  execution: '',
  watermarkEnabled: false,
  mute: false,
  creativeDesign: null,
  orders: [],
  video: null,
});

/**
 * A creative's advertiser, name, type and duration; its VAST (XML or URL, checked before saving) or
 * its video file; the campaigns it runs in, IVT, third party, execution, watermark and mute.
 */
export function CreativeForm(props: RecordFormProps<CreativeFormStart, CreativeFormValues>) {
  const [file, setFile] = useState<File | null>(null);
  const { video, ...creative } = props.initial;
  const { form, control, card, readOnly, archived } = useRecordForm(CreativeInputSchema, {
    ...props,
    initial: creative,
    onSubmit: (values) => props.onSubmit({ ...values, ...(file && values.type === 'VIDEO' ? { file } : {}) }),
  });
  const [type, advertiserId, ivtEnabled] = useWatch({
    control,
    name: ['type', 'advertiserId', 'ivtEnabled'],
  });
  // A video file carries no VAST: what the VAST fields held goes, or the hidden fields would keep the form invalid.
  useEffect(() => {
    if (type === 'VIDEO' && form.getValues('vastType') !== null)
      for (const field of ['vastType', 'vastXml', 'vastUrl'] as const)
        form.setValue(field, null, { shouldValidate: true, shouldDirty: true });
    else if (type === 'VAST' && !form.getValues('vastType'))
      form.setValue('vastType', 'XML', { shouldValidate: true, shouldDirty: true });
  }, [type, form]);
  const fields = { control, disabled: readOnly };
  return (
    <FormCard {...card}>
      <RecordPickerField {...fields} name="advertiserId" area="advertisers" required />
      <FormField {...fields} name="name" label={L.name} required />
      <FieldRow>
        <FormField {...fields} name="type" label={L.type} options={CREATIVE_TYPE_OPTIONS} required />
        <FormField {...fields} name="duration" label={L.duration} numeric required />
        <RecordStatusField {...fields} name="status" archived={archived} />
      </FieldRow>
      {type === 'VIDEO' ? (
        <VideoFileField file={file} current={video ?? null} onChange={setFile} disabled={readOnly} />
      ) : (
        <VastFields control={control} readOnly={readOnly} />
      )}
      {advertiserId && <RecordPickerField {...fields} name="orders" area="orders" multiple />}
      <FormCheckbox {...fields} name="ivtEnabled" label="IVT enabled" />
      {ivtEnabled && (
        <FieldRow>
          <FormField {...fields} name="ivtType" label="IVT type" required />
          <FormField {...fields} name="ivtIntegrationType" label="IVT integration type" />
        </FieldRow>
      )}
      <FieldRow>
        <FormField {...fields} name="thirdPartyName" label="Third party name" />
        <FormField {...fields} name="thirdPartyId" label="Third party ID" />
      </FieldRow>
      <FormField {...fields} name="execution" label="Execution" />
      <FieldRow>
        <FormCheckbox {...fields} name="watermarkEnabled" label="Watermark" />
        <FormCheckbox {...fields} name="mute" label="Mute" />
      </FieldRow>
    </FormCard>
  );
}
