import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, useState } from 'react';
import { columnSx } from '../layout';

export interface CodeFormProps {
  label: string;
  submitLabel: string;
  onSubmit: (code: string) => void;
  pending?: boolean;
  /** A 6-digit TOTP code (numeric keyboard, one-time-code autofill), else a recovery code. */
  kind?: 'totp' | 'recovery';
}

const TOTP_PATTERN = /^\d{6}$/;

/** One code and its button: the sign-in's second step, and an enrolment's confirmation. */
export function CodeForm({ label, submitLabel, onSubmit, pending = false, kind = 'totp' }: CodeFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const trimmed = code.trim();
  const valid = kind === 'totp' ? TOTP_PATTERN.test(trimmed) : trimmed.length > 0;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onSubmit(trimmed);
      }}
      sx={columnSx}
    >
      <FormControl variant="outlined" fullWidth>
        <InputLabel htmlFor={id}>{label}</InputLabel>
        <OutlinedInput
          id={id}
          label={label}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoFocus
          autoComplete={kind === 'totp' ? 'one-time-code' : 'off'}
          inputProps={kind === 'totp' ? { inputMode: 'numeric', maxLength: 6 } : { maxLength: 64 }}
        />
      </FormControl>
      <Button type="submit" variant="contained" disabled={!valid || pending}>
        {submitLabel}
      </Button>
    </Box>
  );
}
