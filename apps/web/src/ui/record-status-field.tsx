import { ACTIVE_INACTIVE_OPTIONS, ENTITY_STATUS_OPTIONS, optionOf } from '@adcast/domain/enumerations';
import TextField from '@mui/material/TextField';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { StatusDot } from './status-dot';

export interface RecordStatusFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** The record is archived: its form shows so, since archive and unarchive are the page's buttons, not a choice here. */
  archived?: boolean;
  disabled?: boolean;
}

const archivedOption = optionOf(ENTITY_STATUS_OPTIONS, 'ARCHIVED');

/** A versioned record's Status field: Active or Inactive to choose, or Archived, shown as it is. */
export function RecordStatusField<T extends FieldValues>({
  control,
  name,
  archived = false,
  disabled,
}: RecordStatusFieldProps<T>) {
  if (archived) {
    return (
      <TextField
        fullWidth
        label="Status"
        value={archivedOption?.label ?? 'Archived'}
        disabled
        slotProps={{
          input: { startAdornment: archivedOption?.color && <StatusDot color={archivedOption.color} /> },
          htmlInput: { style: { marginLeft: 8 } },
        }}
      />
    );
  }
  return (
    <FormField
      control={control}
      name={name}
      label="Status"
      required
      disabled={disabled}
      options={ACTIVE_INACTIVE_OPTIONS}
    />
  );
}
