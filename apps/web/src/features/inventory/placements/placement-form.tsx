import { PLACEMENT_NOTICES } from '@adcast/domain/demand/notices';
import { DELIVERY_TYPE_OPTIONS, PLACEMENT_TYPE_OPTIONS, PLATFORM_OPTIONS } from '@adcast/domain/enumerations';
import { type PlacementInput, PlacementInputSchema } from '@adcast/domain/inventory/placements';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FieldRow, FormCard, useZodForm } from '../../../ui/form-card';
import { FormField } from '../../../ui/form-field';
import { EntityPicker } from '../../../ui/pickers/entity-picker';
import { publisherSource } from '../../../ui/pickers/picker-sources';
import { RecordStatusField } from '../../../ui/record-status-field';

export type PlacementFormValues = z.output<typeof PlacementInputSchema>;

export interface PlacementFormProps {
  initial: PlacementInput;
  submitLabel: string;
  saving: boolean;
  /** No Save: the user may not edit, or the placement is archived. */
  readOnly?: boolean;
  archived?: boolean;
  onSubmit: (values: PlacementFormValues) => void;
  onCancel: () => void;
}

/** Name, publisher, type, platform, delivery type, floor, CPM and status of a placement. */
export function PlacementForm({
  initial,
  submitLabel,
  saving,
  readOnly = false,
  archived = false,
  onSubmit,
  onCancel,
}: PlacementFormProps) {
  const form = useZodForm<PlacementInput, PlacementFormValues>(PlacementInputSchema, initial);
  const { control } = form;
  const [bidFloor, cpm] = useWatch({ control, name: ['bidFloor', 'cpm'] });
  const cpmBelowFloor = typeof bidFloor === 'number' && typeof cpm === 'number' && cpm < bidFloor;
  return (
    <FormCard
      form={form}
      onValid={onSubmit}
      saving={saving}
      submitLabel={submitLabel}
      onCancel={onCancel}
      readOnly={readOnly}
    >
      <FormField control={control} name="name" label="Name" required disabled={readOnly} />
      <Controller
        control={control}
        name="publisherId"
        render={({ field, fieldState }) => (
          <EntityPicker
            source={publisherSource}
            required
            disabled={readOnly}
            value={field.value ?? null}
            onChange={(id) => field.onChange(id ?? undefined)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            touched={fieldState.isTouched}
          />
        )}
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
    </FormCard>
  );
}
