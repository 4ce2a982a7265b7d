import { ORDER_COLUMN_LABELS as L, type OrderInput, OrderInputSchema } from '@adcast/domain/campaigns/orders';
import { CurrencySchema } from '@adcast/domain/record-fields';
import type { z } from 'zod';
import { RecordPickerField } from '../../../resource/record-picker-field';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../../ui/form-card';
import { FormField } from '../../../ui/form-field';
import { RecordStatusField } from '../../../ui/record-status-field';

export type OrderFormValues = z.output<typeof OrderInputSchema>;

const CURRENCY_OPTIONS = CurrencySchema.options.map((code) => ({ key: code, label: code }));

/** A new campaign's form: US dollars, no bundle terms yet. */
export const emptyOrder = (): OrderInput => ({
  advertiserId: undefined as unknown as number,
  name: '',
  status: 'ACTIVE',
  ioNumber: '',
  budget: undefined as unknown as number,
  currency: 'USD',
  startDate: '',
  endDate: '',
  bundleRevenueShare: null,
  bundleCpm: null,
  notes: '',
});

/**
 * A campaign's advertiser, name, IO number, status, budget and currency, flight, the bundle revenue
 * share and CPM its line items inherit unless they set their own, and notes.
 */
export function OrderForm(props: RecordFormProps<OrderInput, OrderFormValues>) {
  const { control, card, readOnly, archived } = useRecordForm(OrderInputSchema, props);
  const fields = { control, disabled: readOnly };
  return (
    <FormCard {...card}>
      <RecordPickerField {...fields} name="advertiserId" area="advertisers" required />
      <FormField {...fields} name="name" label={L.name} required />
      <FieldRow>
        <FormField {...fields} name="ioNumber" label={L.ioNumber} />
        <RecordStatusField {...fields} name="status" archived={archived} />
      </FieldRow>
      <FieldRow>
        <FormField {...fields} name="budget" label={L.budget} numeric required />
        <FormField {...fields} name="currency" label={L.currency} required options={CURRENCY_OPTIONS} />
      </FieldRow>
      <FieldRow>
        <FormField {...fields} name="startDate" label={L.startDate} date required />
        <FormField {...fields} name="endDate" label={L.endDate} date required />
      </FieldRow>
      <FieldRow>
        <FormField
          {...fields}
          name="bundleRevenueShare"
          label={L.bundleRevenueShare}
          numeric
          helperText="Line items inherit it unless they set their own"
        />
        <FormField
          {...fields}
          name="bundleCpm"
          label={L.bundleCpm}
          numeric
          helperText="Line items inherit it unless they set their own"
        />
      </FieldRow>
      <FormField {...fields} name="notes" label="Notes" multiline />
    </FormCard>
  );
}
