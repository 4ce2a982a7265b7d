import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { typedValuesSource, ValuePicker } from './value-picker';

/** A form's list of texts as typed chips, added on Enter or a comma (buyer seats, advertiser domains). */
export function ChipsField<I extends FieldValues, O>(props: {
  control: Control<I, unknown, O>;
  name: FieldPath<I>;
  label: string;
  /** Tells the chips of this field apart from other fields' (their query key). */
  sourceKey: string;
  disabled: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <ValuePicker
          multiple
          allowCustom
          source={typedValuesSource(props.sourceKey, props.label)}
          disabled={props.disabled}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
