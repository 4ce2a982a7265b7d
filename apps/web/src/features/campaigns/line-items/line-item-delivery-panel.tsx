import { LINE_ITEM_COLUMN_LABELS as L, type LineItem } from '@adcast/domain/campaigns/line-items';
import { formatAmount, formatNumber, formatPercent } from '@adcast/domain/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCan } from '../../../session/can';
import { DetailCard } from '../../../ui/detail-list';
import { HealthChip } from './health-chip';
import { useExtendLineItem, useLineItemHealth } from './line-item-api';

export const DELIVERY_TITLE = 'Delivery';

/** A later end for the flight, for users who may edit the line item. */
function ExtendFlight({ item }: { item: LineItem }) {
  const extend = useExtendLineItem(item);
  const [endDate, setEndDate] = useState('');
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2 }}>
      <TextField
        type="date"
        size="small"
        label="New end date"
        value={endDate}
        onChange={(event) => setEndDate(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: item.endDate } }}
      />
      <Button
        variant="outlined"
        disabled={endDate === '' || extend.isPending}
        onClick={() => extend.mutate(endDate, { onSuccess: () => setEndDate('') })}
      >
        Extend flight
      </Button>
    </Box>
  );
}

/** The line item's delivery to date against its ideal curve, its health now, and the flight's extension. */
export function LineItemDeliveryPanel({ item }: { item: LineItem }) {
  const report = useLineItemHealth(item.id).data;
  const mayExtend = useCan()('CAMPAIGNS_LINE_ITEMS_EDIT') && item.status !== 'ARCHIVED';
  return (
    <Box sx={{ maxWidth: 720 }}>
      <DetailCard
        title={DELIVERY_TITLE}
        details={[
          { label: L.health, value: report && <HealthChip health={report.health} /> },
          { label: 'Impressions', value: report && formatNumber(report.impressions) },
          { label: 'Spent budget', value: report && formatAmount(report.spend, 'USD') },
          { label: 'eCPM', value: report?.ecpm != null && formatAmount(report.ecpm, 'USD') },
          { label: L.delivered, value: report && formatPercent(report.deliveredPercent, 2, true) },
          { label: 'Expected by now', value: report && formatPercent(report.expectedPercent, 2, true) },
          { label: 'Pace', value: report?.paceRatio != null && formatPercent(report.paceRatio) },
        ]}
      />
      {mayExtend && <ExtendFlight item={item} />}
    </Box>
  );
}
