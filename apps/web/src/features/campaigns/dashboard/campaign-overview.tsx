import type { CampaignDashboard, FlightRow } from '@adcast/domain/campaigns/campaign-dashboards';
import { HEALTH_OPTIONS } from '@adcast/domain/campaigns/pacing';
import { ENTITY_STATUS_OPTIONS, optionOf } from '@adcast/domain/enumerations';
import { formatNumber, formatPercent } from '@adcast/domain/format';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RecordLink } from '../../../ui/record-link';
import { HealthChip } from '../line-items/health-chip';
import { useCampaignDashboard } from './dashboard-api';
import { Nothing, OverviewCard, OverviewSection } from './overview-card';

const lineItemLink = (id: number) => ({ to: '/line-items/edit/$id', params: { id: String(id) } }) as const;
const orderLink = (id: number) => ({ to: '/orders/edit/$id', params: { id: String(id) } }) as const;
const joined = (parts: string[]) => parts.join(' · ');

function Counts({ home }: { home: CampaignDashboard }) {
  const orders = joined(
    home.orders.map(
      ({ status, count }) =>
        `${count} ${optionOf(ENTITY_STATUS_OPTIONS, status)?.label.toLowerCase() ?? status}`,
    ),
  );
  const health = joined(
    home.health
      .filter(({ count }) => count > 0)
      .map(({ health, count }) => `${count} ${optionOf(HEALTH_OPTIONS, health)?.label.toLowerCase()}`),
  );
  return (
    <>
      <OverviewCard title="Campaigns by status">
        <RecordLink link={{ to: '/orders' }} text={orders} />
      </OverviewCard>
      <OverviewCard title="Running line items">
        <Typography variant="body2">
          {home.running === 0 ? 'None running today' : `${formatNumber(home.running)} running`}
        </Typography>
        {health && <Typography variant="body2">{health}</Typography>}
        {home.unchecked > 0 && (
          <Typography variant="body2" color="text.secondary">
            {home.unchecked} not checked yet
          </Typography>
        )}
      </OverviewCard>
    </>
  );
}

function Pacing({ home }: { home: CampaignDashboard }) {
  if (home.pacing.length === 0) return <Nothing text="No line item is running today." />;
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Pacing, scrollable">
      <Table size="small" aria-label="Pacing of running line items">
        <TableHead>
          <TableRow>
            <TableCell>Line item</TableCell>
            <TableCell>Campaign</TableCell>
            <TableCell>Health</TableCell>
            <TableCell align="right">Delivered</TableCell>
            <TableCell align="right">Expected by now</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {home.pacing.map((row) => (
            <TableRow key={row.lineItem.id}>
              <TableCell>
                <RecordLink link={lineItemLink(row.lineItem.id)} text={row.lineItem.name} />
              </TableCell>
              <TableCell>{row.order.name}</TableCell>
              <TableCell>
                <HealthChip health={row.health} />
              </TableCell>
              <TableCell align="right">{formatPercent(row.deliveredPercent, 2, true)}</TableCell>
              <TableCell align="right">{formatPercent(row.expectedPercent, 2, true)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function Flights({ rows, date, none }: { rows: FlightRow[]; date: 'startDate' | 'endDate'; none: string }) {
  if (rows.length === 0) return <Nothing text={none} />;
  return (
    <List dense disablePadding>
      {rows.map((row) => (
        <ListItem key={row.lineItem.id} disableGutters>
          <Typography variant="body2">
            {row[date]} <RecordLink link={lineItemLink(row.lineItem.id)} text={row.lineItem.name} /> (
            {row.order.name})
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

function Unread({ home }: { home: CampaignDashboard }) {
  if (home.unread.length === 0) return <Nothing text="No unread messages." />;
  return (
    <List dense disablePadding>
      {home.unread.map((row) => (
        <ListItem key={row.order.id} disableGutters>
          <Typography variant="body2">
            <RecordLink link={orderLink(row.order.id)} text={row.order.name} />: {row.unread} unread
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

/** The campaign manager's and sales representative's home: what they work on, from the API. */
export function CampaignOverview() {
  return (
    <OverviewSection title="Your campaigns" home={useCampaignDashboard().data}>
      {(home) => (
        <>
          <Counts home={home} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <OverviewCard title="Pacing, most in need first">
              <Pacing home={home} />
            </OverviewCard>
          </Box>
          <OverviewCard title={`Starting this week (${home.week.from} to ${home.week.to})`}>
            <Flights rows={home.starting} date="startDate" none="No flight starts this week." />
          </OverviewCard>
          <OverviewCard title={`Ending this week (${home.week.from} to ${home.week.to})`}>
            <Flights rows={home.ending} date="endDate" none="No flight ends this week." />
          </OverviewCard>
          <OverviewCard title={`Unread discussions (${home.unreadTotal})`}>
            <Unread home={home} />
          </OverviewCard>
        </>
      )}
    </OverviewSection>
  );
}
