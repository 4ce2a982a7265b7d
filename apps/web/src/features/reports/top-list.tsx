import type { TopEntry } from '@adcast/domain/reports/dashboard';
import { formatReportValue } from '@adcast/domain/reports/format-value';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** Top entries by revenue (top demand partners, top publishers). */
export function TopList({ title, entries }: { title: string; entries: TopEntry[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 320px' }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {title}
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary">No data to show</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell align="right">Revenue</TableCell>
              <TableCell align="right">Ad Impressions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.name}>
                <TableCell>{entry.name}</TableCell>
                <TableCell align="right">{formatReportValue(entry.revenue, 'currency')}</TableCell>
                <TableCell align="right">{formatReportValue(entry.adImpressions, 'number')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
