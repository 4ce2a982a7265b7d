import type { AlertEvent, AlertRule } from '@adcast/domain/alerts/alert-rules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCan } from '../../../session/can';
import { useAcknowledgeAlert, useAlerts, useMuteRule } from '../../../shell/alerts/alert-api';
import { ScrollingTable } from '../../../ui/scrolling-table';

const MUTE_CHOICES = [1, 4, 24] as const;
const HISTORY_SIZE = 50;
const when = (iso: string) => new Date(iso).toLocaleString();

function MuteControls({ rule, canEdit }: { rule: AlertRule; canEdit: boolean }) {
  const mute = useMuteRule();
  const muted = rule.mutedUntil !== null && Date.parse(rule.mutedUntil) > Date.now();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <Typography>{muted ? `Muted until ${when(rule.mutedUntil as string)}` : 'Not muted'}</Typography>
      {canEdit && (
        <ButtonGroup size="small" aria-label="Mute the rule" disabled={mute.isPending}>
          {MUTE_CHOICES.map((hours) => (
            <Button key={hours} onClick={() => mute.mutate({ id: rule.id, hours })}>
              Mute {hours} h
            </Button>
          ))}
          {muted && <Button onClick={() => mute.mutate({ id: rule.id, hours: null })}>Unmute</Button>}
        </ButtonGroup>
      )}
    </Box>
  );
}

function AlertRow({ alert, canEdit }: { alert: AlertEvent; canEdit: boolean }) {
  const acknowledge = useAcknowledgeAlert();
  return (
    <TableRow>
      <TableCell>{when(alert.hour)}</TableCell>
      <TableCell>{alert.message}</TableCell>
      <TableCell>
        {alert.acknowledgedAt ? (
          `${when(alert.acknowledgedAt)}${alert.acknowledgedBy ? ` by ${alert.acknowledgedBy}` : ''}`
        ) : canEdit ? (
          <Button size="small" onClick={() => acknowledge.mutate(alert.id)} disabled={acknowledge.isPending}>
            Acknowledge
          </Button>
        ) : (
          'Waiting'
        )}
      </TableCell>
    </TableRow>
  );
}

/** The rule's alerts, newest first, to acknowledge; and muting it for a while. */
export function AlertRuleHistory({ rule }: { rule: AlertRule }) {
  const canEdit = useCan()('ALERTS_EDIT') && rule.status !== 'ARCHIVED';
  const alerts = useAlerts({ ruleId: rule.id, size: HISTORY_SIZE });
  const rows = alerts.data?.content ?? [];
  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          Alert history
        </Typography>
        <MuteControls rule={rule} canEdit={canEdit} />
        {rows.length === 0 ? (
          <Typography color="text.secondary">{alerts.isLoading ? 'Loading…' : 'No alerts yet'}</Typography>
        ) : (
          <ScrollingTable label="Alert history">
            <TableHead>
              <TableRow>
                <TableCell>Hour</TableCell>
                <TableCell>Alert</TableCell>
                <TableCell>Acknowledged</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((alert) => (
                <AlertRow key={alert.id} alert={alert} canEdit={canEdit} />
              ))}
            </TableBody>
          </ScrollingTable>
        )}
      </CardContent>
    </Card>
  );
}
