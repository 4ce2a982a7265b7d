import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of the pages shown outside the shell (select, chooser, forbidden); `bar` sits on top. */
export function CenteredPage({
  title,
  bar,
  children,
}: {
  title: string;
  bar?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {bar}
      <Box component="main" sx={{ maxWidth: 960, mx: 'auto', px: 3, py: 6 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 4 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </>
  );
}
