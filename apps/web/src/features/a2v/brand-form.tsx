import {
  BRAND_IMAGE_MAX_MEGABYTES,
  BRAND_MESSAGES,
  BRAND_VIDEO_MAX_MEGABYTES,
  type Brand,
  type BrandInput,
  BrandInputSchema,
} from '@adcast/domain/a2v/brands';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { z } from 'zod';
import { RecordPickerField } from '../../resource/record-picker-field';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../ui/form-card';
import { FormField } from '../../ui/form-field';
import { ImageUpload } from '../../ui/image-upload/image-upload';
import { RecordStatusField } from '../../ui/record-status-field';

/** What the form hands its page: the brand, and the files to send beside it. */
export type BrandFormValues = z.output<typeof BrandInputSchema> & { logo?: File; background?: File };

/** The form's start: the brand, and the files it has now (none for a new one). */
export type BrandFormStart = BrandInput & { logo?: Brand['logo'] | null; background?: Brand['background'] };

export const emptyBrand = (): BrandFormStart => ({
  advertiserId: undefined as unknown as number,
  name: '',
  status: 'ACTIVE',
  primaryColour: '#1E3A8A',
  secondaryColour: '#FFFFFF',
  logo: null,
  background: null,
});

export const LOGO_RULES = {
  accept: ['image/png', 'image/jpeg'],
  typeMessage: BRAND_MESSAGES.logoType,
} as const;

/** The background: the one it has, a new image or video chosen, or none (the primary colour fills the frame). */
function BackgroundField(props: {
  current: Brand['background'] | undefined;
  file: File | null;
  removed: boolean;
  disabled: boolean;
  onFile: (file: File | null) => void;
  onRemove: () => void;
}) {
  const shown = props.file ? props.file.name : props.removed ? null : (props.current?.fileName ?? null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle2">Background</Typography>
      {props.current?.kind === 'IMAGE' && !props.file && !props.removed && (
        <Box component="img" src={props.current.url} alt="" sx={{ maxWidth: 240, borderRadius: 1 }} />
      )}
      <Typography variant="body2" color="text.secondary">
        {shown ?? 'None: the primary colour fills the frame'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" disabled={props.disabled}>
          Choose image or video
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,video/mp4,video/webm,video/quicktime"
            aria-label="Background file"
            onChange={(event) => props.onFile(event.target.files?.[0] ?? null)}
          />
        </Button>
        {shown && (
          <Button disabled={props.disabled} onClick={props.onRemove}>
            Remove background
          </Button>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary">
        PNG or JPG from 640×360 (max {BRAND_IMAGE_MAX_MEGABYTES} MB), or an MP4, WebM or MOV video (max{' '}
        {BRAND_VIDEO_MAX_MEGABYTES} MB)
      </Typography>
    </Box>
  );
}

/** A brand's advertiser, name, colours, status, logo and background. */
export function BrandForm(props: RecordFormProps<BrandFormStart, BrandFormValues>) {
  const [logo, setLogo] = useState<File | null>(null);
  const [background, setBackground] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const { logo: currentLogo, background: currentBackground, ...brand } = props.initial;
  const { form, control, card, readOnly, archived } = useRecordForm(BrandInputSchema, {
    ...props,
    initial: brand,
    onSubmit: (values) =>
      props.onSubmit({
        ...values,
        removeBackground: removed && !background,
        ...(logo ? { logo } : {}),
        ...(background ? { background } : {}),
      }),
  });
  const fields = { control, disabled: readOnly };
  const colour = (name: 'primaryColour' | 'secondaryColour') => form.watch(name);
  return (
    <FormCard {...card}>
      <RecordPickerField {...fields} name="advertiserId" area="advertisers" required />
      <FormField {...fields} name="name" label="Name" required />
      <FieldRow>
        <FormField {...fields} name="primaryColour" label="Primary colour (background, band)" required />
        <FormField {...fields} name="secondaryColour" label="Secondary colour (waveform)" required />
      </FieldRow>
      <Box
        aria-label="Colours"
        sx={{
          display: 'flex',
          height: 24,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flex: 1, bgcolor: colour('primaryColour') }} />
        <Box sx={{ flex: 1, bgcolor: colour('secondaryColour') }} />
      </Box>
      <RecordStatusField {...fields} name="status" archived={archived} />
      <ImageUpload
        label="Upload logo"
        file={logo}
        currentUrl={currentLogo?.url ?? null}
        onChange={setLogo}
        rules={LOGO_RULES}
        sizeLabel={`PNG or JPG, 32 to 2000 px a side, max ${BRAND_IMAGE_MAX_MEGABYTES} MB`}
        disabled={readOnly}
      />
      <BackgroundField
        current={currentBackground}
        file={background}
        removed={removed}
        disabled={readOnly}
        onFile={(file) => {
          setBackground(file);
          setRemoved(false);
        }}
        onRemove={() => {
          setBackground(null);
          setRemoved(true);
        }}
      />
    </FormCard>
  );
}
