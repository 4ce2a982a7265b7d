import {
  DEFAULT_LINE_ITEM_TIME_ZONE,
  DEFAULT_PRIORITY,
  FREQUENCY_PERIOD_OPTIONS,
  GOAL_TYPE_OPTIONS,
  LINE_ITEM_COLUMN_LABELS as L,
  LINE_ITEM_TYPE_OPTIONS,
  type LineItemInput,
  LineItemInputSchema,
  PACING_OPTIONS,
  PRIORITY_MAX,
  PRIORITY_MIN,
} from '@adcast/domain/campaigns/line-items';
import type { z } from 'zod';
import { RecordPickerField } from '../../../resource/record-picker-field';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../../ui/form-card';
import { FormField } from '../../../ui/form-field';
import { RecordStatusField } from '../../../ui/record-status-field';

export type LineItemFormValues = z.output<typeof LineItemInputSchema>;

const TIME_ZONE_OPTIONS = Intl.supportedValuesOf('timeZone').map((zone) => ({ key: zone, label: zone }));
const PRIORITY_OPTIONS = Array.from({ length: PRIORITY_MAX - PRIORITY_MIN + 1 }, (_, at) => ({
  key: PRIORITY_MIN + at,
  label: String(PRIORITY_MIN + at),
}));
const PERIOD_OPTIONS = [{ key: '', label: 'No cap' }, ...FREQUENCY_PERIOD_OPTIONS];
const INHERITED = "Blank: the campaign's applies";

/** A new line item's form: a standard, even-paced impressions goal in New York time. */
export const emptyLineItem = (): LineItemInput => ({
  orderId: undefined as unknown as number,
  name: '',
  status: 'ACTIVE',
  type: 'STANDARD',
  cpm: undefined as unknown as number,
  goalType: 'IMPRESSIONS',
  goalAmount: undefined as unknown as number,
  startDate: '',
  endDate: '',
  timeZone: DEFAULT_LINE_ITEM_TIME_ZONE,
  pacing: 'EVEN',
  frequencyCap: null,
  frequencyPeriod: '',
  priority: DEFAULT_PRIORITY,
  bundleRevenueShare: null,
  bundleCpm: null,
  notes: '',
});

/**
 * A line item's campaign, name, type and status, CPM and priority, goal, flight with its time zone,
 * pacing, frequency cap, its own bundle terms (blank inherits the campaign's), and notes.
 */
export function LineItemForm(props: RecordFormProps<LineItemInput, LineItemFormValues>) {
  const { control, card, readOnly, archived } = useRecordForm(LineItemInputSchema, props);
  const fields = { control, disabled: readOnly };
  return (
    <FormCard {...card}>
      <RecordPickerField {...fields} name="orderId" area="orders" required />
      <FormField {...fields} name="name" label={L.name} required />
      <FieldRow>
        <FormField {...fields} name="type" label={L.type} required options={LINE_ITEM_TYPE_OPTIONS} />
        <RecordStatusField {...fields} name="status" archived={archived} />
      </FieldRow>
      <FieldRow>
        <FormField {...fields} name="cpm" label={L.cpm} numeric required />
        <FormField {...fields} name="priority" label={L.priority} numeric options={PRIORITY_OPTIONS} />
      </FieldRow>
      <FieldRow>
        <FormField {...fields} name="goalType" label={L.goalType} required options={GOAL_TYPE_OPTIONS} />
        <FormField {...fields} name="goalAmount" label={L.goal} numeric required />
      </FieldRow>
      <FieldRow>
        <FormField {...fields} name="startDate" label={L.startDate} date required />
        <FormField {...fields} name="endDate" label={L.endDate} date required />
      </FieldRow>
      <FieldRow>
        <FormField {...fields} name="timeZone" label={L.timeZone} required options={TIME_ZONE_OPTIONS} />
        <FormField {...fields} name="pacing" label={L.pacing} required options={PACING_OPTIONS} />
      </FieldRow>
      <FieldRow>
        <FormField {...fields} name="frequencyCap" label={L.frequencyCap} numeric />
        <FormField {...fields} name="frequencyPeriod" label="Frequency period" options={PERIOD_OPTIONS} />
      </FieldRow>
      <FieldRow>
        <FormField
          {...fields}
          name="bundleRevenueShare"
          label={L.bundleRevenueShare}
          numeric
          helperText={INHERITED}
        />
        <FormField {...fields} name="bundleCpm" label={L.bundleCpm} numeric helperText={INHERITED} />
      </FieldRow>
      <FormField {...fields} name="notes" label="Notes" multiline />
    </FormCard>
  );
}
