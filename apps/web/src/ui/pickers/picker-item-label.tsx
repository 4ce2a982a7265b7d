import Box from '@mui/material/Box';
import { useContext } from 'react';
import { MeContext } from '../../session/me';
import { StatusDot } from '../status-dot';
import type { PickerItem } from './picker-source';

/** Part 2 §1: a user with no network sees an "N" badge on items of a network; a network user sees none. */
export function useShowsNetworkBadge(): boolean {
  const me = useContext(MeContext);
  return me !== null && me.network === null;
}

export function NetworkBadge() {
  return (
    <Box
      component="span"
      title="Belongs to a network"
      aria-label="Network item"
      sx={{
        px: 0.5,
        borderRadius: 0.5,
        fontSize: 11,
        fontWeight: 700,
        lineHeight: '16px',
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      N
    </Box>
  );
}

/** An item's name with its status colour dot and, when due, the network badge. */
export function PickerItemLabel({ item, badge }: { item: PickerItem; badge: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      {item.color && <StatusDot color={item.color} label={item.statusLabel} size={8} />}
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {item.name}
      </Box>
      {badge && item.networkId !== null && <NetworkBadge />}
    </Box>
  );
}
