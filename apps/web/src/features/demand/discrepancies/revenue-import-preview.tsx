import type { RevenueImportPreview } from '@adcast/domain/demand/revenue/imports';
import { DP_REVENUE_API } from '@adcast/domain/demand/revenue/paths';
import { formatMoney } from '@adcast/domain/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRevenueImportWrite } from './discrepancy-api';

/** An import's rows before it is applied, each bad row with its messages; Apply once every row is clean. */
export function RevenueImportPreviewView({
  dpId,
  preview,
  canEdit,
}: {
  dpId: number;
  preview: RevenueImportPreview;
  canEdit: boolean;
}) {
  const apply = useRevenueImportWrite(dpId);
  if (preview.status === 'READING') return <Typography>Reading {preview.fileName}…</Typography>;
  if (preview.status === 'FAILED') return <Typography color="error">{preview.failure}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>
        {preview.fileName}: {preview.rowCount} rows, {preview.errorCount} with errors
        {preview.status === 'APPLIED' ? ' — applied' : ''}
      </Typography>
      {canEdit && preview.status === 'PREVIEW' && (
        <Button
          variant="contained"
          size="small"
          sx={{ justifySelf: 'start' }}
          disabled={preview.errorCount > 0 || apply.isPending}
          onClick={() =>
            apply.mutate({
              method: 'POST',
              path: DP_REVENUE_API.applyRevenueImport(dpId, preview.id),
              notice: 'Revenue imported',
              fallback: 'The revenue could not be imported',
            })
          }
        >
          Apply {preview.rowCount} rows
        </Button>
      )}
      <Box
        sx={{ overflowX: 'auto', maxHeight: 360 }}
        tabIndex={0}
        role="region"
        aria-label="Import preview, scrollable"
      >
        <Table size="small" stickyHeader aria-label="Import preview">
          <TableHead>
            <TableRow>
              {['Line', 'Date', 'Publisher ID', 'Impressions', 'Revenue', 'Errors'].map((label) => (
                <TableCell key={label}>{label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rows.map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.line}</TableCell>
                <TableCell>{row.day ?? ''}</TableCell>
                <TableCell>{row.publisherId ?? ''}</TableCell>
                <TableCell>{row.impressions ?? ''}</TableCell>
                <TableCell>{row.revenue === null ? '' : formatMoney(row.revenue)}</TableCell>
                <TableCell sx={{ color: 'error.main' }}>{row.messages.join('; ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
