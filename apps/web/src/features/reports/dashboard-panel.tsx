import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled dashboard card; without data it says so instead of drawing an empty table or chart. */
export function DashboardPanel({
  title,
  empty,
  sx,
  children,
}: {
  title: string;
  empty: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0, ...sx }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {title}
      </Typography>
      {empty ? <Typography color="text.secondary">No data to show</Typography> : children}
    </Paper>
  );
}
