import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';

/** A row action: a link (opens in a new tab too) or a command. */
export type RowAction = { label: string } & ({ to: string } | { onSelect: () => void });

/** A row's actions behind a menu button; nothing at all when the user may do none of them. */
export function RowActionsMenu({ label, actions }: { label: string; actions: readonly RowAction[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton size="small" aria-label={label} onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) =>
          'to' in action ? (
            <MenuItem
              key={action.label}
              component={RouterLink}
              to={action.to}
              onClick={() => setAnchor(null)}
            >
              {action.label}
            </MenuItem>
          ) : (
            <MenuItem
              key={action.label}
              onClick={() => {
                setAnchor(null);
                action.onSelect();
              }}
            >
              {action.label}
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
