import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useNetworkTwoFactor, useSetNetworkTwoFactor } from './two-factor-api';

/** Whether the network's users must sign in with a second factor (its admin or a staff admin). */
export function NetworkTwoFactorSwitch({ networkId }: { networkId: number }) {
  const setting = useNetworkTwoFactor(networkId);
  const save = useSetNetworkTwoFactor(networkId);
  if (!setting.data) return null;
  return (
    <FormControlLabel
      control={
        <Switch
          checked={setting.data.required}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
        />
      }
      label="Require two-factor sign-in for this network's users"
    />
  );
}
