import type { DealInput, DealInputSchema } from '@adcast/domain/demand/deals';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { recordPickerSource } from '../../../resource/record-picker-api';
import { EntityPicker } from '../../../ui/pickers/entity-picker';

/** The deal as the form sends it, once the domain schema has read it. */
export type DealFormValues = z.output<typeof DealInputSchema>;

const TARGET_SOURCES = {
  placements: recordPickerSource('placements'),
  connections: recordPickerSource('connections'),
} as const;

/** The deal's placements or connections: chips with a status dot, of the deal's network only. */
export function DealTargetsField(props: {
  control: Control<DealInput, unknown, DealFormValues>;
  name: Extract<FieldPath<DealInput>, 'placementIds' | 'connectionIds'>;
  kind: keyof typeof TARGET_SOURCES;
  networkIds: readonly number[] | undefined;
  disabled: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <EntityPicker
          multiple
          source={TARGET_SOURCES[props.kind]}
          networkIds={props.networkIds}
          disabled={props.disabled}
          value={field.value ?? []}
          onChange={(ids) => field.onChange(ids)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          touched={fieldState.isTouched}
        />
      )}
    />
  );
}
