import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { FormEventHandler, ReactNode } from 'react';
import { columnSx } from './layout';

export interface FormCardProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  submitLabel: string;
  /** False while the form is invalid or saving: the submit button is disabled. */
  canSubmit: boolean;
  onCancel: () => void;
  /** No submit button; Cancel reads Back. */
  readOnly?: boolean;
}

/** An editor's form on a card, with Cancel and the submit button at its foot. */
export function FormCard({
  onSubmit,
  children,
  submitLabel,
  canSubmit,
  onCancel,
  readOnly = false,
}: FormCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={columnSx}>
        {children}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>{readOnly ? 'Back' : 'Cancel'}</Button>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={!canSubmit}>
              {submitLabel}
            </Button>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
