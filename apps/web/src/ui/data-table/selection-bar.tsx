import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Above a table with chosen rows: how many, the list's bulk actions, and a way to clear the choice. */
export function SelectionBar({
  count,
  actions,
  onClear,
}: {
  count: number;
  actions?: ReactNode;
  onClear: () => void;
}) {
  return (
    <Box
      role="toolbar"
      aria-label="Selected rows"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
        mr: 'auto',
        px: 1.5,
        py: 0.5,
        borderRadius: 1,
        bgcolor: 'action.selected',
      }}
    >
      <Typography variant="body2" aria-live="polite" sx={{ fontWeight: 600 }}>
        {count} selected
      </Typography>
      {actions}
      <Button size="small" onClick={onClear}>
        Clear selection
      </Button>
    </Box>
  );
}
