import { IMAGE_MAX_MEGABYTES } from '@adcast/domain/catalogue/images';
import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import { type ContentOwnerInput, ContentOwnerInputSchema } from '@adcast/domain/content/owners';
import { THUMBNAIL_MIME_TYPES } from '@adcast/domain/limits';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { z } from 'zod';
import { FormCard, type RecordFormProps, useRecordForm } from '../../../ui/form-card';
import { ImageUpload } from '../../../ui/image-upload/image-upload';
import { OwnerFields } from '../../owners/owner-fields';

/** What the form hands its page: the details, and the logo to send beside them (or to drop). */
export type ContentOwnerFormValues = z.output<typeof ContentOwnerInputSchema> & {
  logo?: File;
  removeLogo?: boolean;
};

/** The form's start: the details, and the logo the owner has now (none for a new one). */
export type ContentOwnerFormStart = ContentOwnerInput & { logoUrl?: string | null };

export const EMPTY_CONTENT_OWNER: ContentOwnerFormStart = {
  name: '',
  networkId: null,
  contactName: '',
  contactEmail: '',
  logoUrl: null,
};

/** Part 2 §5 image upload: a logo is a PNG or JPG, read from its bytes; the size is a label only. */
export const LOGO_RULES = { accept: THUMBNAIL_MIME_TYPES, typeMessage: CATALOGUE_MESSAGES.imageType };

/** Name, network, contact and logo of a content owner (create and edit, part 2 §7 multipart). */
export function ContentOwnerForm(props: RecordFormProps<ContentOwnerFormStart, ContentOwnerFormValues>) {
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const { logoUrl, ...details } = props.initial;
  const { control, card, readOnly } = useRecordForm(ContentOwnerInputSchema, {
    ...props,
    initial: details,
    onSubmit: (values) =>
      props.onSubmit({
        ...values,
        ...(logo ? { logo } : {}),
        ...(removeLogo && !logo ? { removeLogo } : {}),
      }),
  });
  return (
    <FormCard {...card}>
      <OwnerFields control={control} readOnly={readOnly} />
      <ImageUpload
        label="Upload logo"
        file={logo}
        currentUrl={removeLogo ? null : logoUrl}
        onChange={setLogo}
        rules={LOGO_RULES}
        sizeLabel={`Max ${IMAGE_MAX_MEGABYTES} MB`}
        disabled={readOnly}
      />
      {logoUrl && !logo && !removeLogo && !readOnly && (
        <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => setRemoveLogo(true)}>
          Remove logo
        </Button>
      )}
    </FormCard>
  );
}
