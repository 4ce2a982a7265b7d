import {
  OO_APP_COLUMN_LABELS as L,
  OO_APP_PLATFORM_OPTIONS,
  type OoAppInput,
  OoAppInputSchema,
} from '@adcast/domain/content/oo-apps/oo-apps';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RecordPickerField } from '../../../resource/record-picker-field';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../../ui/form-card';
import { FormField } from '../../../ui/form-field';
import { OptionsField } from '../../../ui/options-field';
import { RecordStatusField } from '../../../ui/record-status-field';
import { useChannelOptions } from './channel-options';

const OWNER_TYPE_OPTIONS = [
  { key: 'PUBLISHER', label: 'Publisher' },
  { key: 'CONTENT_OWNER', label: 'Content owner' },
] as const;

/** A new O&O app's form: a Roku app for a publisher, carrying nothing yet. */
export const emptyOoApp = (): OoAppInput => ({
  name: '',
  platform: 'ROKU',
  status: 'ACTIVE',
  ownerType: 'PUBLISHER',
  publisherId: null,
  coId: null,
  collectionIds: [],
  channelIds: [],
});

export type OoAppFormValues = z.output<typeof OoAppInputSchema>;

/**
 * An O&O app's name, platform, status, owner (a publisher or a content owner), collections and
 * channels. `ownerFixed`: opened from the owner's own home, where the owner is not the user's to change.
 */
export function OoAppForm(props: RecordFormProps<OoAppInput, OoAppFormValues> & { ownerFixed?: boolean }) {
  const { control, card, readOnly, archived } = useRecordForm(OoAppInputSchema, props);
  const ownerType = useWatch({ control, name: 'ownerType' });
  const channels = useChannelOptions();
  const fields = { control, disabled: readOnly };
  return (
    <FormCard {...card}>
      <FormField {...fields} name="name" label={L.name} required />
      <FieldRow>
        <FormField
          {...fields}
          name="platform"
          label={L.platform}
          required
          options={OO_APP_PLATFORM_OPTIONS}
        />
        <RecordStatusField {...fields} name="status" archived={archived} />
      </FieldRow>
      {!props.ownerFixed && (
        <FieldRow>
          <FormField {...fields} name="ownerType" label="Owner type" required options={OWNER_TYPE_OPTIONS} />
          {ownerType === 'PUBLISHER' ? (
            <RecordPickerField {...fields} name="publisherId" area="publishers" required />
          ) : (
            <RecordPickerField {...fields} name="coId" area="content-owners" required />
          )}
        </FieldRow>
      )}
      <RecordPickerField {...fields} name="collectionIds" area="collections" multiple />
      <OptionsField
        {...fields}
        name="channelIds"
        label={L.channels}
        options={channels.options}
        loading={channels.loading}
      />
    </FormCard>
  );
}
