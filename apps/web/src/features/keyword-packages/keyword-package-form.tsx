import {
  type KeywordPackageInput,
  KeywordPackageInputSchema,
  KEYWORD_PACKAGE_COLUMN_LABELS as L,
} from '@adcast/domain/keyword-packages/keyword-packages';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { useMe } from '../../session/me';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../ui/form-card';
import { FormField } from '../../ui/form-field';
import { RecordStatusField } from '../../ui/record-status-field';
import { useNetworkOptions } from '../networks/network-options';
import { KeywordsField } from './keywords-field';

export const emptyKeywordPackage = (networkId: number | null): KeywordPackageInput => ({
  name: '',
  status: 'ACTIVE',
  networkId,
  keywords: [{ field: 'GENRE', value: '' }],
  notes: '',
});

export type KeywordPackageFormValues = z.output<typeof KeywordPackageInputSchema>;

/** A package's name, status, network and its programme guide keywords. */
export function KeywordPackageForm(props: RecordFormProps<KeywordPackageInput, KeywordPackageFormValues>) {
  const { control, card, readOnly, archived } = useRecordForm(KeywordPackageInputSchema, props);
  const ownNetwork = useMe().network;
  const networkOptions = useNetworkOptions();
  const fields = { control, disabled: readOnly };
  return (
    <FormCard {...card}>
      <FormField {...fields} name="name" label={L.name} required />
      <FieldRow>
        <RecordStatusField {...fields} name="status" archived={archived} />
        {ownNetwork === null && (
          <FormField {...fields} name="networkId" label={L.network} numeric options={networkOptions} />
        )}
      </FieldRow>
      <KeywordsField control={control as unknown as Control<KeywordPackageInput>} disabled={readOnly} />
      <FormField {...fields} name="notes" label="Notes" multiline />
    </FormCard>
  );
}
