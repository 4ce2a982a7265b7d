import { formatFlight } from '@adcast/domain/format';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RecordLink } from '../../../ui/record-link';
import { HealthChip } from './health-chip';
import { useOrderLineItems } from './line-item-api';
import { editLink, goalOf } from './line-item-columns';

export const ORDER_LINE_ITEMS_TITLE = 'Line items';

/** A campaign's line items that are not archived: each linked, with its flight, goal and stored health. */
export function OrderLineItemsPanel({ orderId }: { orderId: number }) {
  const items = useOrderLineItems(orderId).data?.content ?? [];
  const titleId = `order-line-items-${orderId}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 3, maxWidth: 720 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {ORDER_LINE_ITEMS_TITLE}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No line items yet.
        </Typography>
      ) : (
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Flight</TableCell>
              <TableCell align="right">Goal</TableCell>
              <TableCell>Health</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>
                  <RecordLink link={editLink(item)} text={item.name} />
                </TableCell>
                <TableCell>{formatFlight(item)}</TableCell>
                <TableCell align="right">{goalOf(item)}</TableCell>
                <TableCell>{item.health ? <HealthChip health={item.health.health} /> : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
