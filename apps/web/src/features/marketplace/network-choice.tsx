import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useMe } from '../../session/me';
import { useNetworks } from '../demand/partners/partner-api';

/**
 * The network a marketplace screen works on: a network user's own; staff choose one (the first
 * until they do). Null while the networks load.
 */
export function useMarketplaceNetwork() {
  const own = useMe().network;
  const networks = useNetworks().data ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const networkId = own?.id ?? chosen ?? networks[0]?.id ?? null;
  const picker =
    own === null ? (
      <TextField
        select
        size="small"
        label="Network"
        value={networkId ?? ''}
        onChange={(event) => setChosen(Number(event.target.value))}
        sx={{ minWidth: 240, mb: 2 }}
      >
        {networks.map((network) => (
          <MenuItem key={network.id} value={network.id}>
            {network.name}
          </MenuItem>
        ))}
      </TextField>
    ) : null;
  return { networkId, picker };
}
