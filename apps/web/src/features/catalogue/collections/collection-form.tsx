import { type CollectionInput, CollectionInputSchema } from '@adcast/domain/catalogue/collections';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormCard, type RecordFormProps, useRecordForm } from '../../../ui/form-card';
import { EntityPicker } from '../../../ui/pickers/entity-picker';
import { TitleDescriptionFields } from '../../../ui/title-description-fields';
import { categorySource } from '../catalogue-sources-api';

export type CollectionFormValues = z.output<typeof CollectionInputSchema>;

/** Part 1 §2 collection editor: title and description required, categories (multi) from /api/categories. */
export function CollectionForm(props: RecordFormProps<CollectionInput, CollectionFormValues>) {
  const { control, card, readOnly } = useRecordForm(CollectionInputSchema, props);
  return (
    <FormCard {...card}>
      <TitleDescriptionFields control={control} disabled={readOnly} />
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
