import type { BulkEditField, BulkEditValue } from '@adcast/domain/contracts/bulk-edit';
import type { RecordContractKey } from '@adcast/domain/contracts/registry';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { EntityPicker } from '../ui/pickers/entity-picker';
import { useNetworkOptions } from './network-api';
import { recordPickerSource } from './record-picker-api';

export interface BulkEditValueProps {
  field: BulkEditField<never>;
  /** undefined: nothing chosen yet. */
  value: BulkEditValue | undefined;
  onChange: (value: BulkEditValue | undefined) => void;
  /** The rule the value breaks, once the user has tried to go on. */
  error?: string;
}

const LABEL = 'New value';
const NONE = 'none';

/** An amount typed as text: blank is nothing chosen, anything else a number the field's rule checks. */
function MoneyValue({ field, onChange, error }: BulkEditValueProps) {
  const [text, setText] = useState('');
  return (
    <TextField
      label={`${LABEL}: ${field.label}`}
      value={text}
      inputMode="decimal"
      onChange={(event) => {
        setText(event.target.value);
        const trimmed = event.target.value.trim();
        onChange(trimmed === '' ? undefined : Number(trimmed));
      }}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
      fullWidth
    />
  );
}

/** A network the user may choose (or none, for a user without a network). */
function NetworkValue({ field, value, onChange, error }: BulkEditValueProps) {
  const options = useNetworkOptions();
  return (
    <TextField
      select
      label={`${LABEL}: ${field.label}`}
      value={value === undefined ? '' : value === null ? NONE : String(value)}
      onChange={(event) => onChange(event.target.value === NONE ? null : Number(event.target.value))}
      error={Boolean(error)}
      helperText={error}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.key} value={option.key === '' ? NONE : String(option.key)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The value of a bulk edit, asked for with the field's own kind of input. */
export function BulkEditValueField(props: BulkEditValueProps) {
  const { field, value, onChange, error } = props;
  const { input } = field;
  if (input.kind === 'money') return <MoneyValue key={field.field} {...props} />;
  if (input.kind === 'network') return <NetworkValue {...props} />;
  if (input.kind === 'record')
    return (
      <EntityPicker
        source={recordPickerSource(input.area as RecordContractKey)}
        label={`${LABEL}: ${field.label}`}
        value={typeof value === 'number' ? value : null}
        onChange={(id) => onChange(id ?? undefined)}
        error={error}
        touched={Boolean(error)}
      />
    );
  return (
    <TextField
      select
      label={`${LABEL}: ${field.label}`}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      fullWidth
    >
      {input.options.map((option) => (
        <MenuItem key={option.key} value={option.key}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
