import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export interface ArchiveButtonProps {
  archived: boolean;
  /** 'demand partner', 'placement': named in the confirmation. */
  what: string;
  onConfirm: () => void;
  disabled?: boolean;
  unarchiveLabel?: string;
}

/** Archive, or bring an archived row back, after a confirmation (part 2 §4). */
export function ArchiveButton({
  archived,
  what,
  onConfirm,
  disabled,
  unarchiveLabel = 'Unarchive',
}: ArchiveButtonProps) {
  const [asking, setAsking] = useState(false);
  const label = archived ? unarchiveLabel : 'Archive';
  return (
    <>
      <Button
        variant="outlined"
        color={archived ? 'primary' : 'warning'}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        text={`${label} this ${what}?`}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
      />
    </>
  );
}
