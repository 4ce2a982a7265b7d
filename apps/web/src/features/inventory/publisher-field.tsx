import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { recordPickerSource } from '../../resource/record-picker-api';
import { EntityPicker } from '../../ui/pickers/entity-picker';

/** The publisher an app or domain belongs to: the shared publisher picker (a publisher user sees its own). */
export function PublisherField<T extends FieldValues & { publisherId: number }>({
  control,
  disabled,
}: {
  control: Control<T>;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={'publisherId' as Path<T>}
      render={({ field, fieldState }) => (
        <EntityPicker
          source={recordPickerSource('publishers')}
          required
          disabled={disabled}
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

/** A new app's or domain's publisher: the user's own when it has exactly one. */
export const ownPublisherId = (me: { publisherIds: readonly number[] }): number =>
  (me.publisherIds.length === 1 ? me.publisherIds[0] : undefined) as number;
