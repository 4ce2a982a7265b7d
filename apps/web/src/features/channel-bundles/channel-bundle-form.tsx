import {
  type ChannelBundleInput,
  ChannelBundleInputSchema,
  CHANNEL_BUNDLE_COLUMN_LABELS as L,
} from '@adcast/domain/channel-bundles/channel-bundles';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RecordPickerField } from '../../resource/record-picker-field';
import { useMe } from '../../session/me';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../ui/form-card';
import { FormField } from '../../ui/form-field';
import { RecordStatusField } from '../../ui/record-status-field';
import { useNetworkOptions } from '../networks/network-options';
import { useChannelOptions } from './channel-options-api';
import { ChannelsField } from './channels-field';

export const emptyChannelBundle = (networkId: number | null): ChannelBundleInput => ({
  name: '',
  status: 'ACTIVE',
  networkId,
  parentId: null,
  bundleRevenueShare: null,
  bundleCpm: null,
  channelIds: [],
  appIds: [],
  notes: '',
});

export type ChannelBundleFormValues = z.output<typeof ChannelBundleInputSchema>;

export const INHERIT_HINT = 'Leave blank to take the parent bundle’s value';

/** A bundle's name, status, network, parent, own revenue share and CPM (blank inherits), channels and apps. */
export function ChannelBundleForm(props: RecordFormProps<ChannelBundleInput, ChannelBundleFormValues>) {
  const { control, card, readOnly, archived } = useRecordForm(ChannelBundleInputSchema, props);
  const ownNetwork = useMe().network;
  const networkOptions = useNetworkOptions();
  const channelOptions = useChannelOptions();
  const networkId = useWatch({ control, name: 'networkId' });
  const networkIds = networkId === null || networkId === undefined ? undefined : [networkId];
  const fields = { control, disabled: readOnly };
  return (
    <FormCard {...card}>
      <FormField {...fields} name="name" label={L.name} required />
      <FieldRow>
        <RecordStatusField {...fields} name="status" archived={archived} />
        {ownNetwork === null && (
          <FormField {...fields} name="networkId" label={L.network} numeric options={networkOptions} />
        )}
      </FieldRow>
      <RecordPickerField {...fields} name="parentId" area="channel-bundles" networkIds={networkIds} />
      <FieldRow>
        <FormField
          {...fields}
          name="bundleRevenueShare"
          label={L.bundleRevenueShare}
          numeric
          helperText={INHERIT_HINT}
        />
        <FormField {...fields} name="bundleCpm" label={L.bundleCpm} numeric helperText={INHERIT_HINT} />
      </FieldRow>
      <ChannelsField {...fields} name="channelIds" label={L.channels} options={channelOptions} />
      <RecordPickerField {...fields} name="appIds" area="apps" multiple networkIds={networkIds} />
      <FormField {...fields} name="notes" label="Notes" multiline />
    </FormCard>
  );
}
