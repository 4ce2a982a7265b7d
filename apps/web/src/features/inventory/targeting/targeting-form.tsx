import { DEVICE_TYPE_OPTIONS, PLATFORM_OPTIONS } from '@adcast/domain/enumerations';
import {
  TARGETING_COLUMN_LABELS as L,
  TARGETING_MESSAGES,
  type TargetingInput,
  TargetingInputSchema,
} from '@adcast/domain/inventory/targeting';
import { DEFAULT_DAY_PART_TIME_ZONE } from '@adcast/domain/inventory/targeting-day-parts';
import { PICKER_LABELS } from '@adcast/domain/picker-labels';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { RecordPickerField } from '../../../resource/record-picker-field';
import { useMe } from '../../../session/me';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../../ui/form-card';
import { FormField } from '../../../ui/form-field';
import { OptionsField } from '../../../ui/options-field';
import { ChipsField } from '../../../ui/pickers/chips-field';
import { RecordStatusField } from '../../../ui/record-status-field';
import { useNetworkOptions } from '../../networks/network-options';
import { CitiesField } from './cities-field';
import { DayPartingField } from './day-parting-field';
import { useCountryOptions } from './geo-api';
import { RegionsField } from './regions-field';

export type TargetingFormValues = z.output<typeof TargetingInputSchema>;

const noPlaces = () => ({ countries: [], regions: [], cities: [] });

/** A new set's form, of the given network (null: none). */
export const emptyTargeting = (networkId: number | null): TargetingInput => ({
  name: '',
  status: 'ACTIVE',
  networkId,
  geo: { include: noPlaces(), exclude: noPlaces() },
  deviceTypes: [],
  platforms: [],
  appIds: [],
  bundleIds: [],
  domainIds: [],
  dayParting: { timeZone: DEFAULT_DAY_PART_TIME_ZONE, slots: [] },
});

const TARGETING_CONFLICTS = { [TARGETING_MESSAGES.duplicate]: 'name' } as const;

const Section = ({ children }: { children: string }) => (
  <Typography component="h3" variant="subtitle2">
    {children}
  </Typography>
);

/** A set's name, status, network, places in and out, devices, platforms, apps, domains and day-parting. */
export function TargetingForm(props: RecordFormProps<TargetingInput, TargetingFormValues>) {
  const { control, card, readOnly, archived } = useRecordForm(TargetingInputSchema, props);
  const ownNetwork = useMe().network;
  const networkOptions = useNetworkOptions();
  const countries = useCountryOptions();
  const fields = { control, disabled: readOnly };
  const countryPicker = {
    ...fields,
    label: PICKER_LABELS.country,
    options: countries.options,
    loading: countries.loading,
  };
  return (
    <FormCard {...card} conflicts={TARGETING_CONFLICTS}>
      <FormField {...fields} name="name" label={L.name} required />
      <FieldRow>
        <RecordStatusField {...fields} name="status" archived={archived} />
        {ownNetwork === null && (
          <FormField {...fields} name="networkId" label={L.network} numeric options={networkOptions} />
        )}
      </FieldRow>
      <Section>Include</Section>
      <OptionsField {...countryPicker} name="geo.include.countries" />
      <RegionsField {...fields} name="geo.include.regions" />
      <CitiesField {...fields} name="geo.include.cities" />
      <Section>Exclude</Section>
      <OptionsField {...countryPicker} name="geo.exclude.countries" />
      <RegionsField {...fields} name="geo.exclude.regions" />
      <CitiesField {...fields} name="geo.exclude.cities" />
      <Section>Devices and inventory</Section>
      <OptionsField {...fields} name="deviceTypes" label="Device types" options={DEVICE_TYPE_OPTIONS} />
      <OptionsField {...fields} name="platforms" label="Platforms" options={PLATFORM_OPTIONS} />
      <RecordPickerField {...fields} name="appIds" area="apps" multiple />
      <ChipsField {...fields} name="bundleIds" label="Bundle IDs" sourceKey="targeting-bundle-ids" />
      <RecordPickerField {...fields} name="domainIds" area="domains" multiple />
      <DayPartingField control={control} disabled={readOnly} />
    </FormCard>
  );
}
