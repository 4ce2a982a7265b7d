import { type GenreInput, GenreInputSchema, GENRE_COLUMN_LABELS as L } from '@adcast/domain/taxonomy/genres';
import { IAB_CATEGORY_OPTIONS } from '@adcast/domain/taxonomy/iab-content-taxonomy';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RecordPickerField } from '../../resource/record-picker-field';
import { useMe } from '../../session/me';
import { FieldRow, FormCard, type RecordFormProps, useRecordForm } from '../../ui/form-card';
import { FormField } from '../../ui/form-field';
import { RecordStatusField } from '../../ui/record-status-field';
import { useNetworkOptions } from '../networks/network-options';

export const emptyGenre = (networkId: number | null): GenreInput => ({
  name: '',
  status: 'ACTIVE',
  networkId,
  parentId: null,
  iabCategoryId: null,
  notes: '',
});

export type GenreFormValues = z.output<typeof GenreInputSchema>;

/** A genre's name, status, network, parent genre (none: a top-level genre) and IAB category. */
export function GenreForm(props: RecordFormProps<GenreInput, GenreFormValues>) {
  const { control, card, readOnly, archived } = useRecordForm(GenreInputSchema, props);
  const ownNetwork = useMe().network;
  const networkOptions = useNetworkOptions();
  const networkId = useWatch({ control, name: 'networkId' });
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
      <RecordPickerField
        {...fields}
        name="parentId"
        area="genres"
        networkIds={networkId === null || networkId === undefined ? undefined : [networkId]}
      />
      <FormField {...fields} name="iabCategoryId" label={L.iabCategory} options={IAB_CATEGORY_OPTIONS} />
      <FormField {...fields} name="notes" label="Notes" multiline />
    </FormCard>
  );
}
