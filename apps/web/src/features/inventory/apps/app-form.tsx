import { DEVICE_TYPE_OPTIONS, PLATFORM_OPTIONS } from '@adcast/domain/enumerations';
import { APP_STORE_OPTIONS } from '@adcast/domain/inventory/app-messages';
import { type AppInput, AppInputSchema, APP_COLUMN_LABELS as L } from '@adcast/domain/inventory/apps';
import type { z } from 'zod';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../../ui/form-card';
import { FormField } from '../../../ui/form-field';
import { RecordStatusField } from '../../../ui/record-status-field';
import { PublisherField } from '../publisher-field';

export type AppFormValues = z.output<typeof AppInputSchema>;

const DEVICE_TYPE_CHOICES = [{ key: '', label: 'Not set' }, ...DEVICE_TYPE_OPTIONS];

/** An app's publisher, name, bundle id, store, platform, device type, addresses and status. */
export function AppForm(props: RecordFormProps<AppInput, AppFormValues>) {
  const { control, card, readOnly, archived } = useRecordForm(AppInputSchema, props);
  return (
    <FormCard {...card}>
      <FormField control={control} name="name" label={L.name} required disabled={readOnly} />
      <PublisherField control={control} disabled={readOnly} />
      <FieldRow>
        <FormField control={control} name="bundleId" label={L.bundleId} required disabled={readOnly} />
        <FormField
          control={control}
          name="store"
          label={L.store}
          required
          disabled={readOnly}
          options={APP_STORE_OPTIONS}
        />
        <FormField control={control} name="storeId" label={L.storeId} disabled={readOnly} />
      </FieldRow>
      <FormField control={control} name="storeUrl" label={L.storeUrl} disabled={readOnly} />
      <FieldRow>
        <FormField
          control={control}
          name="platform"
          label={L.platform}
          required
          disabled={readOnly}
          options={PLATFORM_OPTIONS}
        />
        <FormField
          control={control}
          name="deviceType"
          label={L.deviceType}
          disabled={readOnly}
          options={DEVICE_TYPE_CHOICES}
        />
        <RecordStatusField control={control} name="status" archived={archived} disabled={readOnly} />
      </FieldRow>
      <FormField control={control} name="developerUrl" label={L.developerUrl} disabled={readOnly} />
    </FormCard>
  );
}
