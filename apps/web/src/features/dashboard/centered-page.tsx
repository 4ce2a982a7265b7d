import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of the pages shown before a working role is chosen (select, chooser, forbidden). */
export function CenteredPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ maxWidth: 960, mx: 'auto', px: 3, py: 6 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 4 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
