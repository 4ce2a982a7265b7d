import { DEFAULT_DAY_PART_TIME_ZONE } from '@adcast/domain/inventory/targeting-day-parts';
import { DEFAULT_SQUEEZE_LAYOUT } from '@adcast/domain/squeezeback/layout';
import {
  SOURCE_COLUMN_LABELS as L,
  type SourceInput,
  SourceInputSchema,
} from '@adcast/domain/squeezeback/sources';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { useMe } from '../../session/me';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../ui/form-card';
import { FormField } from '../../ui/form-field';
import { RecordStatusField } from '../../ui/record-status-field';
import { useChannelOptions } from '../channel-bundles/channel-options-api';
import { DayPartingField } from '../inventory/targeting/day-parting-field';
import { useNetworkOptions } from '../networks/network-options';

export const emptySource = (networkId: number | null): SourceInput => ({
  name: '',
  status: 'ACTIVE',
  networkId,
  hlsUrl: '',
  channelId: null,
  layout: { ...DEFAULT_SQUEEZE_LAYOUT },
  schedule: { timeZone: DEFAULT_DAY_PART_TIME_ZONE, slots: [] },
  notes: '',
});

export type SourceFormValues = z.output<typeof SourceInputSchema>;

/** A source's name, status, network, live URL, channel, the squeezed picture's place and its schedule. */
export function SourceForm(props: RecordFormProps<SourceInput, SourceFormValues>) {
  const { control, card, readOnly, archived } = useRecordForm(SourceInputSchema, props);
  const ownNetwork = useMe().network;
  const networkOptions = useNetworkOptions();
  const channelOptions = [{ key: '', label: 'No channel' }, ...useChannelOptions()];
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
      <FormField
        {...fields}
        name="hlsUrl"
        label={L.hlsUrl}
        required
        helperText="The live HLS playlist (.m3u8)"
      />
      <FormField {...fields} name="channelId" label={L.channel} numeric options={channelOptions} />
      <Typography variant="subtitle2">Squeezed picture, in percent of the frame</Typography>
      <FieldRow>
        <FormField {...fields} name="layout.left" label="Left" numeric required />
        <FormField {...fields} name="layout.top" label="Top" numeric required />
        <FormField {...fields} name="layout.width" label="Width" numeric required />
        <FormField {...fields} name="layout.height" label="Height" numeric required />
      </FieldRow>
      <DayPartingField control={control} disabled={readOnly} name="schedule" legend="Schedule" />
      <FormField {...fields} name="notes" label="Notes" multiline />
    </FormCard>
  );
}
