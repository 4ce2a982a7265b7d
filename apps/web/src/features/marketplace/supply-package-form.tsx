import { PLATFORM_OPTIONS, SELECTION_SCOPE_OPTIONS, TIER_OPTIONS } from '@adcast/domain/enumerations';
import {
  GENRE_OPTIONS,
  SUPPLY_PACKAGE_COLUMN_LABELS as L,
  type SupplyPackageInput,
  SupplyPackageInputSchema,
} from '@adcast/domain/marketplace/supply-packages';
import { PICKER_LABELS } from '@adcast/domain/picker-labels';
import { CurrencySchema } from '@adcast/domain/record-fields';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RecordPickerField } from '../../resource/record-picker-field';
import { useMe } from '../../session/me';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../ui/form-card';
import { FormField } from '../../ui/form-field';
import { OptionsField } from '../../ui/options-field';
import { RecordStatusField } from '../../ui/record-status-field';
import { useCountryOptions } from '../inventory/targeting/geo-api';
import { useNetworkOptions } from '../networks/network-options';

const CURRENCY_OPTIONS = CurrencySchema.options.map((code) => ({ key: code, label: code }));
const SCOPE_LABELS = {
  ALL: 'All of the network’s inventory',
  SELECTED: 'Selected placements',
  NEW: 'Selected placements and new inventory',
};
const SCOPE_OPTIONS = SELECTION_SCOPE_OPTIONS.map((option) => ({
  ...option,
  label: SCOPE_LABELS[option.key],
}));

/** A new package: a standard draft of chosen placements in US dollars, of the given network (null: none). */
export const emptySupplyPackage = (networkId: number | null): SupplyPackageInput => ({
  name: '',
  status: 'ACTIVE',
  networkId,
  tier: 'STANDARD',
  floorCpm: undefined as unknown as number,
  currency: 'USD',
  selectionScope: 'SELECTED',
  placementIds: [],
  platforms: [],
  countries: [],
  genreIds: [],
  targetingSetId: null,
  description: '',
});

export type SupplyPackageFormValues = z.output<typeof SupplyPackageInputSchema>;

/** A package's name, network, tier, floor, inventory (all, selected, or selected and new), what it carries and its audience. */
export function SupplyPackageForm(props: RecordFormProps<SupplyPackageInput, SupplyPackageFormValues>) {
  const { control, card, readOnly, archived } = useRecordForm(SupplyPackageInputSchema, props);
  const ownNetwork = useMe().network;
  const networkOptions = useNetworkOptions();
  const countries = useCountryOptions();
  const [scope, networkId] = useWatch({ control, name: ['selectionScope', 'networkId'] });
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
      <FieldRow>
        <FormField {...fields} name="tier" label={L.tier} required options={TIER_OPTIONS} />
        <FormField {...fields} name="floorCpm" label={L.floorCpm} numeric required />
        <FormField {...fields} name="currency" label={L.currency} required options={CURRENCY_OPTIONS} />
      </FieldRow>
      <FormField
        {...fields}
        name="selectionScope"
        label={L.selectionScope}
        required
        options={SCOPE_OPTIONS}
      />
      {scope !== 'ALL' && (
        <RecordPickerField
          {...fields}
          name="placementIds"
          area="placements"
          multiple
          networkIds={networkIds}
        />
      )}
      <OptionsField {...fields} name="platforms" label={L.platforms} options={PLATFORM_OPTIONS} />
      <OptionsField
        {...fields}
        name="countries"
        label={L.countries}
        placeholder={PICKER_LABELS.country}
        options={countries.options}
        loading={countries.loading}
      />
      <OptionsField
        {...fields}
        name="genreIds"
        label={L.genreIds}
        placeholder={PICKER_LABELS.genre}
        options={GENRE_OPTIONS}
      />
      <RecordPickerField {...fields} name="targetingSetId" area="targeting" networkIds={networkIds} />
      <FormField {...fields} name="description" label={L.description} multiline />
    </FormCard>
  );
}
