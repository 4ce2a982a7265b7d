import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { FieldRow } from '../../ui/form-card';
import { FormField } from '../../ui/form-field';
import { useNetworkOptions } from '../networks/network-options';

/** The fields every owner's form has (OWNER_NAME_FIELDS and OWNER_CONTACT_FIELDS of the domain). */
type OwnerFieldValues = {
  name: string;
  networkId?: number | null;
  contactName?: string | null;
  contactEmail?: string | null;
};

/**
 * Name, network and contact of a publisher or a content owner. `beside` joins the network's row
 * and `between` comes before the contact's, for the fields only one kind of owner has.
 */
export function OwnerFields<T extends FieldValues & OwnerFieldValues>(props: {
  control: Control<T>;
  readOnly: boolean;
  beside?: ReactNode;
  between?: ReactNode;
}) {
  // The names below are in every owner's values; a generic T cannot show react-hook-form that.
  const control = props.control as unknown as Control<OwnerFieldValues>;
  const { readOnly } = props;
  const networkOptions = useNetworkOptions();
  return (
    <>
      <FormField control={control} name="name" label="Name" required disabled={readOnly} />
      <FieldRow>
        <FormField
          control={control}
          name="networkId"
          label="Network"
          numeric
          options={networkOptions}
          disabled={readOnly}
        />
        {props.beside}
      </FieldRow>
      {props.between}
      <FieldRow>
        <FormField control={control} name="contactName" label="Contact name" disabled={readOnly} />
        <FormField control={control} name="contactEmail" label="Contact e-mail" disabled={readOnly} />
      </FieldRow>
    </>
  );
}
