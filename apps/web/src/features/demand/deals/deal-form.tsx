import { DEAL_MESSAGES } from '@adcast/domain/demand/deal-messages';
import {
  auctionFitsDealType,
  DEAL_TYPE_OPTIONS,
  DealCurrencySchema,
  type DealInput,
  DealInputSchema,
  type DealType,
  DEAL_COLUMN_LABELS as L,
} from '@adcast/domain/demand/deals';
import { AUCTION_PRICING_OPTIONS, type AuctionPricing } from '@adcast/domain/enumerations';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RecordPickerField } from '../../../resource/record-picker-field';
import { useMe } from '../../../session/me';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../../ui/form-card';
import { FormField } from '../../../ui/form-field';
import { ChipsField } from '../../../ui/pickers/chips-field';
import { RecordStatusField } from '../../../ui/record-status-field';
import { useNetworkOptions } from '../../networks/network-options';

const CURRENCY_OPTIONS = DealCurrencySchema.options.map((code) => ({ key: code, label: code }));

/** A new deal's form: a private auction at first price in US dollars, of the given network (null: none). */
export const emptyDeal = (networkId: number | null): DealInput => ({
  name: '',
  dealId: '',
  status: 'ACTIVE',
  networkId,
  dealType: 'PRIVATE_AUCTION',
  auctionType: 'FIRST_PRICE',
  floorCpm: undefined as unknown as number,
  currency: 'USD',
  buyerSeats: [],
  advertiserDomains: [],
  startDate: '',
  endDate: '',
  placementIds: [],
  connectionIds: [],
  notes: '',
});

/** The auctions a deal type may be sold by: a fixed price (Bid floor price) or a first or second price auction. */
const auctionsFor = (dealType: DealType) =>
  AUCTION_PRICING_OPTIONS.filter((option) => auctionFitsDealType({ dealType, auctionType: option.key }));

/** The auction a deal takes when its type changes: its own if it still fits, else the type's first. */
export function auctionAfterTypeChange(dealType: DealType, auctionType: AuctionPricing): AuctionPricing {
  if (auctionFitsDealType({ dealType, auctionType })) return auctionType;
  return auctionsFor(dealType)[0]?.key ?? auctionType;
}

/**
 * A deal's name, Deal ID, status, network (for users without one), type and auction, floor and
 * currency, buyer seats and advertiser domains, flight dates, placements and connections, notes.
 */
/** A Deal ID another deal holds (409) shows under the Deal ID field. */
const DEAL_CONFLICTS = { [DEAL_MESSAGES.duplicateDealId]: 'dealId' } as const;

/** The deal as the form sends it, once the domain schema has read it. */
export type DealFormValues = z.output<typeof DealInputSchema>;

export function DealForm(props: RecordFormProps<DealInput, DealFormValues>) {
  const { form, control, card, readOnly, archived } = useRecordForm(DealInputSchema, props);
  const ownNetwork = useMe().network;
  const networkOptions = useNetworkOptions();
  const [dealType, networkId] = useWatch({ control, name: ['dealType', 'networkId'] });
  const networkIds = networkId === null || networkId === undefined ? undefined : [networkId];
  const fields = { control, disabled: readOnly };
  const { getValues, setValue } = form;
  // A fixed-price type is sold at Bid floor price, a private auction at first or second price.
  useEffect(() => {
    const auction = getValues('auctionType');
    const fitting = auctionAfterTypeChange(dealType, auction);
    if (fitting !== auction) setValue('auctionType', fitting, { shouldValidate: true, shouldDirty: true });
  }, [dealType, getValues, setValue]);
  return (
    <FormCard {...card} conflicts={DEAL_CONFLICTS}>
      <FormField {...fields} name="name" label={L.name} required />
      <FormField {...fields} name="dealId" label={L.dealId} required helperText={DEAL_MESSAGES.dealId} />
      <FieldRow>
        <RecordStatusField {...fields} name="status" archived={archived} />
        {/* A network user's deals are its own network's. */}
        {ownNetwork === null && (
          <FormField {...fields} name="networkId" label={L.network} numeric options={networkOptions} />
        )}
      </FieldRow>
      <FieldRow>
        <FormField {...fields} name="dealType" label={L.dealType} required options={DEAL_TYPE_OPTIONS} />
        <FormField
          {...fields}
          name="auctionType"
          label={L.auctionType}
          required
          options={auctionsFor(dealType)}
          helperText={DEAL_MESSAGES.auctionForType}
        />
      </FieldRow>
      <FieldRow>
        <FormField {...fields} name="floorCpm" label={L.floorCpm} numeric required />
        <FormField {...fields} name="currency" label={L.currency} required options={CURRENCY_OPTIONS} />
      </FieldRow>
      <ChipsField {...fields} name="buyerSeats" label={L.buyerSeats} sourceKey="deal-buyerSeats" />
      <ChipsField
        {...fields}
        name="advertiserDomains"
        label={L.advertiserDomains}
        sourceKey="deal-advertiserDomains"
      />
      <FieldRow>
        <FormField {...fields} name="startDate" label={L.startDate} date />
        <FormField {...fields} name="endDate" label={L.endDate} date />
      </FieldRow>
      <RecordPickerField {...fields} name="placementIds" area="placements" multiple networkIds={networkIds} />
      <RecordPickerField
        {...fields}
        name="connectionIds"
        area="connections"
        multiple
        networkIds={networkIds}
      />
      <FormField {...fields} name="notes" label="Notes" multiline />
    </FormCard>
  );
}
