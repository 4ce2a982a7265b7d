import { TMAX_HELP, TMAX_LABEL } from '@adcast/domain/decisioning/tmax';
import { PLACEMENT_NOTICES } from '@adcast/domain/demand/notices';
import {
  AUCTION_PRICING_OPTIONS,
  DELIVERY_TYPE_OPTIONS,
  PLACEMENT_TYPE_OPTIONS,
  PLATFORM_OPTIONS,
} from '@adcast/domain/enumerations';
import { type PlacementInput, PlacementInputSchema } from '@adcast/domain/inventory/placements';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RecordPickerField } from '../../../resource/record-picker-field';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../../ui/form-card';
import { FormField } from '../../../ui/form-field';
import { RecordStatusField } from '../../../ui/record-status-field';

export type PlacementFormValues = z.output<typeof PlacementInputSchema>;

/** Name, publisher, type, platform, delivery type, floor, CPM, how partners bid on it, and status of a placement. */
export function PlacementForm(props: RecordFormProps<PlacementInput, PlacementFormValues>) {
  const { control, card, readOnly, archived } = useRecordForm(PlacementInputSchema, props);
  const [bidFloor, cpm] = useWatch({ control, name: ['bidFloor', 'cpm'] });
  const cpmBelowFloor = typeof bidFloor === 'number' && typeof cpm === 'number' && cpm < bidFloor;
  return (
    <FormCard {...card}>
      <FormField control={control} name="name" label="Name" required disabled={readOnly} />
      <RecordPickerField
        control={control}
        name="publisherId"
        area="publishers"
        required
        disabled={readOnly}
      />
      <FieldRow>
        <FormField
          control={control}
          name="type"
          label="Type"
          required
          disabled={readOnly}
          options={PLACEMENT_TYPE_OPTIONS}
        />
        <FormField
          control={control}
          name="platform"
          label="Platform"
          required
          disabled={readOnly}
          options={PLATFORM_OPTIONS}
        />
        <FormField
          control={control}
          name="deliveryType"
          label="Delivery type"
          required
          disabled={readOnly}
          options={DELIVERY_TYPE_OPTIONS}
        />
      </FieldRow>
      <FieldRow>
        <FormField
          control={control}
          name="bidFloor"
          label="Floor (USD)"
          numeric
          required
          disabled={readOnly}
        />
        <FormField
          control={control}
          name="cpm"
          label="CPM (USD)"
          numeric
          required
          disabled={readOnly}
          helperText={cpmBelowFloor ? PLACEMENT_NOTICES.cpmBelowFloor : undefined}
        />
        <RecordStatusField control={control} name="status" archived={archived} disabled={readOnly} />
      </FieldRow>
      <FieldRow>
        <FormField
          control={control}
          name="auctionType"
          label="Auction type"
          required
          disabled={readOnly}
          options={AUCTION_PRICING_OPTIONS}
          helperText="How the pod's winners pay: their own bid, the next bid, or the floor"
        />
        <FormField
          control={control}
          name="tmaxMs"
          label={TMAX_LABEL}
          numeric
          step={10}
          disabled={readOnly}
          helperText={TMAX_HELP.placement}
        />
      </FieldRow>
    </FormCard>
  );
}
