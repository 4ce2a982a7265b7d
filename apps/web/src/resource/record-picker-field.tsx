import type { RecordContractKey } from '@adcast/domain/contracts/registry';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { EntityPicker } from '../ui/pickers/entity-picker';
import { recordPickerSource } from './record-picker-api';

/**
 * A form's choice of records of an area by the area's picker: one (a placement's publisher, a
 * campaign's advertiser) or, with `multiple`, several as chips with a status dot (a deal's placements).
 */
export function RecordPickerField<I extends FieldValues, O>(props: {
  control: Control<I, unknown, O>;
  name: FieldPath<I>;
  area: RecordContractKey;
  multiple?: boolean;
  required?: boolean;
  /** Only records of these networks are offered. */
  networkIds?: readonly number[];
  disabled: boolean;
}) {
  const source = recordPickerSource(props.area);
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const common = {
          source,
          disabled: props.disabled,
          networkIds: props.networkIds,
          onBlur: field.onBlur,
          error: fieldState.error?.message,
          touched: fieldState.isTouched,
        };
        return props.multiple ? (
          <EntityPicker
            {...common}
            multiple
            value={field.value ?? []}
            onChange={(ids) => field.onChange(ids)}
          />
        ) : (
          <EntityPicker
            {...common}
            required={props.required}
            value={field.value ?? null}
            onChange={(id) => field.onChange(id ?? undefined)}
          />
        );
      }}
    />
  );
}
