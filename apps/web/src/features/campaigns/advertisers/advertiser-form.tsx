import {
  type AdvertiserInput,
  AdvertiserInputSchema,
  ADVERTISER_COLUMN_LABELS as L,
} from '@adcast/domain/campaigns/advertisers';
import { CAMPAIGN_MESSAGES } from '@adcast/domain/campaigns/campaign-messages';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useMe } from '../../../session/me';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../../ui/form-card';
import { FormField } from '../../../ui/form-field';
import { ChipsField } from '../../../ui/pickers/chips-field';
import { RecordStatusField } from '../../../ui/record-status-field';
import { useNetworkOptions } from '../../networks/network-options';
import { SimilarAdvertisersWarning } from './similar-advertisers-warning';

export type AdvertiserFormValues = z.output<typeof AdvertiserInputSchema>;

/** A new advertiser's form, of the given network (null: none). */
export const emptyAdvertiser = (networkId: number | null): AdvertiserInput => ({
  name: '',
  status: 'ACTIVE',
  networkId,
  advertiserDomains: [],
  notes: '',
});

/** A 409 for a name its network holds shows under the name. */
const ADVERTISER_CONFLICTS = { [CAMPAIGN_MESSAGES.duplicateAdvertiser]: 'name' } as const;

type AdvertiserFormProps = RecordFormProps<AdvertiserInput, AdvertiserFormValues> & {
  /** Warn of advertisers named alike before a new one is made. */
  warnSimilar?: boolean;
};

/** An advertiser's name, status, network (for users without one), advertiser domains and notes. */
export function AdvertiserForm(props: AdvertiserFormProps) {
  const { control, card, readOnly, archived } = useRecordForm(AdvertiserInputSchema, props);
  const ownNetwork = useMe().network;
  const networkOptions = useNetworkOptions();
  const [name, networkId] = useWatch({ control, name: ['name', 'networkId'] });
  const fields = { control, disabled: readOnly };
  return (
    <FormCard {...card} conflicts={ADVERTISER_CONFLICTS}>
      <FormField {...fields} name="name" label={L.name} required />
      {props.warnSimilar && (
        <SimilarAdvertisersWarning name={name ?? ''} networkId={ownNetwork?.id ?? networkId ?? null} />
      )}
      <FieldRow>
        <RecordStatusField {...fields} name="status" archived={archived} />
        {/* A network user's advertisers are its own network's. */}
        {ownNetwork === null && (
          <FormField {...fields} name="networkId" label={L.network} numeric options={networkOptions} />
        )}
      </FieldRow>
      <ChipsField
        {...fields}
        name="advertiserDomains"
        label={L.advertiserDomains}
        sourceKey="advertiser-advertiserDomains"
      />
      <FormField {...fields} name="notes" label="Notes" multiline />
    </FormCard>
  );
}

/** The create page's form: the same fields, warning of similar names. */
export function NewAdvertiserForm(props: RecordFormProps<AdvertiserInput, AdvertiserFormValues>) {
  return <AdvertiserForm {...props} warnSimilar />;
}
