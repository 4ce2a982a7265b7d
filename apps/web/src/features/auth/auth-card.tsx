import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { signedOutBrand } from '../../session/brand';

/** The centred card of the public pages: the product name, a heading and the form. */
export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: 4 }}>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
          {signedOutBrand().title}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
          {heading}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
