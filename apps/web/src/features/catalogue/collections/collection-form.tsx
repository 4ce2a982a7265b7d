import { type CollectionInput, CollectionInputSchema } from '@adcast/domain/catalogue/collections';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import type { RecordFormProps } from '../../../resource/record-form-pages';
import { FormCard, useZodForm } from '../../../ui/form-card';
import { FormField } from '../../../ui/form-field';
import { categorySource } from '../../../ui/pickers/catalogue-sources';
import { EntityPicker } from '../../../ui/pickers/entity-picker';

export type CollectionFormValues = z.output<typeof CollectionInputSchema>;

/** Part 1 §2 collection editor: title and description required, categories (multi) from /api/categories. */
export function CollectionForm({
  initial,
  submitLabel,
  saving,
  readOnly = false,
  onSubmit,
  onCancel,
}: RecordFormProps<CollectionInput, CollectionFormValues>) {
  const form = useZodForm<CollectionInput, CollectionFormValues>(CollectionInputSchema, initial);
  const { control } = form;
  return (
    <FormCard
      form={form}
      onValid={onSubmit}
      saving={saving}
      submitLabel={submitLabel}
      onCancel={onCancel}
      readOnly={readOnly}
    >
      <FormField control={control} name="title" label="Title" required disabled={readOnly} />
      <FormField
        control={control}
        name="description"
        label="Description"
        required
        disabled={readOnly}
        multiline
      />
      <Controller
        control={control}
        name="categories"
        render={({ field }) => (
          <EntityPicker
            multiple
            source={categorySource}
            disabled={readOnly}
            value={(field.value ?? []) as number[]}
            onChange={(ids) => field.onChange(ids)}
            onBlur={field.onBlur}
          />
        )}
      />
    </FormCard>
  );
}
