import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DateWithTime } from './date-with-time';

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

/** The details every record ends with: when it was added and updated, and its notes. */
export const closingDetails = (row: {
  createdOn: string;
  updatedOn: string;
  notes: string | null;
}): Detail[] => [
  { label: 'Added', value: <DateWithTime value={row.createdOn} /> },
  { label: 'Updated', value: <DateWithTime value={row.updatedOn} /> },
  { label: 'Notes', value: row.notes },
];

/** A record's overview: its details on a card. */
export function DetailCard({ title = 'Overview', details }: { title?: string; details: readonly Detail[] }) {
  return (
    <Card variant="outlined">
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <DetailList details={details} />
      </CardContent>
    </Card>
  );
}
