import type { AlertEvent } from '@adcast/domain/alerts/alert-rules';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../session/can';
import { ButtonLink } from '../../ui/button-link';
import { useAcknowledgeAlert, useAlerts, useUnreadAlerts } from './alert-api';

const BELL_LIST_SIZE = 10;

function BellItem({ alert, canAcknowledge }: { alert: AlertEvent; canAcknowledge: boolean }) {
  const acknowledge = useAcknowledgeAlert();
  return (
    <ListItem
      divider
      secondaryAction={
        canAcknowledge && (
          <Button size="small" onClick={() => acknowledge.mutate(alert.id)} disabled={acknowledge.isPending}>
            Acknowledge
          </Button>
        )
      }
      sx={{ pr: canAcknowledge ? 16 : 2 }}
    >
      <ListItemText
        primary={alert.ruleName}
        secondary={`${new Date(alert.hour).toLocaleString()} — ${alert.message}`}
      />
    </ListItem>
  );
}

/** The bell: how many alerts wait, and the newest of them to acknowledge; shown to users who may read alerts. */
export function AlertBell() {
  const can = useCan();
  const mayRead = can('ALERTS_READ');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = useUnreadAlerts(mayRead).data?.unacknowledged ?? 0;
  const alerts = useAlerts({ unacknowledged: true, size: BELL_LIST_SIZE }, mayRead && anchor !== null);
  if (!mayRead) return null;
  const label = unread === 0 ? 'Alerts, none waiting' : `Alerts, ${unread} waiting`;
  return (
    <>
      <IconButton aria-label={label} onClick={(event) => setAnchor(event.currentTarget)}>
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 'min(420px, calc(100vw - 16px))' } } }}
      >
        <Box sx={{ p: 2, pb: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h2">
            Alerts
          </Typography>
          <ButtonLink to="/demand/alerts" onClick={() => setAnchor(null)}>
            All alert rules
          </ButtonLink>
        </Box>
        {alerts.data?.content.length ? (
          <List dense aria-label="Alerts waiting">
            {alerts.data.content.map((alert) => (
              <BellItem key={alert.id} alert={alert} canAcknowledge={can('ALERTS_EDIT')} />
            ))}
          </List>
        ) : (
          <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
            {alerts.isLoading ? 'Loading…' : 'No alerts waiting'}
          </Typography>
        )}
      </Popover>
    </>
  );
}
