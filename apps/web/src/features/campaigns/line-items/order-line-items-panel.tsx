import type { LineItem } from '@adcast/domain/campaigns/line-items';
import { formatFlight } from '@adcast/domain/format';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RecordLink } from '../../../ui/record-link';
import { ScrollingTable } from '../../../ui/scrolling-table';
import { HealthChip } from './health-chip';
import { useCreativeLineItems, useOrderLineItems } from './line-item-api';
import { editLink, goalOf } from './line-item-columns';

export const ORDER_LINE_ITEMS_TITLE = 'Line items';
export const CREATIVE_LINE_ITEMS_TITLE = 'Connected line items';

/** Line items, each linked, with its flight, goal and stored health. */
function LineItemsPanel(props: { titleId: string; title: string; empty: string; items: LineItem[] }) {
  const { titleId, items } = props;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 3, maxWidth: 720 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {props.title}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {props.empty}
        </Typography>
      ) : (
        <ScrollingTable label={props.title}>
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
        </ScrollingTable>
      )}
    </Paper>
  );
}

/** A campaign's line items that are not archived. */
export function OrderLineItemsPanel({ orderId }: { orderId: number }) {
  return (
    <LineItemsPanel
      titleId={`order-line-items-${orderId}`}
      title={ORDER_LINE_ITEMS_TITLE}
      empty="No line items yet."
      items={useOrderLineItems(orderId).data?.content ?? []}
    />
  );
}

/** The line items of the campaigns a creative is linked to. */
export function CreativeLineItemsPanel({ creativeId }: { creativeId: number }) {
  return (
    <LineItemsPanel
      titleId={`creative-line-items-${creativeId}`}
      title={CREATIVE_LINE_ITEMS_TITLE}
      empty="No line items: link the creative to a campaign that has some."
      items={useCreativeLineItems(creativeId).data ?? []}
    />
  );
}
