import {
  type DomainInput,
  DomainInputSchema,
  DOMAIN_COLUMN_LABELS as L,
} from '@adcast/domain/inventory/domains';
import type { z } from 'zod';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../../ui/form-card';
import { FormField } from '../../../ui/form-field';
import { RecordStatusField } from '../../../ui/record-status-field';
import { PublisherField } from '../publisher-field';

export type DomainFormValues = z.output<typeof DomainInputSchema>;

/** A domain, its publisher and status; the domain is kept lower-cased with its scheme (part 2 §5). */
export function DomainForm(props: RecordFormProps<DomainInput, DomainFormValues>) {
  const { control, card, readOnly, archived } = useRecordForm(DomainInputSchema, props);
  return (
    <FormCard {...card}>
      <FieldRow>
        <FormField control={control} name="url" label={L.url} required disabled={readOnly} />
        <RecordStatusField control={control} name="status" archived={archived} disabled={readOnly} />
      </FieldRow>
      <PublisherField control={control} disabled={readOnly} />
    </FormCard>
  );
}
