import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** A record's fields as label and value pairs, two columns on wide screens. */
export function DetailList({ details }: { details: readonly Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
      }}
    >
      {details.map((detail) => (
        <Box key={detail.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {detail.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {detail.value === null || detail.value === undefined || detail.value === '' ? '—' : detail.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
