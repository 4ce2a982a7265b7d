import {
  ACTIVE_INACTIVE_OPTIONS,
  DELIVERY_TYPE_OPTIONS,
  PLACEMENT_TYPE_OPTIONS,
  PLATFORM_OPTIONS,
} from '@adcast/domain/enumerations';
import { type PlacementInput, PlacementInputSchema } from '@adcast/domain/placements';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormCard } from '../../ui/form-card';
import { FormField } from '../../ui/form-field';
import { EntityPicker } from '../../ui/pickers/entity-picker';
import { publisherSource } from '../../ui/pickers/picker-sources';

export type PlacementFormValues = z.output<typeof PlacementInputSchema>;

export interface PlacementFormProps {
  initial: PlacementInput;
  submitLabel: string;
  saving: boolean;
  /** No Save: the user may not edit, or the placement is archived. */
  readOnly?: boolean;
  onSubmit: (values: PlacementFormValues) => void;
  onCancel: () => void;
}

/** Name, publisher, type, platform, delivery type, floor, CPM and status of a placement. */
export function PlacementForm({
  initial,
  submitLabel,
  saving,
  readOnly = false,
  onSubmit,
  onCancel,
}: PlacementFormProps) {
  const { control, handleSubmit, formState } = useForm<PlacementInput, unknown, PlacementFormValues>({
    resolver: zodResolver(PlacementInputSchema),
    defaultValues: initial,
    mode: 'all',
  });
  return (
    <FormCard
      onSubmit={handleSubmit(onSubmit)}
      submitLabel={submitLabel}
      canSubmit={formState.isValid && !saving}
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
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
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
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
        <FormField
          control={control}
          name="bidFloor"
          label="Floor (USD)"
          numeric
          required
          disabled={readOnly}
        />
        <FormField control={control} name="cpm" label="CPM (USD)" numeric required disabled={readOnly} />
        <FormField
          control={control}
          name="status"
          label="Status"
          required
          disabled={readOnly}
          options={ACTIVE_INACTIVE_OPTIONS}
        />
      </Box>
    </FormCard>
  );
}
