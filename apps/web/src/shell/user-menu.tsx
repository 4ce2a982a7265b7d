import { SELECT_PATH } from '@adcast/domain/dashboards';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useMe } from '../session/me';
import { ApiTokensDialog } from './account/api-tokens-dialog';
import { TwoFactorDialog } from './account/two-factor-dialog';
import { ChangePasswordDialog } from './change-password-dialog';
import { ColorSchemeItem } from './color-scheme-item';
import { useSwitchAccountItems } from './switch-account-items';

/** The user name, Switch account, Change password, two-factor sign-in, API tokens and Sign out (part 1 §2, part 2 §6). */
export function UserMenu() {
  const me = useMe();
  const router = useRouter();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  const [accountDialog, setAccountDialog] = useState<'api-tokens' | 'two-factor' | null>(null);
  const accounts = useSwitchAccountItems(me, anchor !== null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        sx={{ textTransform: 'none', justifyContent: 'flex-start', maxWidth: '100%' }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{me.name}</span>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {me.roles.length > 1 && (
          <MenuItem component={RouterLink} to={SELECT_PATH} onClick={close}>
            Choose a dashboard
          </MenuItem>
        )}
        {accounts}
        {(accounts.length > 0 || me.roles.length > 1) && <Divider />}
        <ColorSchemeItem />
        <MenuItem
          onClick={() => {
            close();
            setChangingPassword(true);
          }}
        >
          Change password
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setAccountDialog('two-factor');
          }}
        >
          Two-factor sign-in
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setAccountDialog('api-tokens');
          }}
        >
          API tokens
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            router.navigate({ to: '/logout' });
          }}
        >
          Sign out
        </MenuItem>
      </Menu>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      {accountDialog === 'api-tokens' && <ApiTokensDialog onClose={() => setAccountDialog(null)} />}
      {accountDialog === 'two-factor' && <TwoFactorDialog onClose={() => setAccountDialog(null)} />}
    </>
  );
}
