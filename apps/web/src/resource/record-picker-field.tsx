import type { RecordContractKey } from '@adcast/domain/contracts/registry';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { EntityPicker } from '../ui/pickers/entity-picker';
import { recordPickerSource } from './record-picker-api';

/** A form's choice of one record of an area (a placement's publisher, a campaign's advertiser), by the area's picker. */
export function RecordPickerField<I extends FieldValues, O>(props: {
  control: Control<I, unknown, O>;
  name: FieldPath<I>;
  area: RecordContractKey;
  required?: boolean;
  disabled: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <EntityPicker
          source={recordPickerSource(props.area)}
          required={props.required}
          disabled={props.disabled}
          value={field.value ?? null}
          onChange={(id) => field.onChange(id ?? undefined)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          touched={fieldState.isTouched}
        />
      )}
    />
  );
}
